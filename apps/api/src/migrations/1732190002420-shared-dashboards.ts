import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Shared dashboards: the read model, and the links' tokens and password hashes apart from it. */
export class SharedDashboards1732190002420 implements MigrationInterface {
  name = 'SharedDashboards1732190002420';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE shared_dashboards (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        sections jsonb NOT NULL,
        period text NOT NULL,
        has_password boolean NOT NULL,
        expires_on text,
        created_at timestamptz NOT NULL,
        created_by text,
        revoked_at timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE shared_dashboard_secrets (
        dashboard_id uuid PRIMARY KEY,
        token text NOT NULL UNIQUE,
        password_hash text
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE shared_dashboard_secrets`);
    await queryRunner.query(`DROP TABLE shared_dashboards`);
  }
}
