import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Pages not found per day with their referrers, and how often each redirect answered. */
export class SiteHealth1732190002430 implements MigrationInterface {
  name = 'SiteHealth1732190002430';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE not_found_pages (
        day date NOT NULL,
        path text NOT NULL,
        referrer text NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (day, path, referrer)
      )`);
    await queryRunner.query(`
      CREATE TABLE redirect_hits (
        match text NOT NULL,
        from_path text NOT NULL,
        hits bigint NOT NULL,
        last_hit timestamptz NOT NULL,
        PRIMARY KEY (match, from_path)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE redirect_hits`);
    await queryRunner.query(`DROP TABLE not_found_pages`);
  }
}
