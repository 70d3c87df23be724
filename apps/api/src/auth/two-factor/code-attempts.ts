import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { REDIS } from '../../infrastructure/persistence/persistence.module';

const WINDOW_SECONDS = 15 * 60;
const UNAVAILABLE = 'Die Anmeldung kann gerade nicht geprüft werden. Bitte versuchen Sie es gleich erneut.';

/** What one code check came to. */
export type CodeCheck<T> =
  | { result: 'match'; match: T }
  /** The code was wrong; `over`: the generation has ended (by this failure or at the same moment). */
  | { result: 'wrong'; over: boolean }
  /** The generation had ended before: the code was not compared. */
  | { result: 'over' };

// KEYS: generation, failures. ARGV: the caller's generation, the cap, the window.
// Reserves an attempt of the caller's generation; 0 when that generation has ended. An attempt beyond the
// cap (requests that came at the same moment) ends the generation at once.
const RESERVE = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current ~= tonumber(ARGV[1]) then return 0 end
local n = redis.call('INCR', KEYS[2])
if n == 1 then redis.call('EXPIRE', KEYS[2], ARGV[3]) end
if n > tonumber(ARGV[2]) then
  redis.call('INCR', KEYS[1])
  redis.call('EXPIRE', KEYS[1], ARGV[3])
  redis.call('DEL', KEYS[2])
  return 0
end
return n`;

// KEYS: generation, failures. ARGV: the caller's generation, its attempt number, the cap, the window.
// A wrong code: the attempt that reaches the cap ends the generation. 1 when the generation is over.
const FAIL = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current ~= tonumber(ARGV[1]) then return 1 end
if tonumber(ARGV[2]) >= tonumber(ARGV[3]) then
  redis.call('INCR', KEYS[1])
  redis.call('EXPIRE', KEYS[1], ARGV[4])
  redis.call('DEL', KEYS[2])
  return 1
end
return 0`;

// KEYS: generation, failures. ARGV: the caller's generation. A right code gives its attempt back.
const RELEASE = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current == tonumber(ARGV[1]) and tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then
  redis.call('DECR', KEYS[2])
end
return 0`;

// KEYS: generation. ARGV: the window. The current generation, kept for the window: it outlives every
// challenge handed out with it (a challenge lives 5 minutes).
const GENERATION_FOR_CHALLENGE = `
local current = redis.call('GET', KEYS[1])
if not current then return 0 end
redis.call('EXPIRE', KEYS[1], ARGV[1])
return tonumber(current)`;

/**
 * Wrong second-factor codes of one account, from every address together, shared by every api instance
 * through Redis. Each challenge (the ticket the password step hands out) carries the account's current
 * generation. Within a generation at most LOGIN_MAX_CODE_FAILURES_PER_ACCOUNT codes are wrong (in 15
 * minutes): the failure that reaches the cap ends the generation, so every open challenge of the account
 * is void, and only a new password step gives a challenge of the next generation, with every attempt
 * again. Guessing therefore needs the password again after every few codes, while the owner, after an
 * attack, logs in from a clean address at once: nothing here touches the password step.
 *
 * An attempt is reserved before its code is compared, so requests arriving at the same moment cannot
 * compare more codes than the cap; a right code gives its attempt back. Without Redis nothing can be
 * counted, so codes are refused (503) rather than compared without a limit.
 */
@Injectable()
export class SecondFactorAttempts {
  private readonly prefix: string;
  private readonly cap: number;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.prefix = `${config.REDIS_KEY_PREFIX}second-factor:`;
    this.cap = config.LOGIN_MAX_CODE_FAILURES_PER_ACCOUNT;
  }

  /** The generation a new challenge of the account belongs to. */
  async generationForChallenge(userId: string): Promise<number> {
    return Number(
      await this.run(() => this.redis.eval(GENERATION_FOR_CHALLENGE, 1, this.generationKey(userId), WINDOW_SECONDS)),
    );
  }

  /** The account's current generation, for a code that confirms a change while signed in. */
  async currentGeneration(userId: string): Promise<number> {
    return Number((await this.run(() => this.redis.get(this.generationKey(userId)))) ?? 0);
  }

  /** Compares a code (`compare` answers null for a wrong one) within the generation's attempts. */
  async check<T>(userId: string, generation: number, compare: () => Promise<T | null>): Promise<CodeCheck<T>> {
    const keys = [this.generationKey(userId), this.failuresKey(userId)];
    const attempt = Number(
      await this.run(() => this.redis.eval(RESERVE, 2, ...keys, generation, this.cap, WINDOW_SECONDS)),
    );
    if (attempt === 0) return { result: 'over' };
    const match = await compare();
    if (match !== null) {
      await this.run(() => this.redis.eval(RELEASE, 2, ...keys, generation));
      return { result: 'match', match };
    }
    const over = await this.run(() => this.redis.eval(FAIL, 2, ...keys, generation, attempt, this.cap, WINDOW_SECONDS));
    return { result: 'wrong', over: Number(over) === 1 };
  }

  private generationKey(userId: string): string {
    return `${this.prefix}generation:${userId}`;
  }

  private failuresKey(userId: string): string {
    return `${this.prefix}failures:${userId}`;
  }

  private async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch {
      throw new ServiceUnavailableException(UNAVAILABLE);
    }
  }
}
