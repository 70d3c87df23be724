import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { type RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { REDIS } from '../infrastructure/persistence/persistence.module';
import { redisRateLimiter } from '../infrastructure/persistence/redis-rate-limiter';

export class TooManyLoginAttempts extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super('Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.', HttpStatus.TOO_MANY_REQUESTS);
  }
}

const WINDOW_SECONDS = 15 * 60;
/** Failures on a username before the slow-down starts, and the step it grows by per further failure. */
const SLOWDOWN_FREE_FAILURES = 3;
const SLOWDOWN_STEP_MS = 250;
/**
 * Wrong passwords for one account written to the event log per window, from all clients together: the log
 * (and the activity log reading it) cannot be grown by an attacker beyond this per account and window.
 * Wrong codes are all written: SecondFactorAttempts bounds them.
 */
export const RECORDED_FAILURES_PER_USERNAME = 20;

/** How long an attempt waits, given the username's failures and whether this client failed on it before. */
export function slowDownMs(usernameFailures: number, clientHasFailed: boolean, maxMs: number): number {
  if (!clientHasFailed || usernameFailures <= SLOWDOWN_FREE_FAILURES) return 0;
  return Math.min(maxMs, (usernameFailures - SLOWDOWN_FREE_FAILURES) * SLOWDOWN_STEP_MS);
}

/**
 * Brute-force brakes shared by every api instance through Redis (entries expire with their window). The
 * client is `requestClient(request)` (req.ip under TRUST_PROXY, IPv6 by /64).
 *
 * - Per client: every attempt counts (LOGIN_MAX_ATTEMPTS_PER_IP in 15 min), bounding what one address
 *   can try and what password hashing it can make the server do.
 * - Per (username, client): failures count (LOGIN_MAX_FAILURES_PER_USERNAME_AND_IP in 15 min); a correct
 *   password clears the count.
 * - Per username: failures from every client count, and slow down (bounded by LOGIN_SLOWDOWN_MAX_MS)
 *   further attempts on it from clients that have failed on it themselves. Nothing keyed by the username
 *   alone ever refuses or delays a client that has not been failing, so an attacker cannot lock the owner out.
 *
 * Refusals come before the password hash is verified. Should Redis be away, in-memory limiters stand in
 * rather than letting every attempt through.
 */
@Injectable()
export class LoginThrottle {
  private readonly attemptsPerClient: RateLimiterRedis;
  private readonly failuresPerPair: RateLimiterRedis;
  private readonly failuresPerUsername: RateLimiterRedis;
  private readonly maxPairFailures: number;
  private readonly slowDownMaxMs: number;

  constructor(@Inject(REDIS) redis: Redis, @Inject(API_CONFIG) config: ApiConfig) {
    const limiter = (name: string, points: number) =>
      redisRateLimiter(redis, `${config.REDIS_KEY_PREFIX}login:${name}`, points, WINDOW_SECONDS);
    this.maxPairFailures = config.LOGIN_MAX_FAILURES_PER_USERNAME_AND_IP;
    this.slowDownMaxMs = config.LOGIN_SLOWDOWN_MAX_MS;
    this.attemptsPerClient = limiter('ip', config.LOGIN_MAX_ATTEMPTS_PER_IP);
    this.failuresPerPair = limiter('user-ip', this.maxPairFailures);
    // Only counted, never consumed to refusal: the slow-down reads it.
    this.failuresPerUsername = limiter('user', Number.MAX_SAFE_INTEGER);
  }

  /** Refuses (429) or delays an attempt before its password is checked. */
  async beforeAttempt(ip: string, username: string): Promise<void> {
    const pair = pairKey(username, ip);
    const pairFailures = await this.failuresPerPair.get(pair).catch(() => null);
    if (pairFailures && pairFailures.consumedPoints >= this.maxPairFailures) {
      throw new TooManyLoginAttempts(Math.ceil(pairFailures.msBeforeNext / 1000));
    }
    try {
      await this.attemptsPerClient.consume(ip);
    } catch (error) {
      throw toHttp(error);
    }
    if (!pairFailures || pairFailures.consumedPoints === 0) return;
    const usernameFailures = await this.failuresPerUsername.get(username.toLowerCase()).catch(() => null);
    const wait = slowDownMs(usernameFailures?.consumedPoints ?? 0, true, this.slowDownMaxMs);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  /** Counts a failure; `recordable` while the username's failures in this window are within the log's limit. */
  async failed(ip: string, username: string): Promise<{ recordable: boolean }> {
    const [, usernameFailures] = await Promise.all([
      this.failuresPerPair.penalty(pairKey(username, ip), 1).catch(() => undefined),
      this.failuresPerUsername.penalty(username.toLowerCase(), 1).catch(() => undefined),
    ]);
    return { recordable: (usernameFailures?.consumedPoints ?? 1) <= RECORDED_FAILURES_PER_USERNAME };
  }

  async succeeded(ip: string, username: string): Promise<void> {
    await this.failuresPerPair.delete(pairKey(username, ip)).catch(() => undefined);
  }
}

const pairKey = (username: string, ip: string) => `${username.toLowerCase()}|${ip}`;

function toHttp(error: unknown): Error {
  if (error instanceof RateLimiterRes) return new TooManyLoginAttempts(Math.ceil(error.msBeforeNext / 1000));
  return error instanceof Error ? error : new Error(String(error));
}
