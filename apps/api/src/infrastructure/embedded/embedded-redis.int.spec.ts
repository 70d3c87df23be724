import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { redisAnswers, startPrivateRedis } from './embedded-redis';

const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-redis-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * The processes of one private Redis. redis-server shows itself as "/usr/bin/redis-server 127.0.0.1:<port>"
 * (its other arguments are gone), so it is found by its port. Counting every redis-server instead would count
 * the machine's own and whatever a parallel test starts or stops meanwhile.
 */
const running = (url: string) => {
  const title = new RegExp(`^\\S*redis-server \\S*:${new URL(url).port}(\\s|$)`);
  return execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => title.test(line) || line.includes(`${dataDir}/redis`));
};

describe('the private Redis of the one-machine mode', () => {
  it('starts under DATA_DIR with an append-only file, keeps data across a restart and leaves no process', async () => {
    const first = await startPrivateRedis(dataDir, () => undefined);
    expect(await redisAnswers(first.url)).toBe(true);
    expect(running(first.url)).toHaveLength(1);
    const client = new Redis(first.url);
    await client.set('kept', 'ja');
    await client.quit();
    await first.stop();
    expect(running(first.url)).toEqual([]);

    const second = await startPrivateRedis(dataDir, () => undefined);
    const again = new Redis(second.url);
    expect(await again.get('kept')).toBe('ja');
    await again.quit();
    await second.stop();
    expect(running(second.url)).toEqual([]);
    expect(await redisAnswers(second.url, 300)).toBe(false);
  });
});
