import { clientKey } from '../trust-proxy';

export interface ClientRateLimitOptions {
  /** Calls per second a client may make in the long run (0: no limit). */
  perSecond: number;
  /** Calls a client may make at once after a quiet spell. */
  burst: number;
  /** Clients remembered at most; beyond, the least recently seen one is forgotten. */
  maxClients: number;
}

interface Bucket {
  tokens: number;
  /** performance.now() of the last refill. */
  at: number;
}

/**
 * A token bucket per client, in this process. The intake answers every call in microseconds, so a
 * round trip to Redis per call would cost more than the call; each replica limits what reaches it, and
 * with N replicas behind a balancer a client gets at most N times the rate, which still cuts a flood.
 * Memory is bounded by maxClients: buckets live in two generations of at most half that each; a client
 * seen again moves to the young one, and when the young one is full the old one is dropped. So a flood
 * of distinct addresses forgets the clients not seen since (a forgotten client starts with a full bucket
 * again), while a client that keeps calling, a flooder included, keeps its bucket. A hit in the young
 * generation is one Map lookup: a true LRU's move-to-end on every call cost the hot path more.
 */
export class ClientRateLimit {
  private young = new Map<string, Bucket>();
  private old = new Map<string, Bucket>();
  private readonly perMs: number;
  private readonly generation: number;

  constructor(
    private readonly options: ClientRateLimitOptions,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.perMs = options.perSecond / 1000;
    this.generation = Math.max(1, Math.floor(options.maxClients / 2));
  }

  get enabled(): boolean {
    return this.options.perSecond > 0;
  }

  /** Buckets currently held (at most maxClients). */
  get size(): number {
    return this.young.size + this.old.size;
  }

  /** Takes a token for the client at `address`: 0 if the call may pass, else the seconds until it may. */
  take(address: string): number {
    if (!this.enabled) return 0;
    const key = clientKey(address);
    const now = this.now();
    let bucket = this.young.get(key);
    if (bucket === undefined) {
      bucket = this.old.get(key);
      if (bucket === undefined) {
        this.remember(key, { tokens: this.options.burst - 1, at: now });
        return 0;
      }
      this.old.delete(key);
      this.remember(key, bucket);
    }
    bucket.tokens = Math.min(this.options.burst, bucket.tokens + (now - bucket.at) * this.perMs);
    bucket.at = now;
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return (1 - bucket.tokens) / this.options.perSecond;
  }

  private remember(key: string, bucket: Bucket): void {
    if (this.young.size >= this.generation) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, bucket);
  }
}
