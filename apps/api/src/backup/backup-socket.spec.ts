import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import {
  backupSocketPath,
  backupThroughRunningProduct,
  closeBackupSocket,
  listenBackupSocket,
  type BackupSocketRequest,
} from './backup-socket';

const dir = mkdtempSync(path.join(tmpdir(), 'agency-socket-'));
const file = backupSocketPath(dir);
const asked: BackupSocketRequest[] = [];
let server: Server;

beforeAll(async () => {
  server = await listenBackupSocket(file, async (request, progress) => {
    asked.push(request);
    progress('working');
    return { file: request.out, size: 1, line: 'done' };
  });
});
afterAll(async () => {
  await closeBackupSocket(server, file);
  rmSync(dir, { recursive: true, force: true });
});

/** One raw line to the socket; resolves with the first answer line. */
function ask(line: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = connect(file, () => socket.write(`${line}\n`));
    socket.once('error', reject);
    createInterface({ input: socket }).once('line', (answer) => {
      socket.destroy();
      resolve(JSON.parse(answer));
    });
  });
}

describe('the backup socket', () => {
  it('passes who asked on to the product: a scheduler or a command', async () => {
    const log: string[] = [];
    const nightly = await backupThroughRunningProduct(dir, '/tmp/a.tar', (line) => log.push(line), 'schedule');
    await backupThroughRunningProduct(dir, '/tmp/b.tar', () => undefined, 'command');
    expect(nightly).toEqual({ file: '/tmp/a.tar', size: 1, line: 'done' });
    expect(log).toEqual(['working']);
    expect(asked.splice(0)).toEqual([
      { command: 'backup', out: '/tmp/a.tar', trigger: 'schedule' },
      { command: 'backup', out: '/tmp/b.tar', trigger: 'command' },
    ]);
  });

  it('takes a request without a trigger as a command and refuses an unknown one', async () => {
    expect(await ask(JSON.stringify({ command: 'backup', out: '/tmp/c.tar' }))).toEqual({
      progress: 'working',
    });
    expect(asked.splice(0)).toEqual([{ command: 'backup', out: '/tmp/c.tar', trigger: 'command' }]);
    for (const bad of [
      { command: 'backup', out: '/tmp/d.tar', trigger: 'admin' },
      { command: 'backup', out: '/tmp/d.tar', trigger: null },
      { command: 'backup', out: '/tmp/d.tar', trigger: 'toString' },
      { command: 'backup', out: 'rel.tar' },
      { command: 'restore', out: '/tmp/d.tar' },
      null,
      42,
    ])
      expect(await ask(JSON.stringify(bad))).toEqual({ error: 'unknown request' });
    expect(await ask('not json')).toEqual({ error: 'unknown request' });
    expect(asked).toEqual([]);
  });
});
