import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { FORM_TOKEN_SLOT, type FormPostResult, pageContentSecurityPolicy } from '@agency/contracts';
import { API_CONFIG, type ApiConfig, publicOrigin } from '../config/api-config';
import { ContentVersion } from './content-version';
import { withDraftsOf } from '../content/publishing/draft-view';
import { observePageRender, type PageCacheLike, type PageCacheStatsLike, reportPageCache } from './page-cache.metrics';
import { PublicContentReader } from './public-content.reader';
import { SpamShield } from '../offer-requests/spam-shield';

interface RenderedPage {
  status: number;
  html: string;
  complete: boolean;
  reads?: readonly string[];
}

/** What the api uses of the web build's server entry (apps/web/src/entry-server.tsx). */
interface ServerEntry {
  renderPage(
    url: string,
    template: string,
    options: {
      origin: string;
      content: (path: string) => Promise<unknown>;
      preview?: boolean;
      formPost?: FormPostResult;
    },
  ): Promise<RenderedPage>;
  pageSecurityPolicy(template: string, thirdPartyAnalytics?: boolean): string;
  robotsTxt(origin: string): string;
  sitemapXml(origin: string, lastmod: string): string;
  PageCache: new (options: {
    render: (key: string) => Promise<RenderedPage>;
    version: (reads?: readonly string[]) => string;
    maxBytes: number;
    onError?: (error: unknown, key: string) => void;
    onRendered?: (key: string, seconds: number, complete: boolean) => void;
    slot?: { marker: string; fill: () => string | Promise<string> };
  }) => PageCacheLike & {
    send: SendPage;
    warm(keys: readonly string[]): void;
    close(): void;
    stats(): PageCacheStatsLike;
  };
  pageKey(url: string): string;
  staticFiles(clientDir: string, options?: { warn?: (message: string) => void }): StaticFiles;
  NOT_FOUND_PAGE: string;
  ADMIN_SHELL: string;
  WARM_PAGES: readonly string[];
}

/**
 * Answers GET/HEAD of the page `key` and resolves with the status sent; `headers` (a flat list: name, value,
 * …) go out with it.
 */
type SendPage = (
  request: IncomingMessage,
  response: ServerResponse,
  key: string,
  headers?: readonly string[],
) => number | Promise<number>;

type Pages = InstanceType<ServerEntry['PageCache']>;
type StaticFiles = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

const MAINTENANCE_PAGE =
  '<!doctype html><meta charset="utf-8"><title>Wartung</title><p>Die Website wird gerade aktualisiert.</p>';

/**
 * The web app's public pages from its build (dist/web by default), rendered once per content version: the
 * render reads the content in-process (PublicContentReader, no loopback HTTP), the finished answers
 * (identity, gzip, brotli, ETag) wait in the web build's PageCache, and after start and after each content
 * change the sitemap's pages are rendered again in the background before a visitor asks. A request form's
 * render token is put into each answer of its page (the cache's slot), fresh from the spam shield.
 */
