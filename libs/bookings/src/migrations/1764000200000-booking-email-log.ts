import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The e-mail log of bookings (vouchers, bulk and notify e-mails, booking requests) and of company sales reports. */
export class BookingEmailLog1764000200000 implements MigrationInterface {
  name = 'BookingEmailLog1764000200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE booking_email_log (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      booking_id uuid REFERENCES booking (id) ON DELETE CASCADE,
      company_id uuid REFERENCES company (id) ON DELETE CASCADE,
      email text NOT NULL,
      subject text NOT NULL,
      body text,
      kind text NOT NULL CHECK (kind IN ('voucher', 'custom', 'booking-request', 'booking-created', 'booking-updated', 'booking-cancellation', 'sales-report')),
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
      error text,
      delivered_at timestamptz,
      opens int NOT NULL DEFAULT 0 CHECK (opens >= 0),
      clicks int NOT NULL DEFAULT 0 CHECK (clicks >= 0),
      requested_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (booking_id IS NOT NULL OR company_id IS NOT NULL),
      CHECK ((status = 'sent') = (delivered_at IS NOT NULL))
    )`);
    await q.query(`CREATE INDEX booking_email_log_booking_idx ON booking_email_log (booking_id, created_at) WHERE booking_id IS NOT NULL`);
    await q.query(`CREATE INDEX booking_email_log_company_idx ON booking_email_log (company_id, created_at) WHERE company_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE booking_email_log`);
  }
}
