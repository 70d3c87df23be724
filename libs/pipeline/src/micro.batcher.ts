export interface MicroBatcherOptions<T> {
  /** A batch is sent as soon as it holds this many items (or this much of `sizeOf`). */
  maxItems: number;
  /** What an item counts toward maxItems; 1 unless given. */
  sizeOf?: (item: T) => number;
  /** A batch is also sent once it holds this many items, whatever their size. */
  maxCount?: number;
  /**
   * How long a batch waits for more items before it is sent: 0 sends it at the end of the current turn of
   * the event loop, so calls that arrived together still share one send.
   */
  maxWaitMs: number;
  /**
   * A batch holding at least this many items is sent at the end of the turn, without the wait; only a
   * smaller one waits (up to maxWaitMs) for more. Unset: every batch waits the whole maxWaitMs.
   */
  minItems?: number;
  /**
   * Sends at most this many batches at once. While they are out, new items gather into the next batch, so
   * batches grow with the load by themselves and a caller never waits for a timer when Redis is idle.
   */
  maxInFlight: number;
  /** Sends one batch; its outcome becomes the outcome of every add() in it. */
  send: (items: T[]) => Promise<void>;
}

/**
 * Told once an item's batch is settled: `null` when it was sent, the send's error when not. It must not
 * throw: every item of the batch is told in turn.
 */
export type Sent = (error: Error | null) => void;

/**
 * Gathers items into one send (group commit), so Redis sees one job per batch instead of one per request,
 * while every caller still learns whether its own item was sent.
 */
export class MicroBatcher<T> {
  private items: T[] = [];
  private size = 0;
  private waiters: Sent[] = [];
  private scheduled: { timer: boolean; cancel: () => void } | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly options: MicroBatcherOptions<T>) {}

  /** Items waiting for a send (not yet handed to it). */
  get pending(): number {
    return this.items.length;
  }

  /** Sends under way. */
  get sending(): number {
    return this.inFlight.size;
  }

  /** Resolves once the item's batch is sent; rejects with the send's error. */
  add(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => this.push(item, (error) => (error ? reject(error) : resolve())));
  }

  /**
   * add() with a callback instead of a promise, for the intake's hot path: tens of thousands of calls a
   * second, each of which would otherwise allocate and resolve a promise of its own.
   */
  push(item: T, sent: Sent): void {
    if (this.closed) return sent(new Error('batcher is closed'));
    // Sized first: an item whose size cannot be taken is refused, not sent along with the next batch.
    const size = this.options.sizeOf?.(item) ?? 1;
    this.items.push(item);
    this.size += size;
    this.waiters.push(sent);
    // A full batch goes at once, even past the in-flight bound: the bound shapes batches, it does not
    // hold calls back.
    if (this.size >= this.options.maxItems || this.items.length >= (this.options.maxCount ?? Infinity)) this.flush();
    else if (this.inFlight.size < this.options.maxInFlight) this.schedule();
    // Otherwise the next send to finish takes this batch along.
  }

  /** Sends what is pending and waits for every send in flight; later add() calls are refused. */
  async close(): Promise<void> {
    this.closed = true;
    this.flush();
    await Promise.allSettled([...this.inFlight]);
  }

  private schedule(): void {
    const wait = this.options.maxWaitMs > 0 && this.items.length < (this.options.minItems ?? Infinity);
    if (this.scheduled) {
      // A batch that was waiting for more and now has enough goes at the end of this turn instead.
      if (wait || !this.scheduled.timer) return;
      this.scheduled.cancel();
    }
    if (wait) {
      const timer = setTimeout(() => this.flush(), this.options.maxWaitMs);
      this.scheduled = { timer: true, cancel: () => clearTimeout(timer) };
    } else {
      const immediate = setImmediate(() => this.flush());
      this.scheduled = { timer: false, cancel: () => clearImmediate(immediate) };
    }
  }

  private flush(): void {
    this.scheduled?.cancel();
    this.scheduled = undefined;
    if (this.items.length === 0) return;
    const items = this.items;
    const waiters = this.waiters;
    this.items = [];
    this.size = 0;
    this.waiters = [];
    const sending = Promise.resolve()
      .then(() => this.options.send(items))
      .then(
        () => settle(waiters, null),
        (error: unknown) => settle(waiters, error instanceof Error ? error : new Error(String(error))),
      )
      .finally(() => {
        this.inFlight.delete(sending);
        // What gathered meanwhile goes with the next send, after the same wait an idle batcher gives it.
        if (this.items.length > 0) this.schedule();
      });
    this.inFlight.add(sending);
  }
}

function settle(waiters: readonly Sent[], error: Error | null): void {
  for (const sent of waiters) sent(error);
}
