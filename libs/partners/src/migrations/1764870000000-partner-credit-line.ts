import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The booking agent's credit line as an append-only ledger (spec part 2, 3.3 creditline): top-ups (positive),
 * booking charges (negative) and refunds (positive), in the partner's currency; the balance is their sum. A booking
 * posts each kind at most once. The partner's inventory rules (companies allowed or blocked) live on the partner.
 */
export class PartnerCreditLine1764870000000 implements MigrationInterface {
  name = 'PartnerCreditLine1764870000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE partner_credit_entry (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      channel_id uuid NOT NULL REFERENCES sales_channel (id) ON DELETE RESTRICT,
      kind text NOT NULL CHECK (kind IN ('topUp', 'charge', 'refund')),
      amount numeric(14, 2) NOT NULL CHECK (amount <> 0 AND (kind = 'charge') = (amount < 0)),
      currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
      booking_id uuid,
      note text,
      added_by_id uuid REFERENCES app_user (id) ON DELETE SET NULL,
      added_by_name text NOT NULL,
      created_at timestamptz NOT NULL,
      CHECK ((kind = 'topUp') = (booking_id IS NULL))
    )`);
    await q.query(`CREATE INDEX partner_credit_entry_channel_idx ON partner_credit_entry (channel_id, kind, created_at DESC, id)`);
    await q.query(`CREATE UNIQUE INDEX partner_credit_entry_booking_uq ON partner_credit_entry (booking_id, kind) WHERE booking_id IS NOT NULL`);
    await q.query(`ALTER TABLE sales_channel ADD COLUMN inventory_rules jsonb NOT NULL DEFAULT '{}'::jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sales_channel DROP COLUMN inventory_rules`);
    await q.query(`DROP TABLE partner_credit_entry`);
  }
}
