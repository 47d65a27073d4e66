import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refund coupons (spec part 3, sections 2 to 4): the coupon with the card payments its refund goes back to, and its
 * balance as an append-only ledger (issue, consumptions, the refund of a cancel) whose sum is never below zero.
 */
export class RefundCoupons1764910000000 implements MigrationInterface {
  name = 'RefundCoupons1764910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE refund_coupon (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      code text NOT NULL,
      currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
      email text NOT NULL,
      booking_references text[] NOT NULL DEFAULT '{}',
      processing_fee numeric(14, 2) NOT NULL DEFAULT 0 CHECK (processing_fee >= 0),
      source_payments jsonb NOT NULL DEFAULT '[]',
      activated boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL,
      expire_at timestamptz,
      version integer NOT NULL DEFAULT 1
    )`);
    await q.query(`CREATE UNIQUE INDEX refund_coupon_code_uq ON refund_coupon (upper(code))`);
    await q.query(`CREATE INDEX refund_coupon_code_prefix_idx ON refund_coupon (upper(code) text_pattern_ops)`);
    await q.query(`CREATE INDEX refund_coupon_email_idx ON refund_coupon (lower(email) text_pattern_ops)`);
    await q.query(`CREATE INDEX refund_coupon_refs_idx ON refund_coupon USING gin (booking_references)`);
    await q.query(`CREATE INDEX refund_coupon_list_idx ON refund_coupon (activated, currency, created_at DESC, id)`);
    await q.query(`CREATE TABLE refund_coupon_entry (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      coupon_id uuid NOT NULL REFERENCES refund_coupon (id) ON DELETE RESTRICT,
      kind text NOT NULL CHECK (kind IN ('issue', 'consumption', 'refund')),
      amount numeric(14, 2) NOT NULL CHECK (amount <> 0 AND (kind = 'issue') = (amount > 0)),
      booking_references text[] NOT NULL DEFAULT '{}',
      fee_refunded numeric(14, 2) NOT NULL DEFAULT 0 CHECK (fee_refunded >= 0 AND (kind = 'refund' OR fee_refunded = 0)),
      gateway_refunds jsonb NOT NULL DEFAULT '[]',
      created_by_id uuid REFERENCES app_user (id) ON DELETE SET NULL,
      created_by_name text NOT NULL,
      created_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX refund_coupon_entry_coupon_idx ON refund_coupon_entry (coupon_id, created_at, id)`);
    await q.query(`CREATE INDEX refund_coupon_entry_refs_idx ON refund_coupon_entry USING gin (booking_references)`);
    await q.query(`CREATE UNIQUE INDEX refund_coupon_entry_one_issue_uq ON refund_coupon_entry (coupon_id) WHERE kind = 'issue'`);
    await q.query(`CREATE UNIQUE INDEX refund_coupon_entry_one_refund_uq ON refund_coupon_entry (coupon_id) WHERE kind = 'refund'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE refund_coupon_entry`);
    await q.query(`DROP TABLE refund_coupon`);
  }
}
