import { Inject, Injectable, Logger } from '@nestjs/common';
import type { z } from 'zod';
import {
  API_SECURITY_HEADERS,
  cookieConsentSchema,
  fieldErrors,
  countsWithoutConsent,
  isTrackingEnabled,
  pageViewSchema,
  timeUpdateSchema,
  trackEventSchema,
  TRACK_EVENT_TYPES,
  TRACKING_LIMITS,
  type TrackEventType,
  type ApiError,
  type QueuedEvent,
  type TrackCall,
  type TrackingConfig,
  webVitalSchema,
} from '@agency/contracts';
import { pipelineMetrics, type DropReason } from '@agency/observability';
import type { IngestModuleOptions } from '../ingest.config';
import { INGEST_OPTIONS } from '../ingest.tokens';
import { clientAddress, type AddressedRequest } from '../trust-proxy';
import { CallOrigins } from './call-origins';
import { ClientRateLimit } from './client-rate-limit';
import type { CountryLookup } from './country.lookup';
import { COUNTRY_LOOKUP } from './intake.tokens';
import {
  enrichConsent,
  enrichPageView,
  enrichTimeUpdate,
  enrichTrackEvent,
  enrichWebVital,
  type RequestFacts,
} from './call.enricher';
import { TrackingConfigSource } from './tracking-config.source';
import { isBot } from './bot-verdict';
import { TrackProducer } from './track.producer';

/** The five visitor tracking calls, POST /api/track/<route>. */
export const TRACK_ROUTES = ['pageview', 'event', 'time-update', 'cookie-consent', 'web-vitals'] as const;
export type TrackRoute = (typeof TRACK_ROUTES)[number];

/** The parts of an HTTP request the intake reads (the Node request, in front of any framework). */
export type TrackRequest = AddressedRequest;

/** Takes the answer to a call; called exactly once per call. */
export type Reply = (outcome: TrackOutcome) => void;

/** 202 body: `accepted` says whether the call was stored; a dropped call says why (never for bots). */
export interface TrackAccepted {
  accepted: boolean;
  reason?: 'disabled' | 'no_consent';
}

/**
 * The API's security headers (libs/contracts), which the framework would have added, as a flat list
 * [name, value, name, value, …]. Answers are written with such a list: Node serialises it for ~1 µs of CPU
 * per answer, against ~6 µs for the same headers in an object (measured here).
 */
export const SECURITY_HEADER_LIST: readonly string[] = API_SECURITY_HEADERS.flat();

/** Why a body above the tracking bound is refused (413 before it is read, 400 naming `(body)` after). */
export const BODY_TOO_LARGE = `Anfrage ist größer als ${TRACKING_LIMITS.bodyBytes} Bytes`;

/**
 * What a tracking call is answered: the status, the body as JSON (sent as it is) and the answer's headers
 * (the API's security headers, content type and length, Retry-After for a 429), made once: the common
 * answers are constants.
 */
export class TrackOutcome {
  readonly json: string;
  /** [name, value, name, value, …], as ServerResponse.writeHead takes them; shared, so nobody adds to it. */
  readonly headers: string[];

