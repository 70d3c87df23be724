import { MicroBatcher } from './micro.batcher';

function recorder(fail = false) {
  const batches: number[][] = [];
  return {
    batches,
    send: async (items: number[]) => {
      batches.push(items);
      if (fail) throw new Error('redis down');
    },
  };
}

describe('MicroBatcher', () => {
  it('sends items arriving together as one batch after the wait', async () => {
    const sink = recorder();
    const batcher = new MicroBatcher<number>({ maxItems: 100, maxWaitMs: 10, maxInFlight: 1, send: sink.send });
    await Promise.all([1, 2, 3].map((n) => batcher.add(n)));
    expect(sink.batches).toEqual([[1, 2, 3]]);
  });

  it('refuses an item whose size cannot be taken, and sends the others without it', async () => {
    const sink = recorder();
    const sizeOf = (n: number) => {
      if (n < 0) throw new Error(`no size for ${n}`);
      return 1;
    };
    const batcher = new MicroBatcher<number>({ maxItems: 100, maxWaitMs: 10, maxInFlight: 1, sizeOf, send: sink.send });
    const results = await Promise.allSettled([1, -1, 2].map((n) => batcher.add(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(sink.batches).toEqual([[1, 2]]);
  });

  it('without a wait, sends what arrived in the same turn of the event loop together', async () => {
    const sink = recorder();
    const batcher = new MicroBatcher<number>({ maxItems: 100, maxWaitMs: 0, maxInFlight: 1, send: sink.send });
    await Promise.all([1, 2, 3].map((n) => batcher.add(n)));
    await batcher.add(4);
    expect(sink.batches).toEqual([[1, 2, 3], [4]]);
  });

  it('gathers items into the next batch while the allowed sends are under way (group commit)', async () => {
    // Fake timers: "nothing is sent while the first send is out" is shown by running every timer and
    // immediate there is, not by waiting a while and hoping that was long enough.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      const batches: number[][] = [];
      let release: () => void = () => undefined;
      const batcher = new MicroBatcher<number>({
        maxItems: 100,
        maxWaitMs: 0,
        maxInFlight: 1,
        send: (items) => {
          batches.push(items);
          return batches.length === 1 ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
        },
      });
      const first = batcher.add(1);
      expect(batches).toEqual([]);
      await jest.runAllTimersAsync();
      expect(batches).toEqual([[1]]);
      // The first send is still out: these wait for it, however many turns pass.
      const later = [batcher.add(2), batcher.add(3)];
      await jest.runAllTimersAsync();
      const later2 = batcher.add(4);
      await jest.runAllTimersAsync();
      expect(jest.getTimerCount()).toBe(0);
      expect(batches).toEqual([[1]]);
      expect(batcher.pending).toBe(3);
      release();
      await jest.runAllTimersAsync();
      await Promise.all([first, ...later, later2]);
      expect(batches).toEqual([[1], [2, 3, 4]]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets a batch below minItems wait for more, and sends it at the end of the turn once it has enough', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      const sink = recorder();
      const batcher = new MicroBatcher<number>({
        maxItems: 100,
        maxWaitMs: 2,
        minItems: 3,
        maxInFlight: 1,
        send: sink.send,
      });
      // Two items: below minItems, so the end of the turn sends nothing; the wait does.
      const small = [batcher.add(1), batcher.add(2)];
      await jest.advanceTimersByTimeAsync(1);
      expect(sink.batches).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      await Promise.all(small);
      expect(sink.batches).toEqual([[1, 2]]);
      // Three items: enough, so they go at the end of the turn without the wait (the clock does not move).
      const enough = [batcher.add(3), batcher.add(4)];
      await jest.advanceTimersByTimeAsync(0);
      expect(sink.batches).toEqual([[1, 2]]);
      enough.push(batcher.add(5));
      await jest.advanceTimersByTimeAsync(0);
      await Promise.all(enough);
      expect(sink.batches).toEqual([
        [1, 2],
        [3, 4, 5],
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('counts items by their size when told how', async () => {
    const sink = recorder();
    const batcher = new MicroBatcher<number>({
      maxItems: 10,
      sizeOf: (n) => n,
      maxWaitMs: 60_000,
      maxInFlight: 1,
      send: sink.send,
    });
    await Promise.all([4, 5, 1, 2].map((n) => batcher.add(n)).slice(0, 3));
    expect(sink.batches).toEqual([[4, 5, 1]]);
    await batcher.close();
    expect(sink.batches).toEqual([[4, 5, 1], [2]]);
  });

  it('sends as soon as a batch is full', async () => {
    const sink = recorder();
    const batcher = new MicroBatcher<number>({ maxItems: 2, maxWaitMs: 60_000, maxInFlight: 1, send: sink.send });
    await Promise.all([1, 2, 3, 4].map((n) => batcher.add(n)));
    expect(sink.batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('rejects every caller of a batch that could not be sent', async () => {
    const batcher = new MicroBatcher<number>({ maxItems: 10, maxWaitMs: 1, maxInFlight: 1, send: recorder(true).send });
    const results = await Promise.allSettled([batcher.add(1), batcher.add(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });

  it('sends what is pending on close and refuses later items', async () => {
    const sink = recorder();
    const batcher = new MicroBatcher<number>({ maxItems: 10, maxWaitMs: 60_000, maxInFlight: 1, send: sink.send });
    const pending = batcher.add(7);
    await batcher.close();
    await expect(pending).resolves.toBeUndefined();
    expect(sink.batches).toEqual([[7]]);
    await expect(batcher.add(8)).rejects.toThrow(/closed/);
  });

  it('tells each pushed item once, with null when its batch was sent and the error when not', async () => {
    const told: [number, string | null][] = [];
    const tell = (n: number) => (error: Error | null) => told.push([n, error && error.message]);
    const good = new MicroBatcher<number>({ maxItems: 10, maxWaitMs: 0, maxInFlight: 1, send: recorder().send });
    good.push(1, tell(1));
    good.push(2, tell(2));
    const bad = new MicroBatcher<number>({ maxItems: 10, maxWaitMs: 0, maxInFlight: 1, send: recorder(true).send });
    bad.push(3, tell(3));
    await Promise.all([good.close(), bad.close()]);
    bad.push(4, tell(4));
    expect(told.sort()).toEqual([
      [1, null],
      [2, null],
      [3, 'redis down'],
      [4, 'batcher is closed'],
    ]);
  });
});
