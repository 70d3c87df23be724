import type { IncomingHttpHeaders } from 'node:http';
import type { Logger } from 'pino';
import { urlForLog } from '../logging/logger';
import { REQUEST_ID_HEADER, requestIdFrom } from '../logging/request-id';
import { observeHttpRequest } from '../metrics/metrics.registry';

/** The parts of Fastify's request, reply and instance the hooks use (no type dependency on fastify). */
interface HookRequest {
  id: string;
  method: string;
  url: string;
  routeOptions: { url?: string };
}
interface HookReply {
  statusCode: number;
  elapsedTime: number;
  header(name: string, value: string): unknown;
}
type Done = () => void;
export interface FastifyLike {
  addHook(
    name: 'onRequest' | 'onResponse',
    hook: (request: HookRequest, reply: HookReply, done: Done) => void,
  ): unknown;
}

/** Options for `new FastifyAdapter({...})`: the request id is the caller's X-Request-Id if sane, else a UUID. */
export function fastifyRequestIdOptions(): { genReqId: (req: { headers: IncomingHttpHeaders }) => string } {
  return { genReqId: (req) => requestIdFrom(req.headers[REQUEST_ID_HEADER]) };
}

/**
 * For the Fastify app (ingest): echo X-Request-Id, time every request into the duration histogram labelled
 * with the matched route pattern, and log each request at debug only. The intake answers thousands of calls
 * a second per core; an info line each would cost more than the call. Two hooks, no per-request logger.
 */
export function installFastifyObservability(fastify: FastifyLike, logger: Logger): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    observeHttpRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) {
      logger.error(
        { reqId: request.id, method: request.method, route, statusCode: reply.statusCode, ms: reply.elapsedTime },
        'request failed',
      );
    } else if (logger.isLevelEnabled('debug')) {
      logger.debug(
        {
          reqId: request.id,
          method: request.method,
          url: urlForLog(request.url),
          statusCode: reply.statusCode,
          ms: reply.elapsedTime,
        },
        'request',
      );
    }
    done();
  });
}
