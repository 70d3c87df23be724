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

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function asAdmin<T>(use: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database on the real Postgres for one test file; drop() removes it again. Empty, or a copy of
 * `template` (a name from templateDatabase()): PostgreSQL copies a migrated schema in a fraction of the time
 * the migrations take.
 */
export async function createTestDatabase(prefix = 't', options: { template?: string } = {}): Promise<TestDatabase> {
  const name = `${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(5).toString('hex')}`;
  await asAdmin((admin) =>
    admin.query(`CREATE DATABASE "${name}"${options.template ? ` TEMPLATE "${options.template}"` : ''}`),
  );
  return {
    url: databaseUrl(name),
    name,
    drop: () => asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

/** Templates of other migration sets are dropped once they are this old: a run of their branch may still copy them. */
const TEMPLATE_KEPT_MS = 24 * 60 * 60 * 1000;
const templatesMade = new Map<string, Promise<string>>();

/**
 * The name of a template database that holds what `prepare` writes into an empty database (the migrations
 * of a schema), made once and then only copied: by createTestDatabase(prefix, { template }). `key` names
 * what prepare does (a hash of the migrations), so a changed migration gets a new template and an
 * unchanged one is reused by every file of every later run. The first test file that asks builds it under
 * a Postgres advisory lock; parallel workers wait for it instead of building it twice.
 */
export function templateDatabase(
  prefix: string,
  key: string,
  prepare: (url: string) => Promise<void>,
): Promise<string> {
  const name = `tpl_${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${key.replace(/[^a-z0-9]/gi, '').slice(0, 24)}`;
  let made = templatesMade.get(name);
  if (!made) {
    made = asAdmin(async (admin) => {
      const ready = async () =>
        (await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate`, [name])).rowCount === 1;
      if (await ready()) return name;
      await admin.query(`SELECT pg_advisory_lock(hashtext($1))`, [name]);
      try {
        if (await ready()) return name;
        const building = `${name}_${randomBytes(3).toString('hex')}`;
        await admin.query(`CREATE DATABASE "${building}"`);
        try {
          await prepare(databaseUrl(building));
          // A template nobody connects to: a connection to it would make every copy fail.
          await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
          await admin.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
          await admin.query(`COMMENT ON DATABASE "${name}" IS '${new Date().toISOString()}'`);
        } catch (error) {
          await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
          throw error;
        }
        await dropOldTemplates(admin, prefix, name);
        return name;
      } finally {
        await admin.query(`SELECT pg_advisory_unlock(hashtext($1))`, [name]);
      }
    });
    templatesMade.set(name, made);
    made.catch(() => templatesMade.delete(name));
  }
  return made;
}

/** Templates of the same prefix but other migrations, made more than TEMPLATE_KEPT_MS ago. */
async function dropOldTemplates(admin: Client, prefix: string, current: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string; made: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS made FROM pg_database
      WHERE datistemplate AND datname LIKE $1 AND datname <> $2`,
    [`tpl\\_${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}\\_%`, current],
  );
  for (const { datname, made } of rows) {
    const age = Date.now() - Date.parse(made ?? '');
    if (!(age > TEMPLATE_KEPT_MS)) continue;
    await admin.query(`ALTER DATABASE "${datname}" WITH IS_TEMPLATE false`);
    await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
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
export { storedPageView } from './stored-page-view';
export {
  CLIENT_A,
  CLIENT_B,
  intakeBehindAppendingProxy,
  type IntakeBehindProxy,
} from './intake-behind-proxy.scenarios';
