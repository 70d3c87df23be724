import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { Client } from 'pg';

/** The machine's Postgres, reached with trust auth; CI and developers have the same. */
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh, empty database on the real Postgres for one test file; drop() removes it again. */
export async function createTestDatabase(prefix = 't'): Promise<TestDatabase> {
  const name = `${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The machine's Redis. Tests keep apart from each other by key prefix, see uniquePrefix(). */
export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
}

export function uniquePrefix(name: string): string {
  return `test:${name}:${randomBytes(4).toString('hex')}`;
}

export interface EventuallyOptions {
  /** How long to keep polling; generous, so a slow machine with a busy core still passes. */
  timeoutMs?: number;
  /** The pause between two checks; short, so the happy path stays fast. */
  intervalMs?: number;
}

export const EVENTUALLY_TIMEOUT_MS = 20_000;
export const EVENTUALLY_INTERVAL_MS = 25;

// Taken before any test can fake timers: a poll of real services must wait real time even then.
const realSetTimeout = globalThis.setTimeout;
const realNow = Date.now;

/**
 * Polls until check() returns a truthy value, which it returns, or fails once the time is up, naming
 * `what` it waited for with the last value seen and the last error thrown: "Timed out after 20000 ms
 * waiting for <what>; last value: <json>; last error: <message>". A check that throws counts as not yet.
 */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  options: EventuallyOptions = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? EVENTUALLY_TIMEOUT_MS;
  const intervalMs = options.intervalMs ?? EVENTUALLY_INTERVAL_MS;
  const deadline = realNow() + timeoutMs;
  let checks = 0;
  let lastValue: unknown = undefined;
  let lastError: unknown = undefined;
  for (;;) {
    checks++;
    try {
      const value = await check();
      if (value) return value;
      lastValue = value;
    } catch (error) {
      lastError = error;
    }
    const left = deadline - realNow();
    if (left <= 0) {
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${what}; last value: ${describeValue(lastValue)}; ` +
          `last error: ${lastError === undefined ? 'none' : describeError(lastError)} (${checks} checks)`,
      );
    }
    await new Promise((resolve) => realSetTimeout(resolve, Math.min(intervalMs, left)));
  }
}

const SHOWN_CHARS = 500;

function shorten(text: string): string {
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}… (${text.length} chars)` : text;
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'undefined';
  try {
    return shorten(JSON.stringify(value) ?? String(value));
  } catch {
    return shorten(inspect(value, { depth: 2, breakLength: Infinity }));
  }
}

function describeError(error: unknown): string {
  return shorten(error instanceof Error ? error.message : String(error));
}

/** A TCP port nothing listens on right now, for a server or child process that needs a number up front. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
export { requestFrom, startAppendingProxy, type AppendingProxy, type PlainResponse } from './appending-proxy';
export { queuedEvents } from './queued-events';
export {
  CLIENT_A,
  CLIENT_B,
  intakeBehindAppendingProxy,
  type IntakeBehindProxy,
} from './intake-behind-proxy.scenarios';