@Injectable()
export class WebRenderer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Web');
  private readonly template?: string;
  private readonly entry?: ServerEntry;
  readonly clientDir: string;
  /**
   * The pages' Content-Security-Policy (hashes of this build's inline loader and styles), without and with
   * the third-party analytics host (allowed only while staff have it configured; see PagePolicy).
   */
  readonly securityPolicies: { plain: string; withThirdPartyAnalytics: string };
  private readonly builtOn: string = new Date().toISOString().slice(0, 10);
  /** Canonical and og addresses come from configuration (PUBLIC_URL), never from a request. */
  private readonly origin: string;
  private readonly pages?: Pages;
  private stopWatching?: () => void;

  constructor(
    @Inject(API_CONFIG) config: ApiConfig,
    private readonly content: PublicContentReader,
    private readonly version: ContentVersion,
    moduleRef: ModuleRef,
  ) {
    this.origin = publicOrigin(config);
    const root = path.resolve(config.WEB_DIST_DIR);
    this.clientDir = path.join(root, 'client');
    const templateFile = path.join(this.clientDir, 'index.html');
    const serverEntry = path.join(root, 'server', 'entry-server.js');
    if (existsSync(templateFile) && existsSync(serverEntry)) {
      const template = readFileSync(templateFile, 'utf8');
      const entry = require(serverEntry) as ServerEntry;
      this.template = template;
      this.entry = entry;
      this.builtOn = statSync(templateFile).mtime.toISOString().slice(0, 10);
      this.pages = new entry.PageCache({
        render: (key) => this.render(entry, template, key),
        // A page is rendered again when something it read moved (a story edit leaves the FAQ page as it is).
        version: (reads) => (reads ? this.version.of(reads) : this.version.current),
        maxBytes: config.PAGE_CACHE_MAX_MB * 1024 * 1024,
        onError: (error, key) =>
          this.logger.error(
            `Rendering ${key} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
          ),
        onRendered: observePageRender,
        // The spam shield lives in the offer requests' module, which this one does not import.
        slot: {
          marker: FORM_TOKEN_SLOT,
          fill: () => moduleRef.get(SpamShield, { strict: false }).issueFormToken(),
        },
      });
      reportPageCache(this.pages);
    } else {
      this.logger.warn(`No web build in ${root}; run "npx nx run web:build". Pages answer 503 until then.`);
    }
    // Without a build only the maintenance page is served: no script, no style at all.
    const policy = (thirdPartyAnalytics: boolean) =>
      this.entry && this.template
        ? this.entry.pageSecurityPolicy(this.template, thirdPartyAnalytics)
        : pageContentSecurityPolicy({ scriptHashes: [], styleHashes: [], thirdPartyAnalytics: false });
    this.securityPolicies = { plain: policy(false), withThirdPartyAnalytics: policy(true) };
  }

  /**
   * The web build's files, served as the web service of the distributed stack serves them (one
   * implementation: apps/web/src/server/static-files.ts); without a build, nothing.
   */
  staticFiles(): StaticFiles {
    return this.entry
      ? this.entry.staticFiles(this.clientDir, { warn: (message) => this.logger.warn(message) })
      : (_request, _response, next) => next();
  }

  onApplicationBootstrap(): void {
    const { pages, entry } = this;
    if (!pages || !entry) return;
    // Warm start once the content version is known, and again after each content change (in the background,
    // one page at a time).
    this.stopWatching = this.version.onChange(() => pages.warm(entry.WARM_PAGES));
    void this.version.ready.then(() => pages.warm(entry.WARM_PAGES));
  }

  onModuleDestroy(): void {
    this.stopWatching?.();
    this.pages?.close();
  }

  /** One page, its content read in-process; it says which content it read. */
  private async render(entry: ServerEntry, template: string, key: string): Promise<RenderedPage> {
    const reads = new Set<string>();
    const page = await entry.renderPage(key, template, {
      origin: this.origin,
      content: (path) => {
        reads.add(path);
        return this.content.read(path);
      },
    });
    return { ...page, reads: [...reads] };
  }

  /**
   * A request form's page for one answer to its post (what was typed, the messages, a fresh token): the same
   * server render, never into the page cache, no code. Undefined without a build.
   */
  async renderFormPost(key: string, formPost: FormPostResult): Promise<RenderedPage | undefined> {
    const { entry, template } = this;
    if (!entry || !template) return undefined;
    return entry.renderPage(key, template, {
      origin: this.origin,
      content: (path) => this.content.read(path),
      formPost,
    });
  }

  /**
   * A preview link's page: the same server render with the drafts of `contents` applied, straight
   * to the caller: never into the page cache, never moving the content version. Undefined without a build.
   */
  async renderPreview(key: string, contents: readonly string[]): Promise<RenderedPage | undefined> {
    const { entry, template } = this;
    if (!entry || !template) return undefined;
    return entry.renderPage(key, template, {
      origin: this.origin,
      content: (path) => withDraftsOf(contents, () => this.content.read(path)),
      preview: true,
    });
  }

  get available(): boolean {
    return Boolean(this.entry);
  }

  robotsTxt(): string {
    return this.entry?.robotsTxt(this.origin) ?? 'User-agent: *\nDisallow: /admin\nDisallow: /api\n';
  }

  sitemapXml(): string {
    return (
      this.entry?.sitemapXml(this.origin, this.builtOn) ??
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n'
    );
  }

  /** The page `url` is answered with (its cache key): a page of the route table, the admin shell or the 404 page. */
  pageKey(url: string): string {
    return this.entry?.pageKey(url) ?? '';
  }

  /** The key every unknown path shares. */
  get notFoundPage(): string {
    return this.entry?.NOT_FOUND_PAGE ?? '';
  }

  /** The key of the back-office's shell, which every path under /admin shares. */
  get adminShell(): string {
    return this.entry?.ADMIN_SHELL ?? '';
  }

  /**
   * Answers with the page `key` from the cache (rendered first if what it shows moved); every unknown path
   * has the one shared 404 answer. Without a build, the maintenance page (503).
   */
  readonly send: SendPage = (request, response, key, headers = []) => {
    if (!this.pages) {
      response
        .writeHead(503, [
          ...headers,
          'content-type',
          'text/html; charset=utf-8',
          'cache-control',
          'no-cache',
          'retry-after',
          '60',
        ])
        .end(MAINTENANCE_PAGE);
      return 503;
    }
    return this.pages.send(request, response, key, headers);
  };
}
