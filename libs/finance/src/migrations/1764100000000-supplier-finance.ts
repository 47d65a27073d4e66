import type { MigrationInterface, QueryRunner } from 'typeorm';

const money = 'numeric(14,2)';

/** Makes a table append-only: the database itself refuses UPDATE and DELETE (and TRUNCATE) on it. */
const appendOnly = (table: string) => [
  `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change()`,
  `CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change()`,
];

export class SupplierFinance1764100000000 implements MigrationInterface {
  name = 'SupplierFinance1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION refuse_ledger_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ledger table % is append-only: post a correcting entry instead', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
      END $$`);

    // Units of the currency per 1 USD from rate_date on; USD itself is always 1 and never stored.
    await q.query(`CREATE TABLE currency_rate (
      currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$' AND currency <> 'USD'),
      rate_date date NOT NULL,
      rate numeric(12,4) NOT NULL CHECK (rate > 0),
      PRIMARY KEY (currency, rate_date)
    )`);

    // Supplier cost of bookings, in the supplier currency; positive is owed to the supplier. Append-only.
    await q.query(`CREATE TABLE supplier_transaction (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      seq bigserial NOT NULL UNIQUE,
      company_id uuid NOT NULL REFERENCES company(id),
      posting_key text NOT NULL UNIQUE,
      kind text NOT NULL CHECK (kind IN ('booking', 'cancellation', 'refund', 'price_change')),
      booking_id uuid,
      booking_reference text NOT NULL,
      supplier_booking_id text,
      booking_code text,
      amount ${money} NOT NULL,
      currency char(3) NOT NULL,
      amount_usd ${money} NOT NULL,
      booking_date timestamptz NOT NULL,
      departure_date timestamptz NOT NULL,
      effective_date date NOT NULL,
      approval_date timestamptz,
      route text,
      passenger_name text,
      tickets int NOT NULL DEFAULT 0,
      booking_status text,
      reason text,
      created_by uuid,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX supplier_transaction_company_effective_idx ON supplier_transaction (company_id, effective_date)`);
    await q.query(`CREATE INDEX supplier_transaction_company_booking_date_idx ON supplier_transaction (company_id, booking_date)`);
    await q.query(`CREATE INDEX supplier_transaction_booking_date_idx ON supplier_transaction (booking_date)`);
    await q.query(`CREATE INDEX supplier_transaction_reference_idx ON supplier_transaction (booking_reference)`);
    await q.query(`CREATE INDEX supplier_transaction_booking_idx ON supplier_transaction (booking_id)`);

    // Deposit requests of top-up suppliers: a workflow (open -> deposited | cancelled), not a ledger line.
    await q.query(`CREATE TABLE topup_deposit_request (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES company(id),
      state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'deposited', 'cancelled')),
      amount ${money} NOT NULL CHECK (amount > 0),
      currency char(3) NOT NULL,
      amount_usd ${money} NOT NULL,
      due_date date,
      note text,
      is_auto boolean NOT NULL DEFAULT false,
      created_by uuid,
      created_by_name text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      cancelled_by uuid,
      cancelled_at timestamptz,
      version int NOT NULL DEFAULT 1,
      machine_version int NOT NULL DEFAULT 1
    )`);
    await q.query(`CREATE INDEX topup_deposit_request_company_idx ON topup_deposit_request (company_id, created_at)`);
    // At most one open automatic request per supplier: the daily job never raises a second one for the same shortfall.
    await q.query(`CREATE UNIQUE INDEX topup_deposit_request_one_open_auto ON topup_deposit_request (company_id) WHERE is_auto AND state = 'open'`);

    // Deposits and adjustments of top-up suppliers; bookings come from supplier_transaction. Append-only.
    await q.query(`CREATE TABLE topup_entry (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      seq bigserial NOT NULL UNIQUE,
      company_id uuid NOT NULL REFERENCES company(id),
      type text NOT NULL CHECK (type IN ('deposit', 'adjustment')),
      adjustment_type text CHECK (adjustment_type IN ('cash', 'cost')),
      amount ${money} NOT NULL,
      currency char(3) NOT NULL,
      amount_usd ${money} NOT NULL,
      entry_date date NOT NULL,
      note text,
      invoice_reference text,
      deposit_request_id uuid UNIQUE REFERENCES topup_deposit_request(id),
      created_by uuid,
      created_by_name text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((type = 'adjustment') = (adjustment_type IS NOT NULL)),
      CHECK (type <> 'deposit' OR amount > 0)
    )`);
    await q.query(`CREATE INDEX topup_entry_company_idx ON topup_entry (company_id, entry_date)`);

    // Receipt links of deposits; the newest per entry is shown. Append-only.
    await q.query(`CREATE TABLE topup_receipt (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      topup_entry_id uuid NOT NULL REFERENCES topup_entry(id),
      url text NOT NULL,
      created_by uuid,
      created_by_name text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX topup_receipt_entry_idx ON topup_receipt (topup_entry_id, created_at DESC)`);

    // Derived per-supplier totals, kept in the same transaction as every posting (atomic upserts) so the overview
    // never sums millions of entries; a test checks them against the entries.
    await q.query(`CREATE TABLE supplier_daily_cost (
      company_id uuid NOT NULL REFERENCES company(id),
      day date NOT NULL,
      currency char(3) NOT NULL,
      amount ${money} NOT NULL DEFAULT 0,
      booked_amount ${money} NOT NULL DEFAULT 0,
      PRIMARY KEY (company_id, day, currency)
    )`);
    await q.query(`CREATE TABLE supplier_topup_total (
      company_id uuid NOT NULL REFERENCES company(id),
      currency char(3) NOT NULL,
      amount ${money} NOT NULL DEFAULT 0,
      last_adjustment_at timestamptz,
      PRIMARY KEY (company_id, currency)
    )`);

    await q.query(`CREATE TABLE supplier_invoice (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES company(id),
      state text NOT NULL CHECK (state IN ('pending_approval', 'approved', 'rejected', 'paid')),
      invoice_number text NOT NULL,
      invoice_type text NOT NULL CHECK (invoice_type IN ('tax_bill', 'topup_tax_bill', 'prepaid_inventory', 'others')),
      invoice_class text NOT NULL DEFAULT 'Transportation',
      region text,
      currency char(3) NOT NULL,
      invoice_amount ${money} NOT NULL,
      platform_amount ${money} NOT NULL,
      amount_usd ${money} NOT NULL,
      gap ${money} NOT NULL,
      gap_usd ${money} NOT NULL,
      gap_percent numeric(9,2) NOT NULL,
      gap_level smallint NOT NULL CHECK (gap_level BETWEEN 1 AND 3),
      invoice_date date NOT NULL,
      receive_date date NOT NULL,
      due_date date NOT NULL,
      tax_code text NOT NULL,
      note text,
      memo text,
      cycle_id text,
      period_start date NOT NULL,
      period_end date NOT NULL,
      period_label text NOT NULL,
      file_key text NOT NULL,
      file_name text NOT NULL,
      file_mime text NOT NULL,
      file_size int NOT NULL,
      is_approved boolean NOT NULL DEFAULT false,
      assignee_id uuid REFERENCES app_user(id),
      paid_at timestamptz,
      payment_platform_name text,
      created_by uuid NOT NULL REFERENCES app_user(id),
      created_by_name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_by_name text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      version int NOT NULL DEFAULT 1,
      machine_version int NOT NULL DEFAULT 1,
      UNIQUE (company_id, invoice_number)
    )`);
    // One live invoice per cycle: a rejected one may be replaced.
    await q.query(
      `CREATE UNIQUE INDEX supplier_invoice_one_per_cycle ON supplier_invoice (company_id, cycle_id) WHERE cycle_id IS NOT NULL AND state <> 'rejected'`,
    );
    await q.query(`CREATE INDEX supplier_invoice_state_idx ON supplier_invoice (state, created_at DESC)`);
    await q.query(`CREATE INDEX supplier_invoice_assignee_idx ON supplier_invoice (assignee_id)`);

    await q.query(`CREATE TABLE supplier_invoice_history (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      invoice_id uuid NOT NULL REFERENCES supplier_invoice(id),
      action text NOT NULL,
      from_state text,
      to_state text NOT NULL,
      actor_id uuid,
      actor_name text NOT NULL,
      assignee_id uuid,
      note text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX supplier_invoice_history_invoice_idx ON supplier_invoice_history (invoice_id, created_at)`);

    for (const table of ['supplier_transaction', 'topup_entry', 'topup_receipt', 'supplier_invoice_history']) {
      for (const sql of appendOnly(table)) await q.query(sql);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'supplier_invoice_history',
      'supplier_invoice',
      'supplier_topup_total',
      'supplier_daily_cost',
      'topup_receipt',
      'topup_entry',
      'topup_deposit_request',
      'supplier_transaction',
      'currency_rate',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
    await q.query(`DROP FUNCTION refuse_ledger_change()`);
  }
}
