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
    const batcher = new MicroBatcher<number>({ maxItems: 100, maxWaitMs: 10, send: sink.send });
    await Promise.all([1, 2, 3].map((n) => batcher.add(n)));
    expect(sink.batches).toEqual([[1, 2, 3]]);
  });

  it('sends as soon as a batch is full', async () => {
    const sink = recorder();
    const batcher = new MicroBatcher<number>({ maxItems: 2, maxWaitMs: 60_000, send: sink.send });
    await Promise.all([1, 2, 3, 4].map((n) => batcher.add(n)));
    expect(sink.batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('rejects every caller of a batch that could not be sent', async () => {
    const batcher = new MicroBatcher<number>({ maxItems: 10, maxWaitMs: 1, send: recorder(true).send });
    const results = await Promise.allSettled([batcher.add(1), batcher.add(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });

  it('sends what is pending on close and refuses later items', async () => {
    const sink = recorder();
    const batcher = new MicroBatcher<number>({ maxItems: 10, maxWaitMs: 60_000, send: sink.send });
    const pending = batcher.add(7);
    await batcher.close();
    await expect(pending).resolves.toBeUndefined();
    expect(sink.batches).toEqual([[7]]);
    await expect(batcher.add(8)).rejects.toThrow(/closed/);
  });
});
