import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Inject,
  Logger,
  Options,
  Post,
  Req,
  Res,
  ServiceUnavailableException,
} from '@nestjs/common';
import { isbot } from 'isbot';
import type { z } from 'zod';
import {
  cookieConsentSchema,
  fieldErrors,
  isTrackingEnabled,
  pageViewSchema,
  timeUpdateSchema,
  trackEventSchema,
  TRACKING_LIMITS,
  type ApiError,
  type EnrichedEvent,
  type TrackCall,
  type TrackingConfig,
  type VisitorTrackingConfig,
} from '@agency/contracts';
import { pipelineMetrics, type DropReason } from '@agency/observability';
import type { IngestModuleOptions } from '../ingest.config';
import { INGEST_OPTIONS } from '../ingest.tokens';
import { clientIp, type TrackRequest } from './client-ip';
import type { CountryLookup } from './country.lookup';
import { COUNTRY_LOOKUP } from './intake.tokens';
import { enrichConsent, enrichPageView, enrichTimeUpdate, enrichTrackEvent, type RequestFacts } from './page-view.enricher';
import { TrackingConfigSource } from './tracking-config.source';
import { TrackProducer } from './track.producer';

/** 202 body: `accepted` says whether the call was stored; a dropped call says why (never for bots). */
export interface TrackAccepted {
  accepted: boolean;
  reason?: 'disabled' | 'no_consent';
}

const ACCEPTED: TrackAccepted = { accepted: true };
const DISABLED: TrackAccepted = { accepted: false, reason: 'disabled' };
const NO_CONSENT: TrackAccepted = { accepted: false, reason: 'no_consent' };

/** The parts of an Express response or Fastify reply the intake writes. */
interface TrackReply {
  header(name: string, value: string): unknown;
}

/**
 * Visitor tracking calls (spec/back-office.md §7). Works under Express (api inline) and Fastify (ingest).
 * Every call: bound and validate the body, drop bots and switched-off kinds, enrich, and answer 202 once
 * the call's batch is in Redis.
 */
@Controller('api/track')
export class IntakeController {
  private readonly logger = new Logger('IntakeController');
  private readonly origins: ReadonlySet<string>;

  constructor(
    @Inject(INGEST_OPTIONS) private readonly options: IngestModuleOptions,
    @Inject(COUNTRY_LOOKUP) private readonly country: CountryLookup,
    private readonly producer: TrackProducer,
    private readonly trackingConfig: TrackingConfigSource,
  ) {
    this.origins = new Set(options.config.TRACKING_ALLOWED_ORIGINS);
  }

  @Post('pageview')
  @HttpCode(202)
  pageView(@Body() body: unknown, @Req() request: TrackRequest, @Res({ passthrough: true }) reply: TrackReply): Promise<TrackAccepted> {
    const view = this.parse(pageViewSchema, body, request, reply);
    // Without consent there is no session id and the view is counted cookieless.
    return this.track(request, view.user_agent, { kind: 'pageview' }, false, (facts, config) =>
      enrichPageView(view, facts, this.country, config),
    );
  }

  @Post('event')
  @HttpCode(202)
  event(@Body() body: unknown, @Req() request: TrackRequest, @Res({ passthrough: true }) reply: TrackReply): Promise<TrackAccepted> {
    const event = this.parse(trackEventSchema, body, request, reply);
    return this.track(request, event.user_agent, { kind: 'event', eventType: event.event_type }, !event.session_id, (facts) =>
      enrichTrackEvent(event, facts, this.country),
    );
  }

  @Post('time-update')
  @HttpCode(202)
  timeUpdate(@Body() body: unknown, @Req() request: TrackRequest, @Res({ passthrough: true }) reply: TrackReply): Promise<TrackAccepted> {
    const update = this.parse(timeUpdateSchema, body, request, reply);
    return this.track(request, undefined, { kind: 'time_update' }, !update.session_id, (facts) => enrichTimeUpdate(update, facts, this.country));
  }

  @Post('cookie-consent')
  @HttpCode(202)
  cookieConsent(@Body() body: unknown, @Req() request: TrackRequest, @Res({ passthrough: true }) reply: TrackReply): Promise<TrackAccepted> {
    const decision = this.parse(cookieConsentSchema, body, request, reply);
    return this.track(request, decision.user_agent, { kind: 'consent' }, false, (facts) => enrichConsent(decision, facts, this.country));
  }

  /** CORS preflight for the site's own origins (a JSON POST from another origin needs one). */
  @Options(['pageview', 'event', 'time-update', 'cookie-consent'])
  @HttpCode(204)
  preflight(@Req() request: TrackRequest, @Res({ passthrough: true }) reply: TrackReply): void {
    if (this.allowOrigin(request, reply)) {
      reply.header('Access-Control-Allow-Methods', 'POST, OPTIONS');
      reply.header('Access-Control-Allow-Headers', 'Content-Type');
      reply.header('Access-Control-Max-Age', '86400');
    }
  }

