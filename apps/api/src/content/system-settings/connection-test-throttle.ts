import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import type { StaffPrincipal } from '../../auth/staff-principal';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { REDIS } from '../../infrastructure/persistence/persistence.module';
import { consumeWithin, redisRateLimiter } from '../../infrastructure/persistence/redis-rate-limiter';

export class TooManyConnectionTests extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(
      `Zu viele Verbindungstests. Bitte versuchen Sie es in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'Sekunde' : 'Sekunden'} erneut.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/**
 * The MySQL and SMTP test buttons make the server connect wherever the body says: without a brake they
 * turn the api into a port scanner and a password-guessing relay. A few tests per staff user and a few
 * more in all per window, shared by every api instance through Redis (in memory should Redis be away).
 */
@Injectable()
export class ConnectionTestThrottle {
  private readonly perUser: RateLimiterRedis;
  private readonly overall: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(API_CONFIG) config: ApiConfig) {
    const duration = config.CONNECTION_TEST_WINDOW_S;
    const limiter = (name: string, points: number) =>
      redisRateLimiter(redis, `${config.REDIS_KEY_PREFIX}connection-test:${name}`, points, duration);
    this.perUser = limiter('user', config.CONNECTION_TEST_MAX_PER_USER);
    this.overall = limiter('all', config.CONNECTION_TEST_MAX_TOTAL);
  }

  /** Counts one test; 429 with Retry-After once the staff user or everyone together had enough. */
  async consume(actor: StaffPrincipal, response: Response): Promise<void> {
    const tooMany = (retryAfter: number) => {
      response.setHeader('Retry-After', String(retryAfter));
      return new TooManyConnectionTests(retryAfter);
    };
    await consumeWithin(this.perUser, actor.id, tooMany);
    await consumeWithin(this.overall, 'all', tooMany);
  }
}
