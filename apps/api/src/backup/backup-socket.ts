import { existsSync, unlinkSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { BackupTrigger } from './operations.events';

/**
 * chDB lets one process open its data directory, so while `npm start` runs, `npm run backup` cannot read
 * ClickHouse itself: it asks the running product over this socket in DATA_DIR (owner-only, like the data
 * beside it), and the product writes the archive and reports its progress line by line.
 */
export function backupSocketPath(dataDir: string): string {
  return path.resolve(dataDir, 'backup.sock');
}

type Message = { progress: string } | { done: { file: string; size: number; line: string } } | { error: string };

export interface BackupSocketRequest {
  command: 'backup';
  out: string;
  /** Who asked: a scheduler's run ('schedule', `--nightly`) is shown as the nightly backup. */
  trigger: BackupTrigger;
}

/** Every trigger, so a new one cannot be forgotten here. */
const TRIGGERS = { schedule: true, command: true } satisfies Record<BackupTrigger, true>;

export async function listenBackupSocket(
  file: string,
  handle: (
    request: BackupSocketRequest,
    progress: (line: string) => void,
  ) => Promise<{ file: string; size: number; line: string }>,
): Promise<Server> {
  if (existsSync(file)) {
    if (await socketAnswers(file)) throw new Error(`another process serves ${file}`);
    unlinkSync(file);
  }
  const server = createServer((socket) => void serve(socket, handle));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  await chmod(file, 0o600);
  server.unref();
  return server;
}

async function serve(
  socket: Socket,
  handle: (
    request: BackupSocketRequest,
    progress: (line: string) => void,
  ) => Promise<{ file: string; size: number; line: string }>,
): Promise<void> {
  socket.on('error', () => undefined);
  const send = (message: Message) => {
    if (!socket.destroyed) socket.write(`${JSON.stringify(message)}\n`);
  };
  const lines = createInterface({ input: socket });
  for await (const line of lines) {
    const request = parseRequest(line);
    if (request === undefined) {
      send({ error: 'unknown request' });
      break;
    }
    try {
      send({ done: await handle(request, (progress) => send({ progress })) });
    } catch (error) {
      send({ error: error instanceof Error ? error.message : String(error) });
    }
    break;
  }
  socket.end();
}

/** A request line, or undefined when it is none (not JSON, another command, a relative path, an unknown trigger). */
function parseRequest(line: string): BackupSocketRequest | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  // A request of an older `npm run backup` names no trigger: it was a command.
  const { command, out, trigger = 'command' } = parsed as Record<string, unknown>;
  if (command !== 'backup' || typeof out !== 'string' || !path.isAbsolute(out)) return undefined;
  if (typeof trigger !== 'string' || !Object.hasOwn(TRIGGERS, trigger)) return undefined;
  return { command, out, trigger: trigger as BackupTrigger };
}

export function closeBackupSocket(server: Server | undefined, file: string): Promise<void> {
  return new Promise((resolve) => {
    if (!server) return resolve();
    server.close(() => {
      if (existsSync(file)) unlinkSync(file);
      resolve();
    });
  });
}

function socketAnswers(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(file);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Whether a running product serves backups for this DATA_DIR. */
export function runningProductAnswers(dataDir: string): Promise<boolean> {
  const file = backupSocketPath(dataDir);
  return existsSync(file) ? socketAnswers(file) : Promise.resolve(false);
}

/** Asks the running product for a backup into `out`; resolves with its result or rejects with its error. */
export function backupThroughRunningProduct(
  dataDir: string,
  out: string,
  log: (line: string) => void,
  trigger: BackupTrigger,
): Promise<{ file: string; size: number; line: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(backupSocketPath(dataDir));
    let settled = false;
    socket.once('error', (error) => {
      settled = true;
      reject(error);
    });
    socket.once('connect', () => {
      socket.write(`${JSON.stringify({ command: 'backup', out, trigger } satisfies BackupSocketRequest)}\n`);
    });
    const lines = createInterface({ input: socket });
    lines.on('line', (line) => {
      const message = JSON.parse(line) as Message;
      if ('progress' in message) log(message.progress);
      else if ('done' in message) {
        settled = true;
        resolve(message.done);
      } else {
        settled = true;
        reject(new Error(message.error));
      }
    });
    lines.on('close', () => {
      if (!settled) reject(new Error('the running product closed the connection before the backup ended'));
    });
  });
}
