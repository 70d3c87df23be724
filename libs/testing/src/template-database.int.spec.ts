import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createTestDatabase, templateDatabase, type TestDatabase } from './index';

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('templateDatabase: a prepared schema copied into each test database', () => {
  const key = randomBytes(8).toString('hex');
  const made: TestDatabase[] = [];
  let prepared = 0;
  const prepare = async (url: string) => {
    prepared++;
    await query(url, `CREATE TABLE kept (id int PRIMARY KEY); INSERT INTO kept VALUES (1), (2)`);
  };

  afterAll(async () => {
    await Promise.all(made.map((db) => db.drop()));
    const templates = await query<{ datname: string }>(
      adminUrl,
      `SELECT datname FROM pg_database WHERE datname LIKE 'tpl_template_spec_%'`,
    );
    for (const { datname } of templates) {
      await query(adminUrl, `ALTER DATABASE "${datname}" WITH IS_TEMPLATE false`);
      await query(adminUrl, `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  });

  it('prepares once, however many ask at the same time, and every copy holds what was prepared', async () => {
    const names = await Promise.all([1, 2, 3].map(() => templateDatabase('template_spec', key, prepare)));
    expect(new Set(names).size).toBe(1);
    expect(prepared).toBe(1);
    const [template] = names as [string];
    const [flags] = await query<{ datistemplate: boolean; datallowconn: boolean }>(
      adminUrl,
      `SELECT datistemplate, datallowconn FROM pg_database WHERE datname = '${template}'`,
    );
    expect(flags).toEqual({ datistemplate: true, datallowconn: false });

    const first = await createTestDatabase('copy', { template });
    const second = await createTestDatabase('copy', { template });
    made.push(first, second);
    expect(await query(first.url, 'SELECT id FROM kept ORDER BY id')).toEqual([{ id: 1 }, { id: 2 }]);
    // Copies are apart from each other.
    await query(first.url, 'DELETE FROM kept');
    expect(await query(second.url, 'SELECT count(*)::int AS n FROM kept')).toEqual([{ n: 2 }]);
  });

  it('makes a new template for another key and drops a half-prepared one that failed', async () => {
    const other = await templateDatabase('template_spec', `${key}b`, prepare);
    expect(other).not.toBe(await templateDatabase('template_spec', key, prepare));
    expect(prepared).toBe(2);
    await expect(
      templateDatabase('template_spec', `${key}c`, async () => {
        throw new Error('migration failed');
      }),
    ).rejects.toThrow('migration failed');
    const left = await query(
      adminUrl,
      `SELECT datname FROM pg_database WHERE datname LIKE 'tpl_template_spec_${key}c%'`,
    );
    expect(left).toEqual([]);
  });
});
