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
 * A map with a hard bound on its entries (and on its keys' length), for every in-process cache fed by what
 * clients send: whatever they send, it holds at most `maxEntries`. Eviction is CLOCK (second chance), an
 * approximation of least-recently-used: a hit only marks its entry used. Moving the entry to the end of the
 * Map on every hit (a delete and a set) took 5.4 % of the intake's CPU under bench:ingest (profiled).
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, { value: V; used: boolean }>();
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
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    entry.used = true;
    return entry.value;
  }

  set(key: K, value: V): void {
    if (typeof key === 'string' && key.length > this.maxKeyLength) return;
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      entry.value = value;
      entry.used = true;
      return;
    }
    this.entries.set(key, { value, used: false });
    // The oldest entry goes, unless it was used since it last came round: then it gets a second chance at
    // the end. Every pass clears a mark, so this ends within one round.
    while (this.entries.size > this.maxEntries) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [K, { value: V; used: boolean }];
      this.entries.delete(oldestKey);
      if (oldest.used && oldestKey !== key) {
        oldest.used = false;
        this.entries.set(oldestKey, oldest);
      }
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** The keys in eviction order (the oldest without a second chance first), as a copy. */
  keys(): K[] {
    return [...this.entries.keys()];
  }
}
