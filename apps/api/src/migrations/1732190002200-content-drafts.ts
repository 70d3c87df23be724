import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drafts, publication plans and preview links. Drafts and plans are read models of the content
 * streams (content_drafts, content_publication_plans; `npm run rebuild-read-models` fills them from the
 * log); preview links are access records, kept beside the log like revoked tokens.
 */
export class ContentDrafts1732190002200 implements MigrationInterface {
  name = 'ContentDrafts1732190002200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE content_drafts (
        stream_id text PRIMARY KEY,
        content text NOT NULL,
        item_id text,
        data jsonb,
        version integer NOT NULL,
        updated_at timestamptz NOT NULL,
        updated_by text,
        deleted_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX content_drafts_content ON content_drafts (content)`);
    await queryRunner.query(`
      CREATE TABLE content_publication_plans (
        plan_id uuid PRIMARY KEY,
        content text NOT NULL,
        stream_id text NOT NULL,
        item_id text,
        action text NOT NULL CHECK (action IN ('publish', 'take_offline')),
        due_at timestamptz NOT NULL,
        state text NOT NULL CHECK (state IN ('planned', 'running', 'done', 'cancelled', 'failed')),
        outcome text,
        error text,
        planned_at timestamptz NOT NULL,
        planned_by text,
        planned_by_id text,
        claimed_at timestamptz,
        finished_at timestamptz,
        finished_by text
      )`);
    await queryRunner.query(
      `CREATE INDEX content_publication_plans_due ON content_publication_plans (due_at) WHERE state IN ('planned', 'running')`,
    );
    await queryRunner.query(
      `CREATE INDEX content_publication_plans_content ON content_publication_plans (content, due_at)`,
    );
    await queryRunner.query(`
      CREATE TABLE content_preview_links (
        id uuid PRIMARY KEY,
        content text NOT NULL,
        path text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by text,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        revoked_by text
      )`);
    await queryRunner.query(
      `CREATE INDEX content_preview_links_content ON content_preview_links (content, expires_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE content_preview_links`);
    await queryRunner.query(`DROP TABLE content_publication_plans`);
    await queryRunner.query(`DROP TABLE content_drafts`);
  }
}
