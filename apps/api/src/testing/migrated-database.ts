import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createTestDatabase, templateDatabase, type TestDatabase } from '@agency/testing';
import { migrations } from '../migrations';

/** Names the migration set by its code: a changed or added migration makes a new template. */
const MIGRATIONS_KEY = createHash('sha256')
  .update(migrations.map((migration) => String(migration)).join('\n'))
  .digest('hex');

/** The template database with every PostgreSQL migration applied, made once (templateDatabase). */
export function migratedTemplate(): Promise<string> {
  return templateDatabase('api', MIGRATIONS_KEY, async (url) => {
    const dataSource = new DataSource({ type: 'postgres', url, migrations, poolSize: 1 });
    await dataSource.initialize();
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await dataSource.destroy();
    }
  });
}

/**
 * A fresh database of this test file's with every migration applied, copied from the template: the api
 * (or a projection test) that starts on it finds nothing left to migrate, as after `npm run migrate`.
 */
export async function createMigratedDatabase(prefix: string): Promise<TestDatabase> {
  return createTestDatabase(prefix, { template: await migratedTemplate() });
}
