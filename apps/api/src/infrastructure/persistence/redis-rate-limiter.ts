import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

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
