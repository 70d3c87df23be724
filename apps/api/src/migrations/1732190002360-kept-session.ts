import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The session a change of one's own password or two-factor login keeps while ending the others. */
export class KeptSession1732190002360 implements MigrationInterface {
  name = 'KeptSession1732190002360';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN kept_session_id text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN kept_session_id`);
  }
}
