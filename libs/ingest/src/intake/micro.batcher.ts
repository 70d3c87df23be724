export interface MicroBatcherOptions<T> {
  maxItems: number;
  maxWaitMs: number;
  /** Sends one batch; its outcome becomes the outcome of every add() in it. */
  send: (items: T[]) => Promise<void>;
}

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers items arriving within a few milliseconds into one send, so Redis sees one job per batch instead
 * of one per request, while every caller still learns whether its own item was sent.
 */
export class MicroBatcher<T> {
  private items: T[] = [];
  private waiters: Waiter[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly options: MicroBatcherOptions<T>) {}

  add(item: T): Promise<void> {
    if (this.closed) return Promise.reject(new Error('batcher is closed'));
    return new Promise<void>((resolve, reject) => {
      this.items.push(item);
      this.waiters.push({ resolve, reject });
      if (this.items.length >= this.options.maxItems) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.options.maxWaitMs);
    });
  }

  /** Sends what is pending and waits for every send in flight; later add() calls are refused. */
  async close(): Promise<void> {
    this.closed = true;
    this.flush();
    await Promise.allSettled([...this.inFlight]);
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.items.length === 0) return;
    const items = this.items;
    const waiters = this.waiters;
    this.items = [];
    this.waiters = [];
    const sending = Promise.resolve()
      .then(() => this.options.send(items))
      .then(
        () => waiters.forEach((w) => w.resolve()),
        (error: unknown) => waiters.forEach((w) => w.reject(error)),
      )
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }
}
