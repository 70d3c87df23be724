import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1732190000100 implements MigrationInterface {
  name = 'CreateUsers1732190000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        username text NOT NULL,
        email text NOT NULL,
        role text NOT NULL CHECK (role IN ('admin', 'editor')),
        active boolean NOT NULL,
        permissions jsonb NOT NULL,
        session_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    // One username per person, whatever the case; the projection's insert fails on a duplicate, which
    // rolls the append back too.
    await queryRunner.query(`CREATE UNIQUE INDEX users_username_unique ON users (lower(username))`);
    await queryRunner.query(`
      CREATE TABLE user_credentials (
        user_id uuid PRIMARY KEY,
        password_hash text NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE user_credentials`);
    await queryRunner.query(`DROP TABLE users`);
  }
}
