import { readdirSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  type ByPagePolicy,
  documentSecurityHeaders,
  type RedirectAnswer,
  redirectResponse,
  type SecurityHeaders,
  STRICT_TRANSPORT_SECURITY,
} from '@agency/contracts';
import { answerInFront, REQUEST_ID_HEADER, requestIdFrom, routeDurationObserver } from '@agency/observability';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { NotFoundRecorder } from '../site-health/not-found.recorder';
import { RedirectHitCounter } from '../site-health/redirect-hits.counter';
import { PreviewPages } from './preview-pages';
import { SiteRedirects } from './site-redirects';
import { ThirdPartyAnalyticsState } from './third-party-analytics.state';
import { WebRenderer } from './web-renderer';

/** The route label Express gives the pages (WebController's catch-all), so one series holds them all. */
const PAGE_ROUTE = '/{*path}';

interface ExpressRouter {
  router?: { stack?: { route?: { path?: unknown } }[] };
}

/**
 * GET and HEAD of pages, answered from the page cache in front of Express, like the tracking calls (libs/pipeline
 * TrackRoutes). Through Express a cached page cost more than serving it: routing, the middleware chain,
 * Express's request and response objects (a page of the route table went from ~0.3× to ~0.9× a plain Node
 * server answering the same bytes). What Express gave these answers is kept here: the security headers (HSTS
 * when the trusted proxy says https), the request id, the duration histogram. They are not in the access log.
 *
 * Taken here: the route table's pages and the admin shell, and the shared 404 page for a path that nothing
 * else could answer: not a file of the web build, not under the first segment of any Express route but the
 * pages' catch-all (api, health, metrics, robots.txt, …, read from the router at start), nothing
 * percent-encoded. Everything else goes to Express as before, whose catch-all answers the same 404 page.
 * A page opened through a preview link (`?vorschau=…`) is rendered for it, never from the cache (PreviewPages).
 * Before any of that, a path of the site that staff redirect ('Weiterleitungen', SiteRedirects) answers 301,
 * 302 or 410, percent-encoded or not. Both are counted in memory, never written per request: the redirect's
 * hits (RedirectHitCounter) and the paths that answer the 404 page (NotFoundRecorder).
 */
