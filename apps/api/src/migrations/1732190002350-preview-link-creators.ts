import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A preview link opens only while its creator may still act in its content's area, so it records who made
 * it by account id (a username can change, or be given to someone new after a deletion). Links made before
 * are matched to the account that has their creator's name now and existed when the link was made; one
 * without a match opens nothing.
 * Plans are found by their planner's id when the account changes.
 */
export class PreviewLinkCreators1732190002350 implements MigrationInterface {
  name = 'PreviewLinkCreators1732190002350';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE content_preview_links ADD COLUMN created_by_id uuid`);
    await queryRunner.query(
      `UPDATE content_preview_links l SET created_by_id = u.id FROM users u
       WHERE lower(u.username) = lower(l.created_by) AND u.created_at <= l.created_at`,
    );
    await queryRunner.query(
      `CREATE INDEX content_preview_links_creator ON content_preview_links (created_by_id) WHERE revoked_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX content_publication_plans_planner ON content_publication_plans (planned_by_id)
       WHERE state IN ('planned', 'running')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX content_publication_plans_planner`);
    await queryRunner.query(`DROP INDEX content_preview_links_creator`);
    await queryRunner.query(`ALTER TABLE content_preview_links DROP COLUMN created_by_id`);
  }
}
