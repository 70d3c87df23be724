import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateEventStore1732190000000 implements MigrationInterface {
  name = 'CreateEventStore1732190000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE events (
        position bigserial PRIMARY KEY,
        stream_id text NOT NULL,
        stream_version integer NOT NULL,
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_stream_version_unique UNIQUE (stream_id, stream_version)
      )`);
    await queryRunner.query(`CREATE INDEX events_type_idx ON events (type)`);
    await queryRunner.query(`
      CREATE TABLE subscription_checkpoints (
        name text PRIMARY KEY,
        position bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE subscription_checkpoints`);
    await queryRunner.query(`DROP TABLE events`);
  }
}
