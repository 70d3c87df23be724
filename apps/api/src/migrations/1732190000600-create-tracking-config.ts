import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Read model of the tracking configuration (one row) until it became a document (1732190000700). */
export class CreateTrackingConfig1732190000600 implements MigrationInterface {
  name = 'CreateTrackingConfig1732190000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE tracking_config (
        id text PRIMARY KEY,
        config jsonb NOT NULL,
        version integer NOT NULL,
        updated_at timestamptz NOT NULL,
        updated_by text
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE tracking_config`);
  }
}
