import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Writable } from 'node:stream';
import { AppProvider, createQueryClient } from './app/provider';
import { AppRoutes, isAdminPath } from './app/router';
import { resolvePageMeta } from './components/seo/page-meta';
import { renderHead } from './components/seo/render-head';
import { ServerContextProvider, type ServerRenderContext } from './components/seo/server-context';
import { SITE } from './config/site';

export interface RenderResult {
  /** Markup for `<!--app-html-->` inside `<div id="root">`. */
  html: string;
  /** Title, meta tags, canonical link and JSON-LD for `<!--app-head-->`. */
  head: string;
  status: number;
}

export interface RenderOptions {
  /** Origin for canonical and og:url addresses, e.g. 'https://www.example.de'. */
  origin?: string;
}

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
    return { html: '', head: renderHead(meta, origin), status: 200 };
  }

  const context: ServerRenderContext = { origin, status: 200 };
  const html = await renderToString(
    <StrictMode>
      <ServerContextProvider value={context}>
        <AppProvider queryClient={createQueryClient()}>
          <StaticRouter location={location}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </ServerContextProvider>
    </StrictMode>,
  );
  const meta = context.meta ?? resolvePageMeta({ path: pathname });
  return { html, head: renderHead(meta, origin), status: context.status };
}

/**
 * A whole HTML answer: the page rendered into the client build's index.html. Shared by the standalone
 * web server (serve.ts) and the api, which serves the same pages in the one-machine deployment.
 */
export async function renderPage(url: string, template: string, options: RenderOptions = {}): Promise<{ status: number; html: string }> {
  const result = await render(url, options);
  const html = template.replace('<!--app-head-->', () => result.head).replace('<!--app-html-->', () => result.html);
  return { status: result.status, html };
}

/** Waits for every Suspense boundary, so lazy parts and later data loading end up in the HTML. */
function renderToString(element: ReactNode): Promise<string> {
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
