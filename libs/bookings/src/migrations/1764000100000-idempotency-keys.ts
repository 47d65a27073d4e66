import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The Idempotency-Key store of money-moving calls (libs/platform/src/idempotency). */
export class IdempotencyKeys1764000100000 implements MigrationInterface {
  name = 'IdempotencyKeys1764000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE idempotency_key (
      scope text NOT NULL,
      key text NOT NULL,
      request_hash text NOT NULL,
      status_code int,
      response jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz,
      PRIMARY KEY (scope, key)
    )`);
    await q.query(`CREATE INDEX idempotency_key_created_idx ON idempotency_key (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE idempotency_key`);
  }
}
