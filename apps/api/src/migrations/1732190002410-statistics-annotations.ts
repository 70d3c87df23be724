import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The annotations staff write on the statistics' trend charts, read by day. */
export class StatisticsAnnotations1732190002410 implements MigrationInterface {
  name = 'StatisticsAnnotations1732190002410';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE statistics_annotations (
        id uuid PRIMARY KEY,
        date text NOT NULL,
        text text NOT NULL,
        created_at timestamptz NOT NULL,
        created_by text
      )`);
    await queryRunner.query(`CREATE INDEX statistics_annotations_date ON statistics_annotations (date, created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE statistics_annotations`);
  }
}