  constructor(
    readonly status: 202 | 400 | 403 | 413 | 415 | 429 | 503,
    body: TrackAccepted | ApiError,
    /** Seconds, for a 429's Retry-After. */
    retryAfter?: number,
  ) {
    this.json = JSON.stringify(body);
    this.headers = [
      ...SECURITY_HEADER_LIST,
      'content-type',
      JSON_TYPE,
      'content-length',
      String(Buffer.byteLength(this.json)),
    ];
    if (retryAfter !== undefined) this.headers.push('retry-after', String(retryAfter));
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';
const outcome = (status: TrackOutcome['status'], body: TrackAccepted | ApiError) => new TrackOutcome(status, body);

const ACCEPTED = outcome(202, { accepted: true });
const DISABLED = outcome(202, { accepted: false, reason: 'disabled' });
const NO_CONSENT = outcome(202, { accepted: false, reason: 'no_consent' });
const UNAVAILABLE = outcome(503, { statusCode: 503, message: 'Tracking ist vorübergehend nicht verfügbar' });
const FOREIGN_ORIGIN = outcome(403, {
  statusCode: 403,
  message: 'Tracking-Aufrufe werden nur von den Seiten dieser Website angenommen',
});
const TOO_MANY_MESSAGE = 'Zu viele Tracking-Aufrufe. Bitte versuchen Sie es später erneut.';
/** 429 answers by their Retry-After (whole seconds), made once each. */
const tooManyAnswers = new Map<number, TrackOutcome>();
function tooMany(seconds: number): TrackOutcome {
  const retryAfter = Math.max(1, Math.ceil(seconds));
  let answer = tooManyAnswers.get(retryAfter);
  if (answer === undefined) {
    answer = new TrackOutcome(429, { statusCode: 429, message: TOO_MANY_MESSAGE }, retryAfter);
    if (tooManyAnswers.size < 1_000) tooManyAnswers.set(retryAfter, answer);
  }
  return answer;
}

/**
 * The intake's work for every tracking call, independent of the HTTP framework (track.routes.ts puts it in
 * front of Fastify or Express): bound and validate the body, drop bots and switched-off kinds, enrich, and answer
 * 202 once the call's batch is in Redis. Up to the batch nothing waits, so a call that is dropped or refused
 * is answered in the same turn.
 */
@Injectable()
export class TrackIntake {
  private readonly logger = new Logger('TrackIntake');
  private readonly origins: CallOrigins;
  private readonly clock = new IsoClock();
  private readonly rateLimit: ClientRateLimit;

  constructor(
    @Inject(INGEST_OPTIONS) private readonly options: IngestModuleOptions,
    @Inject(COUNTRY_LOOKUP) private readonly country: CountryLookup,
    private readonly producer: TrackProducer,
    private readonly trackingConfig: TrackingConfigSource,
  ) {
    this.origins = new CallOrigins(options.config.TRACKING_ALLOWED_ORIGINS, options.publicUrl);
    this.rateLimit = new ClientRateLimit({
      perSecond: options.config.INGEST_RATE_LIMIT_PER_SECOND,
      burst: options.config.INGEST_RATE_LIMIT_BURST,
      maxClients: options.config.INGEST_RATE_LIMIT_CLIENTS,
    });
  }

  /** Whether a page on `origin` gets CORS headers: TRACKING_ALLOWED_ORIGINS only. */
  allowsOrigin(origin: string | undefined): origin is string {
    return this.origins.allowsCors(origin);
  }

  /**
   * The 403 for a call a page of another site made (call-origins.ts), counted; undefined for any other call.
   * Asked before the body is read: such a call is never stored.
   */
  refuseForeign(request: TrackRequest): TrackOutcome | undefined {
    return this.origins.isForeign(request.headers) ? dropped('foreign_origin', FOREIGN_ORIGIN) : undefined;
  }

  /**
   * Answers one call through `reply`. `body` is the request body as text and `bytes` its size; a call that is
   * refused or dropped is answered at once, one that is queued once its batch is in Redis. A callback rather
   * than a promise: this runs tens of thousands of times a second, and a promise per call (and one per step
   * after it) was work and garbage on every call.
   */
  accept(route: TrackRoute, body: string, bytes: number, request: TrackRequest, reply: Reply): void {
    // The client as TRUST_PROXY says; every call counts against its bucket, valid or not.
    const ip = clientAddress(request, this.options.config.TRUST_PROXY);
    const wait = this.rateLimit.take(ip);
    if (wait > 0) return reply(dropped('rate_limited', tooMany(wait)));
    const input = readBody(body, bytes);
    if (input instanceof TrackOutcome) return reply(input);
    switch (route) {
      case 'pageview': {
        const view = parse(pageViewSchema, input);
        if (view instanceof TrackOutcome) return reply(view);
        // Without consent there is no session id: the view is counted cookieless, and only while staff switched
        // that on (countsWithoutConsent); otherwise it is dropped like any call without consent.
        return this.track(request, ip, view.user_agent, PAGE_VIEW, !view.session_id, reply, (facts, config) =>
          enrichPageView(view, facts, this.country, config),
        );
      }
      case 'event': {
        const event = parse(trackEventSchema, input);
        if (event instanceof TrackOutcome) return reply(event);
        // Events, time updates and sessions exist only with analytics consent, which the session id shows.
        return this.track(
          request,
          ip,
          event.user_agent,
          EVENT_CALLS[event.event_type],
          !event.session_id,
          reply,
          (facts) => enrichTrackEvent(event, facts, this.country),
        );
      }
      case 'time-update': {
        const update = parse(timeUpdateSchema, input);
        if (update instanceof TrackOutcome) return reply(update);
        return this.track(request, ip, undefined, TIME_UPDATE, !update.session_id, reply, (facts) =>
          enrichTimeUpdate(update, facts, this.country),
        );
      }
      case 'cookie-consent': {
        const decision = parse(cookieConsentSchema, input);
        if (decision instanceof TrackOutcome) return reply(decision);
        return this.track(request, ip, decision.user_agent, CONSENT, false, reply, (facts) =>
          enrichConsent(decision, facts, this.country),
        );
      }
      case 'web-vitals': {
        const vital = parse(webVitalSchema, input);
        if (vital instanceof TrackOutcome) return reply(vital);
        // The page views' consent rule: without consent only while staff count visitors cookieless.
        return this.track(request, ip, vital.user_agent, WEB_VITAL, !vital.consented, reply, (facts) =>
          enrichWebVital(vital, facts),
        );
      }
    }
  }

  private track(
    request: TrackRequest,
    ip: string,
    bodyUserAgent: string | null | undefined,
    call: TrackCall,
    needsConsent: boolean,
    reply: Reply,
    build: (facts: RequestFacts, config: TrackingConfig) => QueuedEvent,
  ): void {
    const headers = request.headers;
    const userAgent = headers['user-agent'] || bodyUserAgent || '';
    // A bot gets the same answer as a visitor, so it learns nothing from trying.
    if (isBot(userAgent)) return reply(dropped('bot', ACCEPTED));
    const config = this.trackingConfig.current;
    if (!isTrackingEnabled(config, call)) return reply(dropped('disabled', DISABLED));
    if (needsConsent && !((call.kind === 'pageview' || call.kind === 'web_vital') && countsWithoutConsent(config)))
      return reply(dropped('no_consent', NO_CONSENT));

    // Never a 202 for a call that is not in Redis: the caller must see the loss. (The producer counts what it
    // stored, once per batch.)
    const sent = (error: Error | null) => reply(error ? this.failed(error) : ACCEPTED);
    try {
      const receivedAt = this.clock.now();
      // The day's salt is at hand after the first call of the day; only that one waits for Redis.
      const salt = this.producer.salts.saltFor(receivedAt.slice(0, 10));
      const facts = { receivedAt, ip, userAgent, salt: '', siteHost: headers.host };
      if (typeof salt === 'string') {
        facts.salt = salt;
        this.producer.send(build(facts, config), sent);
      } else {
        salt
          .then((loaded) => this.producer.send(build({ ...facts, salt: loaded }, config), sent))
          .catch((error: unknown) => sent(asError(error)));
      }
    } catch (error) {
      sent(asError(error));
    }
  }

  private failed(error: Error): TrackOutcome {
    this.logger.warn(`tracking call not queued: ${error.message}`);
    return dropped('enqueue_failed', UNAVAILABLE);
  }
}

/** The time as ISO 8601, formatted once per millisecond: under load dozens of calls share one. */
class IsoClock {
  private ms = 0;
  private iso = '';

  now(): string {
    const ms = Date.now();
    if (ms !== this.ms) {
      this.ms = ms;
      this.iso = new Date(ms).toISOString();
    }
    return this.iso;
  }
}

// The calls' kinds as constants: the hot path allocates none.
const PAGE_VIEW: TrackCall = { kind: 'pageview' };
const TIME_UPDATE: TrackCall = { kind: 'time_update' };
const CONSENT: TrackCall = { kind: 'consent' };
const WEB_VITAL: TrackCall = { kind: 'web_vital' };
const EVENT_CALLS = Object.fromEntries(
  TRACK_EVENT_TYPES.map((eventType) => [eventType, { kind: 'event', eventType }]),
) as Record<TrackEventType, TrackCall>;

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> | TrackOutcome {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  return dropped('invalid', badRequest(fieldErrors(parsed.error)));
}

const BODY_LIMIT = TRACKING_LIMITS.bodyBytes;

/** The body within the tracking bound, parsed. */
function readBody(body: string, bytes: number): unknown {
  if (bytes > BODY_LIMIT) {
    return dropped('too_large', badRequest([{ field: '(body)', message: BODY_TOO_LARGE }]));
  }
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return dropped('invalid', badRequest([{ field: '(body)', message: 'Anfrage ist kein gültiges JSON' }]));
  }
}

function badRequest(details: NonNullable<ApiError['details']>): TrackOutcome {
  const names = details.map((d) => d.field).join(', ');
  return outcome(400, { statusCode: 400, message: `Ungültige Tracking-Daten${names ? `: ${names}` : ''}`, details });
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

function dropped<T>(reason: DropReason, answer: T): T {
  pipelineMetrics.eventsDropped.inc({ reason });
  return answer;
}
