import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import type { SuspectedSpamReason } from '@agency/contracts';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { REDIS } from '../infrastructure/persistence/persistence.module';
import { consumeWithin, redisRateLimiter } from '../infrastructure/persistence/redis-rate-limiter';
import { mailboxKey } from './mailbox-key';

/** A form token is good for a day; the forms fetch a fresh one each time they open and after each request. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 3600 * 1000;
/** How far a token's issue time may lie ahead of this process's clock (another instance's clock). */
const CLOCK_SKEW_MS = 60_000;

export class TooManyOfferRequests extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super('Zu viele Anfragen. Bitte versuchen Sie es später erneut.', HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Keeps bots out without third parties (no captcha service): a honeypot field, a signed render token that
 * the site's forms fetch when they open and send once, and rate limits per client address and per mailbox
 * on the shared Redis. The token proves the request came through a form of the site and shows how fast it
 * was filled; a request without one, with a forged, reused or day-old one, or with the honeypot filled is
 * only marked as suspected spam: the caller keeps it for review and answers as for a real request, so a bot
 * learns nothing.
 */
@Injectable()
export class SpamShield {
  private readonly perIp: RateLimiterRedis;
  private readonly perEmail: RateLimiterRedis;

  private readonly logger = new Logger('SpamShield');
  private readonly usedTokenPrefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {
    this.usedTokenPrefix = `${config.REDIS_KEY_PREFIX}offer-form-token:`;
    const duration = config.OFFER_REQUEST_RATE_WINDOW_S;
    const limiter = (name: string, points: number) =>
      redisRateLimiter(redis, `${config.REDIS_KEY_PREFIX}offer-request:${name}`, points, duration);
    this.perIp = limiter('ip', config.OFFER_REQUEST_MAX_PER_IP);
    this.perEmail = limiter('email', config.OFFER_REQUEST_MAX_PER_EMAIL);
  }

  /**
   * A fresh render token for a form: its issue time (base 36) and a random id, signed so neither can be
   * changed. The id tells two tokens of the same millisecond apart, so each can be used once.
   */
  issueFormToken(now = Date.now()): string {
    const body = `${now.toString(36)}.${randomBytes(12).toString('base64url')}`;
    return `${body}.${this.sign(body)}`;
  }

  async throttleIp(ip: string): Promise<void> {
    await this.consume(this.perIp, ip || 'unknown');
  }

  /** Counted per mailbox (name+tag@ is name@), hashed: Redis keys never hold the address in the clear. */
  async throttleEmail(email: string): Promise<void> {
    await this.consume(this.perEmail, mailboxKey(email));
  }

  /**
   * Why a submission looks like a bot's; empty for a human one. Uses up its form token: a valid token counts
   * once, whatever the verdict, so call this only for a submission that is then stored.
   */
  async suspicions(honeypot: string, formToken: string | null, now = Date.now()): Promise<SuspectedSpamReason[]> {
    const reasons: SuspectedSpamReason[] = honeypot.trim() !== '' ? ['honeypot'] : [];
    reasons.push(...(await this.formTokenSuspicions(formToken, now)));
    return reasons;
  }

  private async formTokenSuspicions(token: string | null, now: number): Promise<SuspectedSpamReason[]> {
    if (!token) return ['missing_form_token'];
    const parts = token.split('.');
    if (parts.length !== 3) return ['invalid_form_token'];
    const [issued, id, signature] = parts as [string, string, string];
    const issuedAt = parseInt(issued, 36);
    if (!Number.isFinite(issuedAt) || !this.verify(`${issued}.${id}`, signature) || issuedAt > now + CLOCK_SKEW_MS)
      return ['invalid_form_token'];
    const age = now - issuedAt;
    if (age > FORM_TOKEN_MAX_AGE_MS) return ['expired_form_token'];
    const reasons: SuspectedSpamReason[] = [];
    // The first use marks the id; the mark lives until the token expires anyway, so Redis holds at most
    // the ids of one day's stored submissions (which the per-address limit bounds), never a forged one.
    if (!(await this.firstUse(id, FORM_TOKEN_MAX_AGE_MS - age + CLOCK_SKEW_MS))) reasons.push('reused_form_token');
    if (age < this.config.OFFER_REQUEST_MIN_FILL_MS) reasons.push('filled_too_fast');
    return reasons;
  }

  /**
   * Marks a token id as used; false when it already was. Should Redis be away the request is not lost: it
   * counts as a first use (as the rate limits fall back to memory), and the log says so.
   */
  private async firstUse(id: string, ttlMs: number): Promise<boolean> {
    try {
      return (await this.redis.set(`${this.usedTokenPrefix}${id}`, '1', 'PX', ttlMs, 'NX')) !== null;
    } catch (error) {
      this.logger.warn(`Formular-Kennung nicht prüfbar, Redis nicht erreichbar: ${(error as Error).message}`);
      return true;
    }
  }

  private sign(value: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`offer-form:${value}`).digest('base64url');
  }

  private verify(value: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(value));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private consume(limiter: RateLimiterRedis, key: string): Promise<void> {
    return consumeWithin(limiter, key, (seconds) => new TooManyOfferRequests(seconds));
  }
}