  private parse<S extends z.ZodType>(schema: S, body: unknown, request: TrackRequest, reply: TrackReply): z.output<S> {
    this.allowOrigin(request, reply);
    const parsed = schema.safeParse(readBody(body, request));
    if (!parsed.success) {
      dropped('invalid');
      throw badRequest(fieldErrors(parsed.error));
    }
    return parsed.data;
  }

  private async track(
    request: TrackRequest,
    bodyUserAgent: string | null | undefined,
    call: TrackCall,
    needsConsent: boolean,
    build: (facts: RequestFacts, config: TrackingConfig) => EnrichedEvent,
  ): Promise<TrackAccepted> {
    const receivedAt = new Date();
    const userAgent = header(request, 'user-agent') || bodyUserAgent || '';
    // A bot gets the same answer as a visitor, so it learns nothing from trying.
    if (isBot(userAgent)) return dropped('bot', ACCEPTED);
    const config = this.trackingConfig.current;
    if (!isTrackingEnabled(config, call)) return dropped('disabled', DISABLED);
    // Events, time updates and sessions exist only with analytics consent, which the session id shows.
    if (needsConsent) return dropped('no_consent', NO_CONSENT);

    try {
      const receivedAtIso = receivedAt.toISOString();
      const salt = await this.producer.salts.saltFor(receivedAtIso.slice(0, 10));
      const ip = clientIp(request, this.options.config.TRUST_PROXY);
      await this.producer.send(build({ receivedAt, receivedAtIso, ip, userAgent, salt, siteHost: header(request, 'host') }, config));
    } catch (error) {
      dropped('enqueue_failed');
      // Never a 202 for a call that is not in Redis: the caller must see the loss.
      this.logger.warn(`tracking call not queued: ${error instanceof Error ? error.message : String(error)}`);
      const response: ApiError = { statusCode: 503, message: 'Tracking ist vorübergehend nicht verfügbar' };
      throw new ServiceUnavailableException(response);
    }
    acceptedOf[call.kind].inc();
    return ACCEPTED;
  }

  private allowOrigin(request: TrackRequest, reply: TrackReply): boolean {
    const origin = header(request, 'origin');
    if (!origin || !this.origins.has(origin)) return false;
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Vary', 'Origin');
    return true;
  }
}

/** GET /api/public/tracking-config: the visitor view of the configuration, from memory (spec §7). */
@Controller('api/public')
export class PublicTrackingConfigController {
  constructor(private readonly trackingConfig: TrackingConfigSource) {}

  @Get('tracking-config')
  // Browsers cache it as long as the site's script does (spec §9: 5 minutes).
  @Header('Cache-Control', 'public, max-age=300')
  get(): VisitorTrackingConfig {
    return this.trackingConfig.visitor;
  }
}

/**
 * The body within the tracking bound. The framework's own parser limit is larger (it is app-wide), so the
 * bound is checked here, on the declared length and, for chunked bodies, on the parsed size.
 */
function readBody(body: unknown, request: TrackRequest): unknown {
  const declared = Number(header(request, 'content-length') || 0);
  // Fastify hands text/plain (navigator.sendBeacon's default) over as a string.
  const size = typeof body === 'string' ? Buffer.byteLength(body) : declared > 0 ? declared : Buffer.byteLength(JSON.stringify(body ?? null));
  if (Math.max(declared, size) > TRACKING_LIMITS.bodyBytes) {
    dropped('too_large');
    throw badRequest([{ field: '(body)', message: `Anfrage ist größer als ${TRACKING_LIMITS.bodyBytes} Bytes` }]);
  }
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    dropped('invalid');
    throw badRequest([{ field: '(body)', message: 'Anfrage ist kein gültiges JSON' }]);
  }
}

// Children bound to their label once: inc() on a child skips hashing the labels on every call.
const acceptedOf = {
  pageview: pipelineMetrics.eventsAccepted.labels({ kind: 'pageview' }),
  event: pipelineMetrics.eventsAccepted.labels({ kind: 'event' }),
  time_update: pipelineMetrics.eventsAccepted.labels({ kind: 'time_update' }),
  consent: pipelineMetrics.eventsAccepted.labels({ kind: 'consent' }),
} satisfies Record<TrackCall['kind'], unknown>;

function dropped<T>(reason: DropReason, answer?: T): T {
  pipelineMetrics.eventsDropped.inc({ reason });
  return answer as T;
}

const BOT_CACHE_SIZE = 2_000;
// A site sees few distinct user agents, and isbot's pattern is long: remember its verdicts.
const botVerdicts = new Map<string, boolean>();

function isBot(userAgent: string): boolean {
  let verdict = botVerdicts.get(userAgent);
  if (verdict === undefined) {
    verdict = isbot(userAgent);
    if (botVerdicts.size >= BOT_CACHE_SIZE) botVerdicts.clear();
    botVerdicts.set(userAgent, verdict);
  }
  return verdict;
}

function badRequest(details: ApiError['details']): BadRequestException {
  const names = details?.map((d) => d.field).join(', ');
  const response: ApiError = { statusCode: 400, message: `Ungültige Tracking-Daten${names ? `: ${names}` : ''}`, details };
  return new BadRequestException(response);
}

function header(request: TrackRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
