import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Long enough to cover the whole day it belongs to plus clock skew between intake instances. */
export const SALT_TTL_SECONDS = 48 * 60 * 60;

/** The daily salt, shared by every intake instance through Redis so they derive the same visitor ids. */
export class VisitorSaltStore {
  private readonly cache = new Map<string, Promise<string>>();
  /** The salts loaded so far: a call after the day's first gets its salt without waiting a turn. */
  private readonly loaded = new Map<string, string>();

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  /** The day's salt: the value itself once it is loaded, else a promise of it. */
  saltFor(day: string): string | Promise<string> {
    const known = this.loaded.get(day);
    if (known !== undefined) return known;
    let salt = this.cache.get(day);
    if (!salt) {
      salt = this.load(day);
      this.cache.set(day, salt);
      salt.then(
        (value) => {
          if (this.cache.get(day) === salt) this.loaded.set(day, value);
        },
        () => this.cache.delete(day),
      );
      // Only today and yesterday can still be asked for.
      for (const key of this.cache.keys()) {
        if (this.cache.size > 2 && key !== day) {
          this.cache.delete(key);
          this.loaded.delete(key);
        }
      }
    }
    return salt;
  }

  private async load(day: string): Promise<string> {
    const key = `${this.keyPrefix}:visitor-salt:${day}`;
    // NX makes the first instance's salt win; every other instance then reads that one.
    await this.redis.set(key, randomBytes(32).toString('hex'), 'EX', SALT_TTL_SECONDS, 'NX');
    const salt = await this.redis.get(key);
    if (!salt) throw new Error('visitor salt vanished from Redis');
    return salt;
  }
}
