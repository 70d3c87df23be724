import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * Routes for operators, not visitors: Prometheus metrics and the OpenAPI docs (UI and JSON). In production
 * they answer only on INTERNAL_PORT, a second listener that neither the proxy nor the ingress routes to and
 * that Prometheus scrapes per pod (prometheus.io/port); on the public port they are 404 like any unknown
 * route. A port rather than a token: annotation-based scraping carries no credentials, and the docs UI is
 * opened in a browser (port-forward), which sends no bearer token. Outside production they stay open.
 */
const INTERNAL_PATH = /^\/(?:metrics|api\/docs(?:-json)?)(?:[/?]|$)/;

/**
 * Whether a request URL reaches an internal route, as the routers would match it: Express matches paths
 * case-insensitively (/METRICS is /metrics), and a path may come percent-encoded or with doubled slashes.
 */
export function isInternalPath(url: string): boolean {
  const query = url.indexOf('?');
  let path = query === -1 ? url : url.slice(0, query);
  try {
    path = decodeURIComponent(path);
  } catch {
    // Malformed escapes: the routers refuse the path; compare what is there.
  }
  return INTERNAL_PATH.test(path.replace(/\/{2,}/g, '/').toLowerCase());
}

export interface InternalRoutesOptions {
  /** NODE_ENV=production: internals only on the internal port. */
  production: boolean;
  /** INTERNAL_PORT; unset in production: no internal route answers at all. */
  internalPort?: number;
}

/** Whether a request for `url` that arrived on `localPort` may reach its route. */
export function internalRouteAllowed(
  url: string,
  localPort: number | undefined,
  options: InternalRoutesOptions,
): boolean {
  if (!options.production || !isInternalPath(url)) return true;
  return options.internalPort !== undefined && localPort === options.internalPort;
}

/** The API's 404 for a route that does not exist: an internal route on the public port looks like none. */
function notFound(request: IncomingMessage, response: ServerResponse): void {
  const path = (request.url ?? '/').split('?')[0];
  response.statusCode = 404;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify({ statusCode: 404, message: `Keine API-Route für ${request.method ?? 'GET'} ${path}` }));
}

/** For the Express app (the api): before any route. */
export function expressInternalRouteGuard(options: InternalRoutesOptions) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    if (internalRouteAllowed(request.url ?? '/', request.socket.localPort, options)) next();
    else notFound(request, response);
  };
}

interface GuardRequest {
  url: string;
  raw: IncomingMessage;
}
interface GuardReply {
  raw: ServerResponse;
  hijack(): void;
}
export interface FastifyGuardTarget {
  addHook(name: 'onRequest', hook: (request: GuardRequest, reply: GuardReply, done: () => void) => void): unknown;
}

/** For the Fastify app (ingest): one regex test per request, nothing more on the tracking calls' path. */
export function installFastifyInternalRouteGuard(fastify: FastifyGuardTarget, options: InternalRoutesOptions): void {
  if (!options.production) return;
  fastify.addHook('onRequest', (request, reply, done) => {
    if (internalRouteAllowed(request.url, request.raw.socket.localPort, options)) return done();
    reply.hijack();
    notFound(request.raw, reply.raw);
  });
}

/** The second listener: the same request handler on INTERNAL_PORT. Resolves once it listens. */
export function listenInternal(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  port: number,
  host: string,
): Promise<Server> {
  const server = createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/** Closes the internal listener (at shutdown, with the public one). */
export function closeInternal(server: Server | undefined): Promise<void> {
  if (!server) return Promise.resolve();
  server.closeIdleConnections?.();
  return new Promise((resolve) => server.close(() => resolve()));
}
