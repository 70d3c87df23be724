import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, type TestDatabase } from '@agency/testing';
import { type BuiltApi, startBuiltApi } from './built-api';
import { createMigratedDatabase } from './migrated-database';

/** The built api on a database and a data directory of its own. */
export interface BuiltApiOnDatabase {
  api: BuiltApi;
  port: number;
  /** `http://127.0.0.1:<port>` */
  base: string;
  database: TestDatabase;
  /** Stops the api, drops its database and removes its data directory. */
  close(): Promise<void>;
}

/**
 * Starts dist/api (startBuiltApi) on a free port, a fresh migrated database and a new data directory, both
 * named after `name`, with `env` besides DATABASE_URL, and waits until it runs.
 */
export async function startBuiltApiOnDatabase(
  name: string,
  env: Record<string, string> = {},
): Promise<BuiltApiOnDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `agency-${name}-`));
  const database = await createMigratedDatabase(name);
  const port = await freePort();
  const api = startBuiltApi(port, dataDir, { DATABASE_URL: database.url, ...env });
  const close = async () => {
    await api.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await api.running();
  } catch (error) {
    await close();
    throw error;
  }
  return { api, port, base: `http://127.0.0.1:${port}`, database, close };
}
