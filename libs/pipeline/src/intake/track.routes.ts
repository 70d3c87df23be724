import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { TRACKING_LIMITS, type ApiError } from '@agency/contracts';
import { answerInFront, callerRequestId, REQUEST_ID_HEADER, routeDurationObserver } from '@agency/observability';
import {
  BODY_TOO_LARGE,
  SECURITY_HEADER_LIST,
  TRACK_ROUTES,
  TrackIntake,
  TrackOutcome,
  type TrackRoute,
} from './track-intake';

const PREFIX = '/api/track/';
/** Bodies are read up to this size; the intake itself answers 400 above TRACKING_LIMITS.bodyBytes. */
const READ_LIMIT = TRACKING_LIMITS.bodyBytes * 4;

interface TrackRouteEntry {
  route: TrackRoute;
  observe: (statusCode: number, seconds: number) => void;
}

/**
 * POST /api/track/{pageview,event,time-update,cookie-consent,web-vitals} and their CORS preflights, answered in front of
 * the HTTP framework (Fastify in the ingest app, Express in the one-machine api). These five calls are the
 * intake's whole load, and on this path a framework's request pipeline (routing, request and reply objects,
 * content-type parsers, hooks) cost as much as the intake's own work: as native Fastify routes the intake
 * answered ~0.48× the calls of a plain Node server, from here ~0.6×
 * (docs/adr/0042-answers-in-front-of-the-http-framework.md). So the server's
 * request listener is wrapped: these calls go to TrackIntake directly, everything else to the framework as
 * before. What the framework gave them is kept here: the bounded body, the request id, the duration
 * histogram, CORS, the security headers. They are not in the access log (the api logged them at debug only).
 */
@Injectable()
export class TrackRoutes implements OnModuleInit {
  /** Path → the call and its series in the duration histogram. */
  private readonly routes: ReadonlyMap<string, TrackRouteEntry> = new Map(
    TRACK_ROUTES.map((route) => [
      `${PREFIX}${route}`,
      { route, observe: routeDurationObserver('POST', `${PREFIX}${route}`) },
    ]),
  );

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly intake: TrackIntake,
  ) {}

  onModuleInit(): void {
    // An application context without HTTP (a command) has nothing to mount on.
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (server) answerInFront(server, (request, response) => this.handle(request, response));
  }

  /** Answers a tracking call and says true; anything else is left alone (false). */
  handle(request: IncomingMessage, response: ServerResponse): boolean {
    const url = request.url ?? '';
    if (!url.startsWith(PREFIX)) return false;
    const query = url.indexOf('?');
    const route = this.routes.get(query === -1 ? url : url.slice(0, query));
    if (route === undefined) return false;
    if (request.method === 'POST') this.post(route, request, response);
    else if (request.method === 'OPTIONS') this.preflight(request, response);
    else return false;
    return true;
  }

  private post({ route, observe }: TrackRouteEntry, request: IncomingMessage, response: ServerResponse): void {
    // Closures, not an object per call: this path runs tens of thousands of times a second, and an object
    // holding request and response measurably lengthened the young-generation collections.
    const started = performance.now();
    const answer = (outcome: TrackOutcome, extra?: readonly string[]) => {
      response.writeHead(outcome.status, this.headers(request, outcome, extra)).end(outcome.json);
      observe(outcome.status, (performance.now() - started) / 1000);
    };

    const foreign = this.intake.refuseForeign(request);
    if (foreign !== undefined) {
      request.resume();
      return answer(foreign);
    }
    // JSON, or text (navigator.sendBeacon sends a string as text/plain); the intake parses either.
    const type = request.headers['content-type'] ?? '';
    if (!type.startsWith('application/json') && !type.startsWith('text/plain')) {
      request.resume();
      return answer(UNSUPPORTED_TYPE);
    }
    // Far beyond the bound: refused before reading, and the connection closed so the body is not read.
    if (Number(request.headers['content-length'] ?? 0) > READ_LIMIT) return answer(TOO_LARGE, CLOSE);

    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= READ_LIMIT) chunks.push(chunk);
    });
    request.on('error', () => response.destroy());
    request.on('end', () => {
      if (size > READ_LIMIT) return answer(TOO_LARGE);
      const body = chunks.length === 1 ? (chunks[0] as Buffer).toString() : Buffer.concat(chunks).toString();
      this.intake.accept(route, body, size, request, answer);
    });
  }

  /**
   * The answer's headers: the outcome's own list (made once per outcome; a 202 is one constant), or a copy
   * with what the call adds: CORS, its request id, a close.
   */
  private headers(request: IncomingMessage, outcome: TrackOutcome, extra?: readonly string[]): string[] {
    // The caller's id is echoed; none is made up: the intake writes no line per call that one could point
    // to, and making and sending one cost the intake and every caller a share of the call.
    const requestId = callerRequestId(request.headers[REQUEST_ID_HEADER]);
    const origin = request.headers.origin;
    const cors = this.intake.allowsOrigin(origin);
    if (requestId === undefined && !cors && extra === undefined) return outcome.headers;
    const headers = [...outcome.headers, ...(extra ?? [])];
    if (requestId !== undefined) headers.push(REQUEST_ID_HEADER, requestId);
    if (cors) headers.push(...corsHeaders(origin));
    return headers;
  }

  /** The answer to a preflight: a JSON POST from another origin needs one. */
  private preflight(request: IncomingMessage, response: ServerResponse): void {
    const origin = request.headers.origin;
    const headers = [...SECURITY_HEADER_LIST];
    if (this.intake.allowsOrigin(origin)) {
      headers.push(
        ...corsHeaders(origin),
        'access-control-allow-methods',
        'POST, OPTIONS',
        'access-control-allow-headers',
        'Content-Type',
        'access-control-max-age',
        '86400',
      );
    }
    response.writeHead(204, headers).end();
  }
}

/** CORS for the site's other origins (TRACKING_ALLOWED_ORIGINS); same-origin calls need none. */
const corsHeaders = (origin: string) => ['access-control-allow-origin', origin, 'vary', 'Origin'];

const CLOSE = ['connection', 'close'] as const;
const refusal = (status: 400 | 413 | 415, message: string) =>
  new TrackOutcome(status, { statusCode: status, message } satisfies ApiError);
const UNSUPPORTED_TYPE = refusal(415, 'Tracking-Daten müssen als application/json gesendet werden');
const TOO_LARGE = refusal(413, BODY_TOO_LARGE);
