import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ArchiveError, ArchiveWriter, listArchive, memberSum, readMember } from './tar-archive';

const dir = mkdtempSync(path.join(tmpdir(), 'tar-archive-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function write(name: string): Promise<string> {
  const file = path.join(dir, name);
  const source = path.join(dir, `${name}.content`);
  writeFileSync(source, Buffer.alloc(1000, 7));
  const writer = new ArchiveWriter(file);
  await writer.addFile('postgres/events.copy.gz', source);
  await writer.addBuffer('manifest.json', Buffer.from('{"a":1}\n'));
  await writer.finish();
  return file;
}

describe('the backup archive (tar)', () => {
  it('is a tar that tar lists, read back member by member with its sums', async () => {
    const file = await write('ok.tar');
    expect(execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual([
      'postgres/events.copy.gz',
      'manifest.json',
    ]);
    const members = await listArchive(file);
    expect(members.map((m) => [m.name, m.size])).toEqual([
      ['postgres/events.copy.gz', 1000],
      ['manifest.json', 8],
    ]);
    expect((await readMember(file, members[1])).toString()).toBe('{"a":1}\n');
    expect((await memberSum(file, members[0])).sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a file cut anywhere, a damaged header, non-zero padding and bytes after the end', async () => {
    const bytes = readFileSync(await write('cut.tar'));
    const cases: [string, Buffer][] = [
      ['cut in a member', bytes.subarray(0, 700)],
      ['cut in the end marker', bytes.subarray(0, bytes.length - 100)],
      ['header', Buffer.concat([bytes.subarray(0, 5), Buffer.from('X'), bytes.subarray(6)])],
      ['padding', Buffer.concat([bytes.subarray(0, 512 + 1000 + 3), Buffer.from([1]), bytes.subarray(512 + 1000 + 4)])],
      ['trailer', Buffer.concat([bytes, Buffer.from('extra')])],
    ];
    for (const [name, content] of cases) {
      const file = path.join(dir, `${name}.tar`);
      writeFileSync(file, content);
      await expect(listArchive(file)).rejects.toBeInstanceOf(ArchiveError);
    }
  });
});
