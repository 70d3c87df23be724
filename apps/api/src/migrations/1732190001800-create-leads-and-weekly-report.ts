import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The session link of offer requests (leads by source), staff's weekly-report subscriptions and
 * the claims that make each week's report go out once across api instances.
 */
export class CreateLeadsAndWeeklyReport1732190001800 implements MigrationInterface {
  name = 'CreateLeadsAndWeeklyReport1732190001800';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE lead_attributions (
        request_id uuid PRIMARY KEY,
        session_id text,
        form text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX lead_attributions_created ON lead_attributions (created_at)`);
    // Requests from before had no session reference: they count as 'unbekannt'.
    await queryRunner.query(`
      INSERT INTO lead_attributions (request_id, session_id, form, created_at)
      SELECT id, NULL, source, created_at FROM offer_requests`);
    await queryRunner.query(`
      CREATE TABLE staff_preferences (
        user_id uuid PRIMARY KEY,
        weekly_report boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE weekly_report_claims (
        week text PRIMARY KEY,
        claimed_at timestamptz NOT NULL,
        recipients integer NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE weekly_report_claims`);
    await queryRunner.query(`DROP TABLE staff_preferences`);
    await queryRunner.query(`DROP TABLE lead_attributions`);
  }
}
