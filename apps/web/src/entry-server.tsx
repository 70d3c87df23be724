import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { AppProvider, createQueryClient, DEHYDRATED_STATE_KEY, withoutTimestamps } from './app/provider';
import { findPageRoute, prefetchLayout } from './app/route-table';
import { AppRoutes } from './app/router';
import { isAdminPath } from './lib/admin-path';
import { contentReadFailed, type ContentSource, setApiBase, setContentSource } from './lib/public-api';
import { resolvePageMeta } from './components/seo/page-meta';
import { renderHead } from './components/seo/render-head';
import { type FormPostResult, pageContentSecurityPolicy } from '@agency/contracts';
import {
  CODE_LOADER_HASH,
  codeLoader,
  jsonDataBlock,
  prepareDocument,
  SPECULATION_RULES_HASH,
  speculationRules,
} from './html-document';
import { ServerContextProvider, type ServerRenderContext } from './components/seo/server-context';
import { SITE } from './config/site';
import type { RenderedPage } from './server/page-cache';
import type { IslandCollector, IslandDefinition } from './islands/island';
import { IslandRoot } from './islands/island-root';
import { ISLAND_TAG, islandIdPrefix } from './islands/names';

export interface RenderResult {
  /** Markup for `<!--app-html-->` inside `<div id="root">`. */
  html: string;
  /** Title, meta tags, canonical link and JSON-LD for `<!--app-head-->`. */
  head: string;
  /** The fetched content for the browser's first render (a JSON data block), after the markup. */
  state: string;
  /** The page's code chunks ('/assets/…js'), loaded with the entry. */
  preloads: string[];
  /** Rendered as islands: the islands' loader is the page's entry instead of the app's. */
  islands: boolean;
  /** The code of the page's islands ('/assets/…js'), fetched ahead after the load for their first use. */
  later: string[];
  status: number;
  /** False when a content read failed or the data budget ran out: the page shows fallbacks. */
  complete: boolean;
}

export interface RenderOptions {
  /** Origin for canonical and og:url addresses, e.g. 'https://www.example.de'. */
  origin?: string;
  /** Where the server render reads the content API, e.g. 'http://127.0.0.1:3000' (the default). */
  apiUrl?: string;
  /**
   * The public content read in-process instead (the one-machine api: the same read models its public
   * endpoints answer from, no HTTP); `apiUrl` is then not used.
   */
  content?: ContentSource;
  /**
   * A preview link's page: the content source applies drafts; the page carries the 'Vorschau' banner and
   * noindex, and no code (no hydration that would fetch the published content, no tracking).
   */
  preview?: boolean;
  /**
   * A request form posted without JavaScript that the api sent back: the form's page rendered for this one
   * answer with what was typed, the messages and a fresh token; noindex and no code (never cached).
   */
  formPost?: FormPostResult;
}

export const DEFAULT_API_URL = 'http://127.0.0.1:3000';
/** Upper bound for the data of one page; after it the page renders with what it has (fallbacks). */
const PREFETCH_BUDGET_MS = 3000;

/**
 * Renders one public page for the api's HTML answer. `url` is the request path with its query
 * (an absolute URL also works; its origin then feeds the canonical address).
 */
