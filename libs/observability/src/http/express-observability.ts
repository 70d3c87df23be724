import type { IncomingMessage, ServerResponse } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { LevelWithSilent, Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { requestLogger, urlForLog } from '../logging/logger';
import { REQUEST_ID_HEADER, requestIdFrom } from '../logging/request-id';
import { observeHttpRequest } from '../metrics/metrics.registry';

/** pino-http adds `id` and `log` to IncomingMessage; Express adds the routing fields. */
interface ExpressRequest extends IncomingMessage {
  baseUrl?: string;
  originalUrl?: string;
  route?: { path?: unknown };
}

type Next = (error?: unknown) => void;

/** Probes and scrapes would drown the access log: one line each every few seconds per pod. */
const QUIET = /^\/(?:api\/)?health(?:\/|$)|^\/metrics(?:\?|$)|^\/healthz$/;
/** The one-machine api mounts the intake: its calls are the volume, logged only at debug. */
const TRACKING = /^\/api\/track\//;

/**
 * For the Express app (the api): a request id per request (the caller's X-Request-Id if it is sane, else a
 * UUID), echoed in the answer and present in every log line written while handling it; one access log line
 * per request; the request duration histogram, labelled with the matched route pattern.
 */
export function installExpressObservability(app: INestApplication, logger: Logger): void {
  const http = pinoHttp<ExpressRequest, ServerResponse>({
    logger,
    genReqId: (req, res) => {
      const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (req) => QUIET.test(req.url ?? '') },
    customLogLevel: (req, res, error): LevelWithSilent => {
      if (error || res.statusCode >= 500) return 'error';
      return TRACKING.test(req.url ?? '') ? 'debug' : 'info';
    },
    customSuccessMessage: (req, res) => `${req.method} ${urlForLog(req.originalUrl ?? req.url)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${urlForLog(req.originalUrl ?? req.url)} ${res.statusCode}`,
    // The visitor's address and headers stay out of the logs: no IP is stored anywhere (privacy promise).
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: urlForLog(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customAttributeKeys: { reqId: 'reqId' },
    quietReqLogger: true,
  });

  app.use((req: ExpressRequest, res: ServerResponse, next: Next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      // Express sets req.route to the matched route; baseUrl is the mount path of a sub-router.
      const pattern = typeof req.route?.path === 'string' ? `${req.baseUrl ?? ''}${req.route.path}` : undefined;
      observeHttpRequest(req.method ?? 'GET', pattern, res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
    });
    http(req, res);
    requestLogger.run(req.log, next);
  });
}
