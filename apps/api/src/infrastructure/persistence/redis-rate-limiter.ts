import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * A limit of `points` per `durationSeconds`, shared by every api instance through Redis under `keyPrefix`;
 * should Redis be away, an in-memory limiter of the same size stands in rather than letting everything through.
 */
export function redisRateLimiter(
  redis: Redis,
  keyPrefix: string,
  points: number,
  durationSeconds: number,
): RateLimiterRedis {
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points,
    duration: durationSeconds,
    insuranceLimiter: new RateLimiterMemory({ points, duration: durationSeconds }),
  });
}

/**
 * Counts a point for `key`; beyond the limit it throws what `tooMany` makes of the whole seconds until the next
 * point is free (at least 1: a Retry-After).
 */
export async function consumeWithin(
  limiter: RateLimiterRedis,
  key: string,
  tooMany: (retryAfterSeconds: number) => Error,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooMany(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
    throw error;
  }
}
