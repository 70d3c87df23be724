import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CreateTrackingConfig1732190000600 } from './1732190000600-create-tracking-config';

/**
 * The tracking configuration becomes a content document: its events stay as they were written
 * (the document reads `TrackingConfigChanged` as a save or restore), its own read table goes, and its
 * content_documents row is built from the stream's last event, as the documents' projection keeps it (an
 * upgrade after a downgrade finds events of both shapes).
 */
export class TrackingConfigAsDocument1732190000700 implements MigrationInterface {
  name = 'TrackingConfigAsDocument1732190000700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      INSERT INTO content_documents (key, data, version, updated_at, updated_by)
      SELECT stream_id, coalesce(data -> 'document', data -> 'config'), stream_version, created_at, metadata -> 'actor' ->> 'username'
      FROM events WHERE stream_id = 'setting-tracking-config'
      ORDER BY stream_version DESC LIMIT 1
      ON CONFLICT (key) DO NOTHING`);
    await queryRunner.query(`DROP TABLE tracking_config`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await new CreateTrackingConfig1732190000600().up(queryRunner);
    await queryRunner.query(`
      INSERT INTO tracking_config (id, config, version, updated_at, updated_by)
      SELECT 'current', data, version, updated_at, updated_by FROM content_documents WHERE key = 'setting-tracking-config'`);
    await queryRunner.query(`DELETE FROM content_documents WHERE key = 'setting-tracking-config'`);
  }
}