export async function render(url: string, options: RenderOptions = {}): Promise<RenderResult> {
  const absolute = /^https?:\/\//.test(url);
  const origin = (options.origin ?? (absolute ? new URL(url).origin : SITE.origin)).replace(/\/$/, '');
  const { pathname, search } = new URL(url, origin);
  const location = `${pathname}${search}`;

  // The back-office renders in the browser only: an empty shell, kept out of search engines.
  if (isAdminPath(pathname)) {
    const meta = resolvePageMeta({ title: 'Administration', path: '/admin', robots: 'noindex, nofollow' });
    return {
      html: '',
      head: renderHead(meta, origin),
      state: '',
      preloads: [],
      islands: false,
      later: [],
      status: 200,
      complete: true,
    };
  }

  const queryClient = createQueryClient();
  if (options.content) setContentSource(queryClient, options.content);
  else setApiBase(queryClient, options.apiUrl ?? DEFAULT_API_URL);
  const route = findPageRoute(pathname);
  let budget: ReturnType<typeof setTimeout> | undefined;
  const prefetched = await Promise.race([
    Promise.all([route?.page.preload(), prefetchLayout(queryClient), route?.prefetch(queryClient)]).then(() => true),
    new Promise<false>((resolve) => (budget = setTimeout(() => resolve(false), PREFETCH_BUDGET_MS))),
  ]);
  clearTimeout(budget);

  // The not-found page is static: islands too (only the layout's).
  const islands: IslandCollector | undefined = (route?.islands ?? true) ? new Map() : undefined;
  const context: ServerRenderContext = {
    origin,
    status: 200,
    preview: options.preview,
    formPost: options.formPost,
    islands,
  };
  const page = await renderToString(
    <StrictMode>
      <ServerContextProvider value={context}>
        <AppProvider queryClient={queryClient}>
          <StaticRouter location={location}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </ServerContextProvider>
    </StrictMode>,
  );
  const html = islands
    ? await fillIslands(page, islands, { ...context, islands: undefined }, queryClient, location)
    : page;
  const resolved = context.meta ?? resolvePageMeta({ path: pathname });
  const meta = options.preview || options.formPost ? { ...resolved, robots: 'noindex, nofollow' } : resolved;
  // The fetched content goes along, so the browser hydrates with the same data and does not fetch again.
  // As a data block, not a script: nothing to allow in the Content-Security-Policy.
  return {
    html,
    head: renderHead(meta, origin, context.organization),
    // Without the fetch times, the page's bytes depend on its content only (a cached page keeps its ETag).
    state: jsonDataBlock(DEHYDRATED_STATE_KEY, withoutTimestamps(dehydrate(queryClient))),
    preloads: islands ? [] : pageChunks(route?.module),
    islands: Boolean(islands),
    later: islands ? islandsCode([...islands.values()].map(({ island }) => island)) : [],
    status: context.status,
    complete: prefetched && !contentReadFailed(queryClient),
  };
}

/**
 * Renders each island a page placed on its own (its ids then depend on the island alone, as when the browser
 * hydrates it) and puts the markup into the island's element.
 */
async function fillIslands(
  page: string,
  islands: IslandCollector,
  context: ServerRenderContext,
  queryClient: QueryClient,
  location: string,
): Promise<string> {
  const { pathname, search } = new URL(location, 'http://localhost');
  let html = page;
  for (const { index, island, props } of islands.values()) {
    const markup = await renderToString(
      <ServerContextProvider value={context}>
        <IslandRoot location={{ pathname, search }} queryClient={queryClient}>
          <island.Component {...props} />
        </IslandRoot>
      </ServerContextProvider>,
      islandIdPrefix(index),
    );
    html = html.replace(
      new RegExp(`(<${ISLAND_TAG} [^>]*data-index="${index}"[^>]*>)(</${ISLAND_TAG}>)`),
      (_, open: string, close: string) => `${open}${markup}${close}`,
    );
  }
  return html;
}

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
}
let manifest: Record<string, ManifestChunk> | null | undefined;
/** The client build's manifest (dist/web/client/.vite/manifest.json next to this server bundle). */
function clientManifest(): Record<string, ManifestChunk> | null {
  if (manifest !== undefined) return manifest;
  const file = path.join(__dirname, '../client/.vite/manifest.json');
  manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as typeof manifest) : null;
  return manifest ?? null;
}

/** A page's chunk and the chunks it imports ('/assets/…js'), so they load alongside the entry. */
function pageChunks(module: string | undefined): string[] {
  const chunks = clientManifest();
  if (!module || !chunks) return [];
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(module);
  return [...files].map((file) => `/${file}`);
}

/**
 * The code the given islands run in the browser ('/assets/…js'): each island's entry (its script, or its
 * component with the hydration layer) and the chunks it imports, without what the loader itself loads. An
 * island's entry is one of the loader's dynamic imports, named after the island's module.
 */