@Injectable()
export class PageRoutes implements OnModuleInit, OnApplicationBootstrap {
  /**
   * The security headers of the public site's pages and of the back-office's shell (documentSecurityHeaders), each
   * without and with the third-party analytics host (see ThirdPartyAnalyticsState), as flat lists.
   */
  private readonly headers: Record<'site' | 'staff', ByPagePolicy<readonly string[]>>;
  /** Files of the web build ('/favicon.svg', '/assets/…'), which Express's static files answer. */
  private readonly files: ReadonlySet<string>;
  /** First path segments of Express's other routes, lower case; undefined until the routes are known. */
  private reserved?: ReadonlySet<string>;
  private readonly observe = {
    GET: routeDurationObserver('GET', PAGE_ROUTE),
    HEAD: routeDurationObserver('HEAD', PAGE_ROUTE),
  };

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly pages: WebRenderer,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly analytics: ThirdPartyAnalyticsState,
    private readonly previews: PreviewPages,
    private readonly redirects: SiteRedirects,
    private readonly notFound: NotFoundRecorder,
    private readonly redirectHits: RedirectHitCounter,
  ) {
    const { site, staff } = documentSecurityHeaders(pages.securityPolicies);
    const flat = ({ plain, withThirdPartyAnalytics }: ByPagePolicy<SecurityHeaders>) => ({
      plain: plain.flat(),
      withThirdPartyAnalytics: withThirdPartyAnalytics.flat(),
    });
    this.headers = { site: flat(site), staff: flat(staff) };
    this.files = pages.available ? filesUnder(pages.clientDir) : new Set();
  }

  onModuleInit(): void {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (server && this.pages.available) answerInFront(server, (request, response) => this.handle(request, response));
  }

  /** Nest has registered its routes by now: their first segments stay Express's. */
  onApplicationBootstrap(): void {
    const stack = (this.adapterHost.httpAdapter?.getInstance() as ExpressRouter | undefined)?.router?.stack ?? [];
    const reserved = new Set<string>();
    for (const layer of stack) {
      const route = layer.route?.path;
      if (typeof route !== 'string' || route === PAGE_ROUTE) continue;
      const first = route.split('/').find(Boolean)?.toLowerCase() ?? '';
      // A route that starts with a parameter could be anything: then no unknown path is taken here.
      if (first === '' || /^[:{*(]/.test(first)) return;
      reserved.add(first);
    }
    this.reserved = reserved;
  }

  /** Answers a page of the route table and says true; anything else is left alone (false). */
  handle(request: IncomingMessage, response: ServerResponse): boolean {
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const url = request.url ?? '/';
    const redirect = this.redirects.find(url);
    const key = this.pages.pageKey(url);
    if (redirect ? !this.sitePath(url) : key === this.pages.notFoundPage && !this.nothingElseAnswers(url)) return false;
    const preview = this.previews.tokenOf(url);
    const started = performance.now();
    const documents = key === this.pages.adminShell ? this.headers.staff : this.headers.site;
    const security = this.analytics.configured ? documents.withThirdPartyAnalytics : documents.plain;
    const headers = [...security, 'x-request-id', requestIdFrom(request.headers[REQUEST_ID_HEADER])];
    if (this.secure(request)) headers.push(...STRICT_TRANSPORT_SECURITY);
    const observe = (status: number) => this.observe[method](status, (performance.now() - started) / 1000);
    if (redirect?.redirect) this.redirectHits.count(redirect.redirect);
    else if (key === this.pages.notFoundPage && preview === undefined) this.notFound.record(request);
    const status = redirect
      ? this.answerRedirect(response, redirect, headers, method === 'HEAD')
      : preview !== undefined
        ? this.previews.answer(request, response, key, preview, headers)
        : this.pages.send(request, response, key, headers);
    if (typeof status === 'number') observe(status);
    else void status.then(observe);
    return true;
  }

  /** A redirect of the staff's ('Weiterleitungen'), answered before the page cache. */
  private answerRedirect(
    response: ServerResponse,
    redirect: RedirectAnswer,
    headers: readonly string[],
    head: boolean,
  ): number {
    const answer = redirectResponse(redirect);
    response.writeHead(answer.status, [...headers, ...answer.headers]).end(head ? undefined : answer.body);
    return answer.status;
  }

  /** Whether only the shared 404 page could answer `url` (see the class comment). */
  private nothingElseAnswers(url: string): boolean {
    return !url.split(/[?#]/, 1)[0].includes('%') && this.sitePath(url);
  }

  /** A path of the site's pages: neither a file of the web build nor under a route of Express's. */
  private sitePath(url: string): boolean {
    if (!this.reserved) return false;
    const end = url.search(/[?#]/);
    const pathname = end === -1 ? url : url.slice(0, end);
    if (!pathname.startsWith('/') || this.files.has(pathname)) return false;
    const first = pathname.split('/').find(Boolean)?.toLowerCase();
    return first === undefined || !this.reserved.has(first);
  }

  /** Express's req.secure: https on the socket, or X-Forwarded-Proto from a proxy TRUST_PROXY trusts. */
  private secure(request: IncomingMessage): boolean {
    if ((request.socket as { encrypted?: boolean }).encrypted) return true;
    const trust = this.config.TRUST_PROXY;
    if (!trust || !trust.trusts(request.socket.remoteAddress ?? '', 0)) return false;
    const proto = request.headers['x-forwarded-proto'];
    return typeof proto === 'string' && proto.split(',')[0]?.trim() === 'https';
  }
}

/** Every file under `dir` as a URL path ('/assets/index-….js'). */
function filesUnder(dir: string): ReadonlySet<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      files.add(`/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
  }
  return files;
}
