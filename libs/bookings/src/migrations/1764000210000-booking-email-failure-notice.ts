import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When the requester was told that the e-mail finally failed: set once, so the notice is given once. */
export class BookingEmailFailureNotice1764000210000 implements MigrationInterface {
  name = 'BookingEmailFailureNotice1764000210000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE booking_email_log ADD COLUMN failure_notified_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE booking_email_log DROP COLUMN failure_notified_at`);
  }
}
