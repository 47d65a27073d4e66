import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Outbox rows stay open until their job is seen finished in BullMQ; mail_log rows may be claimed (sending). */
export class DeliveryUnderFaults1765130000000 implements MigrationInterface {
  name = 'DeliveryUnderFaults1765130000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_message ADD COLUMN finished_at timestamptz`);
    // Rows relayed before this change are taken as finished: only new ones are reconciled.
    await q.query(`UPDATE outbox_message SET finished_at = dispatched_at WHERE dispatched_at IS NOT NULL`);
    await q.query(`CREATE INDEX outbox_message_unfinished_idx ON outbox_message (dispatched_at) WHERE dispatched_at IS NOT NULL AND finished_at IS NULL`);
    await q.query(`ALTER TABLE mail_log DROP CONSTRAINT mail_log_status_check`);
    await q.query(`ALTER TABLE mail_log ADD CONSTRAINT mail_log_status_check CHECK (status IN ('sending', 'sent', 'failed'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM mail_log WHERE status = 'sending'`);
    await q.query(`ALTER TABLE mail_log DROP CONSTRAINT mail_log_status_check`);
    await q.query(`ALTER TABLE mail_log ADD CONSTRAINT mail_log_status_check CHECK (status IN ('sent', 'failed'))`);
    await q.query(`DROP INDEX outbox_message_unfinished_idx`);
    await q.query(`ALTER TABLE outbox_message DROP COLUMN finished_at`);
  }
}