function islandsCode(islands: readonly IslandDefinition<object>[]): string[] {
  const chunks = clientManifest();
  if (!chunks) return [];
  const entries = new Map<string, string>();
  for (const key of chunks[ISLANDS_LOADER]?.dynamicImports ?? []) {
    const chunk = chunks[key];
    const name = chunk?.src ? path.basename(chunk.src).replace(/(\.script)?\.tsx?$/, '') : chunk?.name;
    if (name) entries.set(name, key);
  }
  const wanted = islands.flatMap(({ name }) => entries.get(name) ?? []);
  if (islands.some(({ script }) => !script)) wanted.push('src/islands/hydrate.tsx');
  const loader = new Set(pageChunks(ISLANDS_LOADER));
  return [...new Set(wanted.flatMap((entry) => pageChunks(entry)))].filter((file) => !loader.has(file));
}

/** The islands' loader in the client build ('/assets/islands-….js'), the first code of a page of islands. */
function islandsEntry(): { entry: string | null; chunks: string[] } {
  const [entry = null, ...chunks] = pageChunks(ISLANDS_LOADER);
  return { entry, chunks };
}
const ISLANDS_LOADER = 'src/islands/loader.ts';

/**
 * A whole HTML answer: the page rendered into the client build's index.html. Shared by the standalone
 * web server (serve.ts) and the api, which serves the same pages in the one-machine deployment.
 */
export async function renderPage(url: string, template: string, options: RenderOptions = {}): Promise<RenderedPage> {
  const result = await render(url, options);
  const document = prepareDocument(template, path.join(__dirname, '../client'));
  const html = document.html
    .replace('<!--app-head-->', () => result.head)
    .replace('<!--app-html-->', () => result.html)
    .replace('<!--app-state-->', () =>
      // A preview runs no code: the page is the server's render, as the link's holder should see it. Nor does
      // a form's answer: it is for a browser that sent the form without code, and holds what was typed.
      options.preview || options.formPost
        ? ''
        : result.islands
          ? `${result.state}\n    ${codeLoader(islandsEntry().entry, islandsEntry().chunks, result.later)}${speculationRules()}`
          : `${result.state}\n    ${codeLoader(document.entry, [...result.preloads, ...document.preloads])}`,
    );
  return { status: result.status, html, complete: result.complete };
}

/**
 * The Content-Security-Policy of the pages rendered into `template` (and of the files around them): the
 * code loader and the inlined stylesheet by hash, the third-party analytics host only while staff have it
 * configured (`thirdPartyAnalytics`, from the tracking configuration). The page itself is the same either
 * way, so answers stay cacheable; the servers keep both policies and pick one per answer.
 */
export function pageSecurityPolicy(template: string, thirdPartyAnalytics = false): string {
  const document = prepareDocument(template, path.join(__dirname, '../client'));
  return pageContentSecurityPolicy({
    scriptHashes: [CODE_LOADER_HASH, SPECULATION_RULES_HASH],
    styleHashes: document.styleHashes,
    thirdPartyAnalytics,
  });
}

export { robotsTxt, sitemapXml } from './app/public-paths';
export { PageCache, type PageCacheOptions, type PageCacheStats, type RenderedPage } from './server/page-cache';
export { ADMIN_SHELL, NOT_FOUND_PAGE, pageKey, WARM_PAGES } from './server/page-key';
export { staticCacheControl, staticFiles, type StaticFiles } from './server/static-files';

/** Waits for every Suspense boundary, so lazy parts and later data loading end up in the HTML. */
function renderToString(element: ReactNode, identifierPrefix?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const timeout = setTimeout(() => stream.abort(new Error('SSR-Zeitlimit überschritten')), 10_000);
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    let failed = false;
    const stream = renderToPipeableStream(element, {
      identifierPrefix,
      // Never outline a large finished boundary (fallback + hidden segment + script): the HTML must show
      // the content without JavaScript and hydrate without a layout shift.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (!failed) stream.pipe(sink);
      },
      onShellError(error) {
        failed = true;
        clearTimeout(timeout);
        reject(error);
      },
      onError(error) {
        console.error('[web ssr]', error);
      },
    });
  });
}
