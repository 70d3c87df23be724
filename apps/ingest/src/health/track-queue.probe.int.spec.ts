import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { testRedisUrl, uniquePrefix } from '@agency/testing';
import { TrackQueueProbe } from './track-queue.probe';

describe('TrackQueueProbe (real Redis)', () => {
  const prefix = uniquePrefix('probe');
  const redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
  const queue = new Queue('track', { connection: redis, prefix });
  const probe = new TrackQueueProbe(redis, 'track', prefix);

  afterAll(async () => {
    await queue.obliterate({ force: true }).catch(() => undefined);
    await probe.close();
    await queue.close();
    await redis.quit();
  });

  it('reports an empty queue with no lag', async () => {
    await expect(probe.snapshot()).resolves.toEqual({
      waiting: 0,
      active: 0,
      delayed: 0,
      failed: 0,
      oldestWaitingSeconds: 0,
    });
  });

  it('counts waiting and delayed batches and measures the age of the oldest waiting one', async () => {
    // Added 5 s apart by their timestamps rather than by sleeping: the two ages differ far beyond the
    // precision checked, whatever the machine's speed.
    const now = Date.now();
    const first = await queue.add('events', { events: [] }, { timestamp: now - 5_000 });
    const second = await queue.add('events', { events: [] });
    await queue.add('events', { events: [] }, { delay: 60_000 });
    expect(second.timestamp - first.timestamp).toBeGreaterThanOrEqual(5_000);
    const snapshot = await probe.snapshot(now + 10_000);
    expect(snapshot).toMatchObject({ waiting: 2, active: 0, delayed: 1, failed: 0 });
    // The first job is the oldest: its age, not the second's.
    expect(snapshot.oldestWaitingSeconds).toBeCloseTo((now + 10_000 - first.timestamp) / 1000, 1);
    expect(snapshot.oldestWaitingSeconds).not.toBeCloseTo((now + 10_000 - second.timestamp) / 1000, 1);
  });
});
