import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { Counter } from 'prom-client';
import { type RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { metricsRegistry } from '@agency/observability';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { REDIS } from '../infrastructure/persistence/persistence.module';
import { redisRateLimiter } from '../infrastructure/persistence/redis-rate-limiter';
import { mailboxKey } from './mailbox-key';
import type { ConfirmationWithheld } from './offer-request.events';

const DAY_SECONDS = 24 * 3600;

const withheldTotal = new Counter({
  name: 'agency_offer_confirmations_withheld_total',
  help: 'Offer requests stored without a confirmation mail to the visitor, by cap reached (client_cap, recipient_cap).',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

/**
 * The confirmation mail repeats the visitor's text to whatever address was typed in: unbounded, the form
 * would mail anyone anything from the agency's server. A few per client address and per recipient mailbox
 * a day (name+tag@ counts as name@, mailbox-key.ts); beyond that the request is still stored and staff are still mailed, only the confirmation is left
 * out. Decided once, when the request arrives, and recorded on its event, so an outbox retry or redelivery
 * decides nothing again.
 */
@Injectable()
export class ConfirmationMailCap {
  private readonly logger = new Logger('Mail');
  private readonly perClient: RateLimiterRedis | undefined;
  private readonly perRecipient: RateLimiterRedis | undefined;

  constructor(@Inject(REDIS) redis: Redis, @Inject(API_CONFIG) config: ApiConfig) {
    const limiter = (name: string, points: number) =>
      points === 0
        ? undefined
        : redisRateLimiter(redis, `${config.REDIS_KEY_PREFIX}offer-confirmation:${name}`, points, DAY_SECONDS);
    this.perClient = limiter('client', config.OFFER_CONFIRMATION_MAX_PER_CLIENT);
    this.perRecipient = limiter('recipient', config.OFFER_CONFIRMATION_MAX_PER_RECIPIENT);
  }

  /**
   * Counts a confirmation for this client and recipient; the reason it is withheld, or null to send it.
   * The client counts first: one that has reached its cap uses up no recipient's share.
   */
  async decide(clientIp: string, email: string): Promise<ConfirmationWithheld | null> {
    const withheld =
      ((await this.consume(this.perClient, clientIp || 'unknown')) ? null : 'client_cap') ??
      ((await this.consume(this.perRecipient, mailboxKey(email))) ? null : 'recipient_cap');
    if (withheld) {
      withheldTotal.inc({ reason: withheld });
      this.logger.warn(
        `Bestätigungsmail zurückgehalten (${withheld}): Anfrage wird gespeichert, das Team benachrichtigt`,
      );
    }
    return withheld;
  }

  private async consume(limiter: RateLimiterRedis | undefined, key: string): Promise<boolean> {
    if (!limiter) return false;
    try {
      await limiter.consume(key);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }
}
