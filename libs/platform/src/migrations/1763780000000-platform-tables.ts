import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PlatformTables1763780000000 implements MigrationInterface {
  name = 'PlatformTables1763780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);
    await q.query(`CREATE TABLE outbox_message (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      queue text NOT NULL,
      job_name text NOT NULL,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      dispatched_at timestamptz
    )`);
    await q.query(`CREATE INDEX outbox_message_pending_idx ON outbox_message (created_at) WHERE dispatched_at IS NULL`);
    await q.query(`CREATE TABLE mail_log (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      dedupe_key text NOT NULL,
      to_address text NOT NULL,
      subject text NOT NULL,
      status text NOT NULL CHECK (status IN ('sent', 'failed')),
      ref_type text,
      ref_id text,
      error text,
      delivered_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX mail_log_dedupe_key_uq ON mail_log (dedupe_key)`);
    await q.query(`CREATE INDEX mail_log_ref_idx ON mail_log (ref_type, ref_id)`);
    await q.query(`CREATE TABLE change_log_entry (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      entity_type text NOT NULL,
      entity_id text NOT NULL,
      version int NOT NULL,
      user_id uuid,
      user_name text NOT NULL,
      user_email text,
      changes jsonb NOT NULL,
      "timestamp" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX change_log_entry_entity_idx ON change_log_entry (entity_type, entity_id, version)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE change_log_entry`);
    await q.query(`DROP TABLE mail_log`);
    await q.query(`DROP TABLE outbox_message`);
  }
}
