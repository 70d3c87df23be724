import { BoundedCache } from './bounded-cache';
import { renderMetrics } from './pipeline.metrics';

describe('BoundedCache', () => {
  it('holds at most maxEntries however many distinct keys flood it, and the metrics show it', async () => {
    const cache = new BoundedCache<string, number>({ name: 'spec_flood', maxEntries: 100 });
    for (let i = 0; i < 50_000; i++) {
      cache.set(`/random/${i}/${'x'.repeat(i % 300)}`, i);
      expect(cache.size).toBeLessThanOrEqual(100);
    }
    expect(cache.size).toBe(100);
    const { body } = await renderMetrics();
    expect(body).toContain('agency_cache_entries{cache="spec_flood"} 100');
    expect(body).toContain('agency_cache_capacity{cache="spec_flood"} 100');
  });

  it('evicts the least recently used entry, keeping one that is read often', () => {
    const cache = new BoundedCache<string, number>({ name: 'spec_lru', maxEntries: 3 });
    cache.set('hot', 1);
    for (let i = 0; i < 10; i++) {
      expect(cache.get('hot')).toBe(1);
      cache.set(`cold-${i}`, i);
    }
    expect(cache.get('hot')).toBe(1);
    expect(cache.keys().sort()).toEqual(['cold-8', 'cold-9', 'hot']);
    // Reading every key while going through them ends (the keys are a copy).
    for (const key of cache.keys()) cache.get(key);
    expect(cache.keys().sort()).toEqual(['cold-8', 'cold-9', 'hot']);
  });

  it('evicts an entry that was not read again before one that was, whatever their age', () => {
    const cache = new BoundedCache<string, number>({ name: 'spec_clock', maxEntries: 3 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    cache.get('a');
    cache.set('d', 4);
    expect(cache.keys().sort()).toEqual(['a', 'c', 'd']);
    cache.set('e', 5);
    expect(cache.keys().sort()).toEqual(['a', 'd', 'e']);
  });

  it('never stores a key longer than maxKeyLength', () => {
    const cache = new BoundedCache<string, boolean>({ name: 'spec_keys', maxEntries: 10, maxKeyLength: 512 });
    cache.set('a'.repeat(513), true);
    cache.set('a'.repeat(512), true);
    expect(cache.get('a'.repeat(513))).toBeUndefined();
    expect(cache.get('a'.repeat(512))).toBe(true);
    expect(cache.size).toBe(1);
  });

  it('refuses a bound below one', () => {
    expect(() => new BoundedCache({ name: 'spec_zero', maxEntries: 0 })).toThrow('maxEntries');
  });
});
