import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { REDIS } from '../infrastructure/persistence/persistence.module';

export class TooManyLoginAttempts extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super('Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.', HttpStatus.TOO_MANY_REQUESTS);
  }
}

const WINDOW_SECONDS = 15 * 60;

/**
 * Brute-force brakes shared by every api instance through Redis: every attempt counts per IP, failures
 * count per username (so a flood against one account locks it briefly without locking out the office).
 * Should Redis be away, an in-memory limiter stands in rather than letting every attempt through.
 */
@Injectable()
export class LoginThrottle {
  private readonly perIp: RateLimiterRedis;
  private readonly failuresPerUsername: RateLimiterRedis;
  private readonly maxFailures: number;

  constructor(@Inject(REDIS) redis: Redis, @Inject(API_CONFIG) config: ApiConfig) {
    const perIp = config.LOGIN_MAX_ATTEMPTS_PER_IP;
    this.maxFailures = config.LOGIN_MAX_FAILURES_PER_USERNAME;
    this.perIp = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.REDIS_KEY_PREFIX}login:ip`,
      points: perIp,
      duration: WINDOW_SECONDS,
      insuranceLimiter: new RateLimiterMemory({ points: perIp, duration: WINDOW_SECONDS }),
    });
    this.failuresPerUsername = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.REDIS_KEY_PREFIX}login:user`,
      points: this.maxFailures,
      duration: WINDOW_SECONDS,
      insuranceLimiter: new RateLimiterMemory({ points: this.maxFailures, duration: WINDOW_SECONDS }),
    });
  }

  async beforeAttempt(ip: string, username: string): Promise<void> {
    try {
      await this.perIp.consume(ip);
    } catch (error) {
      throw this.toHttp(error);
    }
    const failures = await this.failuresPerUsername.get(username.toLowerCase());
    if (failures && failures.consumedPoints >= this.maxFailures) throw new TooManyLoginAttempts(Math.ceil(failures.msBeforeNext / 1000));
  }

  async failed(username: string): Promise<void> {
    await this.failuresPerUsername.penalty(username.toLowerCase(), 1).catch(() => undefined);
  }

  async succeeded(username: string): Promise<void> {
    await this.failuresPerUsername.delete(username.toLowerCase()).catch(() => undefined);
  }

  private toHttp(error: unknown): Error {
    if (error instanceof RateLimiterRes) return new TooManyLoginAttempts(Math.ceil(error.msBeforeNext / 1000));
    return error instanceof Error ? error : new Error(String(error));
  }
}
