import {
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  Inject,
  Logger,
  Post,
  Req,
  ServiceUnavailableException,
} from '@nestjs/common';
import { isbot } from 'isbot';
import { fieldErrors, pageViewSchema, TRACKING_LIMITS, type ApiError } from '@agency/contracts';
import type { IngestModuleOptions } from '../ingest.config';
import { INGEST_OPTIONS } from '../ingest.tokens';
import { clientIp, type TrackRequest } from './client-ip';
import { COUNTRY_LOOKUP } from './intake.tokens';
import type { CountryLookup } from './country.lookup';
import { enrichPageView } from './page-view.enricher';
import { TrackProducer } from './track.producer';
import { utcDay } from './visitor-id';

export interface TrackAccepted {
  accepted: true;
}

const ACCEPTED: TrackAccepted = { accepted: true };

/** Visitor tracking calls (spec/back-office.md §7). Works under Express (api inline) and Fastify (ingest). */
@Controller('api/track')
export class IntakeController {
  private readonly logger = new Logger('IntakeController');

  constructor(
    @Inject(INGEST_OPTIONS) private readonly options: IngestModuleOptions,
    @Inject(COUNTRY_LOOKUP) private readonly country: CountryLookup,
    private readonly producer: TrackProducer,
  ) {}

  @Post('pageview')
  @HttpCode(202)
  async pageView(@Body() body: unknown, @Req() request: TrackRequest): Promise<TrackAccepted> {
    const receivedAt = new Date();
    const parsed = pageViewSchema.safeParse(readBody(body, request));
    if (!parsed.success) throw badRequest(fieldErrors(parsed.error));

    const userAgent = header(request, 'user-agent') || parsed.data.user_agent || '';
    // A bot gets the same answer as a visitor, so it learns nothing from trying.
    if (isbot(userAgent)) return ACCEPTED;

    try {
      const salt = await this.producer.salts.saltFor(utcDay(receivedAt));
      const ip = clientIp(request, this.options.config.TRUST_PROXY);
      await this.producer.send(enrichPageView(parsed.data, { receivedAt, ip, userAgent, salt }, this.country));
    } catch (error) {
      // Never a 202 for a view that is not in Redis: the caller must see the loss.
      this.logger.warn(`page view not queued: ${error instanceof Error ? error.message : String(error)}`);
      const response: ApiError = { statusCode: 503, message: 'Tracking ist vorübergehend nicht verfügbar' };
      throw new ServiceUnavailableException(response);
    }
    return ACCEPTED;
  }
}

/**
 * The body within the tracking bound. The framework's own parser limit is larger (it is app-wide), so the
 * bound is checked here, on the declared length and, for chunked bodies, on the parsed size.
 */
function readBody(body: unknown, request: TrackRequest): unknown {
  const declared = Number(header(request, 'content-length') || 0);
  // Fastify hands text/plain (navigator.sendBeacon's default) over as a string.
  const size = typeof body === 'string' ? Buffer.byteLength(body) : Buffer.byteLength(JSON.stringify(body ?? null));
  if (Math.max(declared, size) > TRACKING_LIMITS.bodyBytes) {
    throw badRequest([{ field: '(body)', message: `Anfrage ist größer als ${TRACKING_LIMITS.bodyBytes} Bytes` }]);
  }
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw badRequest([{ field: '(body)', message: 'Anfrage ist kein gültiges JSON' }]);
  }
}

function badRequest(details: ApiError['details']): BadRequestException {
  const response: ApiError = { statusCode: 400, message: 'Ungültige Tracking-Daten', details };
  return new BadRequestException(response);
}

function header(request: TrackRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
