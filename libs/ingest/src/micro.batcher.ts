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
   * Sends at most this many batches at once. While they are out, new items gather into the next batch, so
   * batches grow with the load by themselves and a caller never waits for a timer when Redis is idle.
   */
  maxInFlight: number;
  /** Sends one batch; its outcome becomes the outcome of every add() in it. */
  send: (items: T[]) => Promise<void>;
}

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers items into one send (group commit), so Redis sees one job per batch instead of one per request,
 * while every caller still learns whether its own item was sent.
 */
export class MicroBatcher<T> {
  private items: T[] = [];
  private size = 0;
  private waiters: Waiter[] = [];
  private scheduled: { cancel: () => void } | undefined;
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

  add(item: T): Promise<void> {
    if (this.closed) return Promise.reject(new Error('batcher is closed'));
    return new Promise<void>((resolve, reject) => {
      this.items.push(item);
      this.size += this.options.sizeOf?.(item) ?? 1;
      this.waiters.push({ resolve, reject });
      // A full batch goes at once, even past the in-flight bound: the bound shapes batches, it does not
      // hold calls back.
      if (this.size >= this.options.maxItems || this.items.length >= (this.options.maxCount ?? Infinity)) this.flush();
      else if (this.inFlight.size < this.options.maxInFlight) this.schedule();
      // Otherwise the next send to finish takes this batch along.
    });
  }

  /** Sends what is pending and waits for every send in flight; later add() calls are refused. */
  async close(): Promise<void> {
    this.closed = true;
    this.flush();
    await Promise.allSettled([...this.inFlight]);
  }

  private schedule(): void {
    if (this.scheduled) return;
    if (this.options.maxWaitMs > 0) {
      const timer = setTimeout(() => this.flush(), this.options.maxWaitMs);
      this.scheduled = { cancel: () => clearTimeout(timer) };
    } else {
      const immediate = setImmediate(() => this.flush());
      this.scheduled = { cancel: () => clearImmediate(immediate) };
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
        () => waiters.forEach((w) => w.resolve()),
        (error: unknown) => waiters.forEach((w) => w.reject(error)),
      )
      .finally(() => {
        this.inFlight.delete(sending);
        // What gathered meanwhile goes with the next send, after the same wait an idle batcher gives it.
        if (this.items.length > 0) this.schedule();
      });
    this.inFlight.add(sending);
  }
}
