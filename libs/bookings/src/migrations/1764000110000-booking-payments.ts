import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Booking payments (one per booking), their transactions and price changes. The captured totals live on the
 * payment row, kept in step with the transactions in the same transaction, and the database itself refuses
 * refunds above what was charged (CHECK), whatever the application does.
 */
export class BookingPayments1764000110000 implements MigrationInterface {
  name = 'BookingPayments1764000110000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE booking_payment (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      booking_id uuid NOT NULL UNIQUE REFERENCES booking (id) ON DELETE CASCADE,
      company_id uuid NOT NULL REFERENCES company (id),
      status text NOT NULL DEFAULT 'unpaid' CHECK (status IN ('paid', 'unpaid')),
      currency text NOT NULL,
      supplier_currency text NOT NULL,
      charged_amount numeric(14,2) NOT NULL DEFAULT 0 CHECK (charged_amount >= 0),
      refunded_amount numeric(14,2) NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0),
      charged_supplier_amount numeric(14,2) NOT NULL DEFAULT 0,
      refunded_supplier_amount numeric(14,2) NOT NULL DEFAULT 0,
      payment_method text,
      marked_paid_at timestamptz,
      marked_paid_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      version int NOT NULL DEFAULT 1,
      machine_version int NOT NULL DEFAULT 1,
      CONSTRAINT booking_payment_refund_not_above_charged CHECK (refunded_amount <= charged_amount)
    )`);
    const byCreated = 'created_at DESC, id DESC';
    await q.query(`CREATE INDEX payment_created_idx ON booking_payment (${byCreated})`);
    await q.query(`CREATE INDEX payment_updated_idx ON booking_payment (updated_at DESC, id DESC)`);
    await q.query(`CREATE INDEX payment_company_idx ON booking_payment (company_id, ${byCreated})`);
    await q.query(`CREATE INDEX payment_settlement_idx ON booking_payment (status, ${byCreated})`);

    await q.query(`CREATE TABLE payment_transaction (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      booking_id uuid NOT NULL REFERENCES booking (id) ON DELETE CASCADE,
      booking_payment_id uuid NOT NULL REFERENCES booking_payment (id) ON DELETE CASCADE,
      type text NOT NULL CHECK (type IN ('charge', 'refund', 'authorize')),
      source text NOT NULL CHECK (source IN ('checkout', 'recoverTransaction', 'newTransaction', 'cancellation')),
      amount numeric(14,2) NOT NULL CHECK (amount >= 0),
      currency text NOT NULL,
      supplier_amount numeric(14,2) NOT NULL DEFAULT 0,
      supplier_currency text NOT NULL,
      provider text NOT NULL,
      provider_transaction_id text,
      provider_payment_id text,
      authorization_id text,
      description text NOT NULL,
      reason text,
      moved_from_booking_id uuid REFERENCES booking (id) ON DELETE SET NULL,
      created_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
      created_by_name text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX payment_transaction_booking_idx ON payment_transaction (booking_id, created_at)`);
    await q.query(
      `CREATE UNIQUE INDEX payment_transaction_provider_uq ON payment_transaction (provider, provider_transaction_id) WHERE provider_transaction_id IS NOT NULL`,
    );

    await q.query(`CREATE TABLE booking_price_change (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      booking_id uuid NOT NULL REFERENCES booking (id) ON DELETE CASCADE,
      currency text NOT NULL,
      supplier_currency text NOT NULL,
      amount_from numeric(14,2) NOT NULL,
      amount_to numeric(14,2) NOT NULL CHECK (amount_to >= 0),
      supplier_amount_from numeric(14,2) NOT NULL,
      supplier_amount_to numeric(14,2) NOT NULL CHECK (supplier_amount_to >= 0),
      supplier_cost_per_item jsonb NOT NULL DEFAULT '{}',
      reason_type text NOT NULL,
      reason text NOT NULL,
      reconciliation jsonb,
      created_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
      created_by_name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX booking_price_change_booking_idx ON booking_price_change (booking_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE booking_price_change`);
    await q.query(`DROP TABLE payment_transaction`);
    await q.query(`DROP TABLE booking_payment`);
  }
}
