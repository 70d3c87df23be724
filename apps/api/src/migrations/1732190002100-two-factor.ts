import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Two-factor login (flag in the users read model, secrets beside the password hashes) and the activity log's index. */
export class TwoFactor1732190002100 implements MigrationInterface {
  name = 'TwoFactor1732190002100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN two_factor_enabled boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`
      CREATE TABLE user_two_factor (
        user_id uuid PRIMARY KEY,
        secret text,
        pending_secret text,
        recovery_code_hashes text[] NOT NULL DEFAULT '{}',
        last_used_step bigint,
        updated_at timestamptz NOT NULL
      )`);
    // The activity log reads the newest events of a few types, page by page.
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS events_type_position_idx ON events (type, position)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX events_type_position_idx`);
    await queryRunner.query(`DROP TABLE user_two_factor`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN two_factor_enabled`);
  }
}
