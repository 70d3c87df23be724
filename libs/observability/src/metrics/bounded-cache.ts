import { Gauge } from 'prom-client';
import { metricsRegistry } from './metrics.registry';

export interface BoundedCacheOptions {
  /** Name in the metrics (`agency_cache_entries{cache="<name>"}`), snake_case. */
  name: string;
  /** Most entries kept; beyond it the least recently used one goes. */
  maxEntries: number;
  /**
   * Longest string key worth keeping: a longer one is looked up and computed as usual but never stored, so
   * hostile input (a 16 KB header) cannot make entries large.
   */
  maxKeyLength?: number;
}

// Every cache alive in the process, by name; weakly held, so a dropped instance (a test's module) vanishes.
const live = new Map<string, Set<WeakRef<BoundedCache<unknown, unknown>>>>();

function liveCaches(): [string, BoundedCache<unknown, unknown>[]][] {
  const out: [string, BoundedCache<unknown, unknown>[]][] = [];
  for (const [name, refs] of live) {
    const caches: BoundedCache<unknown, unknown>[] = [];
    for (const ref of refs) {
      const cache = ref.deref();
      if (cache) caches.push(cache);
      else refs.delete(ref);
    }
    if (caches.length) out.push([name, caches]);
    else live.delete(name);
  }
  return out;
}

new Gauge({
  name: 'agency_cache_entries',
  help: 'Entries held by an in-process cache (the largest instance of that name).',
  labelNames: ['cache'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const [name, caches] of liveCaches()) this.set({ cache: name }, Math.max(...caches.map((c) => c.size)));
  },
});

new Gauge({
  name: 'agency_cache_capacity',
  help: 'Most entries an in-process cache may hold.',
  labelNames: ['cache'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const [name, caches] of liveCaches()) this.set({ cache: name }, Math.max(...caches.map((c) => c.maxEntries)));
  },
});

/**
 * A least-recently-used map with a hard bound on its entries (and on its keys' length), for every in-process
 * cache fed by what clients send: whatever they send, it holds at most `maxEntries`.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();
  readonly name: string;
  readonly maxEntries: number;
  private readonly maxKeyLength: number;

  constructor(options: BoundedCacheOptions) {
    if (!(options.maxEntries >= 1)) throw new Error(`cache ${options.name}: maxEntries must be at least 1`);
    this.name = options.name;
    this.maxEntries = options.maxEntries;
    this.maxKeyLength = options.maxKeyLength ?? Infinity;
    let refs = live.get(options.name);
    if (!refs) live.set(options.name, (refs = new Set()));
    refs.add(new WeakRef(this as BoundedCache<unknown, unknown>));
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Most recently used goes last: a Map iterates in insertion order, so the first key is the eviction candidate.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    if (typeof key === 'string' && key.length > this.maxKeyLength) return;
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** The keys, least recently used first, as a copy: a get() while going through them moves keys. */
  keys(): K[] {
    return [...this.entries.keys()];
  }
}
