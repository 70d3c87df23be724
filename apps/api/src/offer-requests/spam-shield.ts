import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { type RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { REDIS } from '../infrastructure/persistence/persistence.module';
import { redisRateLimiter } from '../infrastructure/persistence/redis-rate-limiter';

export class TooManyOfferRequests extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super('Zu viele Anfragen. Bitte versuchen Sie es später erneut.', HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Keeps bots out without third parties (no captcha service): a honeypot field, a signed render token
 * whose age shows how fast the form was filled, and rate limits per client address and per e-mail
 * address on the shared Redis. The first two only mark a submission as suspected spam; the caller keeps
 * it for review and answers as for a real request, so a bot learns nothing.
 */
@Injectable()
export class SpamShield {
  private readonly perIp: RateLimiterRedis;
  private readonly perEmail: RateLimiterRedis;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {
    const duration = config.OFFER_REQUEST_RATE_WINDOW_S;
    const limiter = (name: string, points: number) =>
      redisRateLimiter(redis, `${config.REDIS_KEY_PREFIX}offer-request:${name}`, points, duration);
    this.perIp = limiter('ip', config.OFFER_REQUEST_MAX_PER_IP);
    this.perEmail = limiter('email', config.OFFER_REQUEST_MAX_PER_EMAIL);
  }

  /** A fresh render token for a form: its issue time, signed so it cannot be back-dated. */
  issueFormToken(now = Date.now()): string {
    const issued = now.toString(36);
    return `${issued}.${this.sign(issued)}`;
  }

  async throttleIp(ip: string): Promise<void> {
    await this.consume(this.perIp, ip || 'unknown');
  }

  /** The address is hashed: Redis keys never hold it in the clear. */
  async throttleEmail(email: string): Promise<void> {
    await this.consume(this.perEmail, createHash('sha256').update(email.trim().toLowerCase()).digest('hex'));
  }

  /** Why a submission looks like a bot's; empty for a human one. */
  suspicions(honeypot: string, formToken: string | null, now = Date.now()): string[] {
    const reasons: string[] = [];
    if (honeypot.trim() !== '') reasons.push('honeypot');
    if (formToken) {
      const [issued, signature] = formToken.split('.');
      const issuedAt = parseInt(issued ?? '', 36);
      if (!signature || !Number.isFinite(issuedAt) || !this.verify(issued, signature) || issuedAt > now + 60_000) {
        reasons.push('invalid_form_token');
      } else if (now - issuedAt < this.config.OFFER_REQUEST_MIN_FILL_MS) {
        reasons.push('filled_too_fast');
      }
    }
    return reasons;
  }

  private sign(value: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`offer-form:${value}`).digest('base64url');
  }

  private verify(value: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(value));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private async consume(limiter: RateLimiterRedis, key: string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes)
        throw new TooManyOfferRequests(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
      throw error;
    }
  }
}
