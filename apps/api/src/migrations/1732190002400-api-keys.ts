import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Personal API keys for the statistics: the read model, and the keys' hashes apart from it. */
export class ApiKeys1732190002400 implements MigrationInterface {
  name = 'ApiKeys1732190002400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        name text NOT NULL,
        hint text NOT NULL,
        created_at timestamptz NOT NULL,
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX api_keys_user ON api_keys (user_id, created_at)`);
    await queryRunner.query(`CREATE TABLE api_key_secrets (key_id uuid PRIMARY KEY, hash text NOT NULL UNIQUE)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE api_key_secrets`);
    await queryRunner.query(`DROP TABLE api_keys`);
  }
}
