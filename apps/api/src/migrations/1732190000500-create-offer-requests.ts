import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Read models of offer requests, suspected spam and customer notes. */
export class CreateOfferRequests1732190000500 implements MigrationInterface {
  name = 'CreateOfferRequests1732190000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE offer_requests (
        id uuid PRIMARY KEY,
        rowid bigint NOT NULL,
        name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        company text NOT NULL,
        address text NOT NULL,
        zip text NOT NULL,
        town text NOT NULL,
        country text NOT NULL,
        service text NOT NULL,
        budget text NOT NULL,
        message text NOT NULL,
        project_type text,
        timeline text,
        source text NOT NULL,
        read boolean NOT NULL DEFAULT false,
        mysql_status jsonb,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX offer_requests_created ON offer_requests (created_at DESC)`);
    await queryRunner.query(`CREATE INDEX offer_requests_unread ON offer_requests (read) WHERE NOT read`);
    await queryRunner.query(`
      CREATE TABLE offer_request_spam (
        id uuid PRIMARY KEY,
        data jsonb NOT NULL,
        reasons jsonb NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE customer_notes (
        id uuid PRIMARY KEY,
        customer_id text NOT NULL,
        customer_code text NOT NULL,
        customer_name text NOT NULL,
        type text NOT NULL,
        title text NOT NULL,
        content text NOT NULL,
        due_date text,
        status text,
        created_at timestamptz NOT NULL,
        created_by text,
        updated_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX customer_notes_by_customer ON customer_notes (customer_id, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE customer_notes`);
    await queryRunner.query(`DROP TABLE offer_request_spam`);
    await queryRunner.query(`DROP TABLE offer_requests`);
  }
}
