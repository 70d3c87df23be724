import { Redis } from 'ioredis';
import { testRedisUrl, uniquePrefix } from '@agency/testing';
import { SALT_TTL_SECONDS, VisitorSaltStore } from './visitor-salt.store';

describe('VisitorSaltStore (real Redis)', () => {
  const prefix = uniquePrefix('salt');
  const redis = new Redis(testRedisUrl());

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('gives every instance the same salt for a day, created once, expiring after 48 h', async () => {
    const stores = [
      new VisitorSaltStore(redis, prefix),
      new VisitorSaltStore(redis, prefix),
      new VisitorSaltStore(redis, prefix),
    ];
    const salts = await Promise.all(stores.map((store) => store.saltFor('2030-06-15')));
    expect(new Set(salts).size).toBe(1);
    expect(salts[0]).toMatch(/^[0-9a-f]{64}$/);
    const ttl = await redis.ttl(`${prefix}:visitor-salt:2030-06-15`);
    expect(ttl).toBeGreaterThan(SALT_TTL_SECONDS - 10);
    expect(ttl).toBeLessThanOrEqual(SALT_TTL_SECONDS);
  });

  it('uses a different salt on another day', async () => {
    const store = new VisitorSaltStore(redis, prefix);
    expect(await store.saltFor('2030-06-16')).not.toBe(await store.saltFor('2030-06-15'));
  });

  it('hands out a loaded salt at once, without a promise', async () => {
    const store = new VisitorSaltStore(redis, prefix);
    const first = store.saltFor('2030-06-17');
    expect(first).toBeInstanceOf(Promise);
    const salt = await first;
    // The then() that keeps the value runs right after the load resolves.
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.saltFor('2030-06-17')).toBe(salt);
  });
});
