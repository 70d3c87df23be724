import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { redisAnswers, startPrivateRedis } from './embedded-redis';

const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-redis-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const running = () =>
  execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.startsWith('redis-server') || line.includes(`${dataDir}/redis`));

describe('the private Redis of the one-machine mode', () => {
  it('starts under DATA_DIR with an append-only file, keeps data across a restart and leaves no process', async () => {
    const before = running().length;
    const first = await startPrivateRedis(dataDir, () => undefined);
    expect(await redisAnswers(first.url)).toBe(true);
    const client = new Redis(first.url);
    await client.set('kept', 'ja');
    await client.quit();
    await first.stop();
    expect(running()).toHaveLength(before);

    const second = await startPrivateRedis(dataDir, () => undefined);
    const again = new Redis(second.url);
    expect(await again.get('kept')).toBe('ja');
    await again.quit();
    await second.stop();
    expect(await redisAnswers(second.url, 300)).toBe(false);
  });
});
