import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Read models of the content API: collection items, whole documents, and write-only secrets. */
export class CreateContent1732190000400 implements MigrationInterface {
  name = 'CreateContent1732190000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE content_items (
        collection text NOT NULL,
        id text NOT NULL,
        data jsonb NOT NULL,
        enabled boolean GENERATED ALWAYS AS (coalesce((data->>'enabled')::boolean, true)) STORED,
        sort integer NOT NULL,
        version integer NOT NULL,
        deleted_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        updated_by text,
        PRIMARY KEY (collection, id)
      )`);
    await queryRunner.query(
      `CREATE INDEX content_items_listing ON content_items (collection, sort, created_at) WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE content_documents (
        key text PRIMARY KEY,
        data jsonb NOT NULL,
        version integer NOT NULL,
        updated_at timestamptz NOT NULL,
        updated_by text
      )`);
    // Passwords of the system settings: never in the event log, never returned.
    await queryRunner.query(`
      CREATE TABLE content_secrets (
        key text PRIMARY KEY,
        value text NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE content_secrets`);
    await queryRunner.query(`DROP TABLE content_documents`);
    await queryRunner.query(`DROP TABLE content_items`);
  }
}
