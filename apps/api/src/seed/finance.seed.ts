import { BookingPostingService } from '@farebox/bookings';
import { CurrencyRatesService, rateAtSql, SupplierLedgerService } from '@farebox/finance';
import { DEMO_BOOKING_COUNT, demoBookingId } from './bookings.seed.js';
import { DEMO_COMPANY_IDS } from './companies.seed.js';
import { demoId, type SeedStep } from './seed-step.js';
import { demoUser } from './users.seed.js';

/**
 * Units per 1 USD of every currency the demo uses (and two more the finance screens may show), from fixed days
 * of the past year: fixed rows, so a later run inserts nothing. A booking older than the first rate uses the
 * oldest (the rates rule).
 */
const RATE_DAYS = ['2025-12-01', '2026-03-01', '2026-06-01', '2026-09-01'] as const;
const DEMO_RATES: Readonly<Record<string, readonly [string, string, string, string]>> = {
  THB: ['35.9120', '35.2475', '33.8810', '32.4650'],
  VND: ['25385.0000', '25610.0000', '25980.0000', '26215.0000'],
  ILS: ['3.7125', '3.6480', '3.5315', '3.4790'],
  EUR: ['0.9215', '0.9048', '0.8793', '0.8621'],
  GBP: ['0.7893', '0.7806', '0.7618', '0.7482'],
};

/** Demo top-up rows of the top-up supplier: requests f2, entries f1, receipts f3. */
const requestId = (n: number) => demoId('f2', n);
const entryId = (n: number) => demoId('f1', n);
const receiptId = (n: number) => demoId('f3', n);

/** The seed's business day (UTC) from its `now` parameter. */
const utcDay = (param: string) => `(${param}::timestamptz AT TIME ZONE 'UTC')::date`;

/**
 * What the demo top-up supplier's deposits aim at: the cost counted by today plus about 6 days of its average
 * daily cost, so the balance box shows a supplier running low (a red row, days left under the auto-deposit
 * threshold) with the open automatic request the daily job would have raised. $1 company, $2 currency.
 */
const targetCte = (today: string) => `
cost AS (
  SELECT COALESCE(sum(amount) FILTER (WHERE day <= ${today}), 0) AS effective,
         COALESCE(sum(amount) FILTER (WHERE day BETWEEN ${today} - 14 AND ${today} - 1), 0) / 14 AS daily
    FROM supplier_daily_cost WHERE company_id = $1 AND currency = $2
),
target AS (SELECT GREATEST(cost.effective + 6 * cost.daily, 20000) AS entries, GREATEST(cost.daily, 500) AS daily FROM cost)`;

/**
 * The top-up supplier's deposit requests: one deposited (answered by the second deposit), one cancelled, and the
 * open automatic one (44 days of the average cost). $3 finance user id, $4 its name, $5.. ids, $8 now.
 */
const REQUESTS_SQL = `
WITH ${targetCte(utcDay('$8'))},
plan AS (
  SELECT v.* FROM target, LATERAL (VALUES
    ($5::uuid, 'deposited', round((target.entries - 450) * 0.35, -2), 22, ${utcDay('$8')} - 15, 'High season top-up', false, 2),
    ($6::uuid, 'cancelled', 15000.00, 30, ${utcDay('$8')} - 25, 'Raised twice by mistake', false, 2),
    ($7::uuid, 'open', round(target.daily * 44, 2), 1, NULL::date, 'Automatic: the balance runs low', true, 1)
  ) AS v(id, state, amount, days_ago, due_date, note, is_auto, version)
)
INSERT INTO topup_deposit_request (id, company_id, state, amount, currency, amount_usd, due_date, note, is_auto, created_by, created_by_name,
  created_at, updated_at, cancelled_by, cancelled_at, version)
SELECT p.id, $1, p.state, p.amount, $2, round(p.amount / ${rateAtSql('$2', `${utcDay('$8')} - p.days_ago`)}, 2), p.due_date, p.note, p.is_auto,
       CASE WHEN NOT p.is_auto THEN $3::uuid END, CASE WHEN p.is_auto THEN 'Automatic' ELSE $4 END,
       $8::timestamptz - p.days_ago * interval '1 day', $8::timestamptz - (p.days_ago - 1) * interval '1 day',
       CASE WHEN p.state = 'cancelled' THEN $3::uuid END, CASE WHEN p.state = 'cancelled' THEN $8::timestamptz - (p.days_ago - 1) * interval '1 day' END, p.version
  FROM plan p
ON CONFLICT (id) DO NOTHING
RETURNING 1`;

/**
 * An opening deposit, a second one answering the deposited request, a cash fee and a cost correction (together the
 * target), each adding to the supplier's top-up total in the same statement (only for the rows it inserted); its
 * last_adjustment_at is when the newest adjustment was made, as the top-up commands keep it (deposits do not count).
 * $10 now.
 */
const ENTRIES_SQL = `
WITH ${targetCte(utcDay('$10'))},
answered AS (SELECT amount FROM topup_deposit_request WHERE id = $9::uuid),
plan AS (
  SELECT v.* FROM target, answered, LATERAL (VALUES
    ($5::uuid, 'deposit', NULL, GREATEST(target.entries - 450 - answered.amount, 1000), 45, 'Opening deposit', 'TT-2026-0411', NULL::uuid),
    ($6::uuid, 'deposit', NULL, answered.amount, 20, 'Wire transfer', 'TT-2026-0587', $9::uuid),
    ($7::uuid, 'adjustment', 'cash', -750.00, 19, 'Bank transfer fee of the wire', NULL, NULL::uuid),
    ($8::uuid, 'adjustment', 'cost', 1200.00, 8, 'Ferry cancelled by the operator, not posted', NULL, NULL::uuid)
  ) AS v(id, type, adjustment_type, amount, days_ago, note, invoice_reference, deposit_request_id)
),
entries AS (
  INSERT INTO topup_entry (id, company_id, type, adjustment_type, amount, currency, amount_usd, entry_date, note, invoice_reference, deposit_request_id,
    created_by, created_by_name, created_at)
  SELECT p.id, $1, p.type, p.adjustment_type, round(p.amount, 2), $2, round(p.amount / ${rateAtSql('$2', `${utcDay('$10')} - p.days_ago`)}, 2),
         ${utcDay('$10')} - p.days_ago, p.note, p.invoice_reference, p.deposit_request_id, $3::uuid, $4, $10::timestamptz - p.days_ago * interval '1 day'
    FROM plan p
  ON CONFLICT (id) DO NOTHING
  RETURNING type, amount, created_at
),
total AS (
  INSERT INTO supplier_topup_total AS t (company_id, currency, amount, last_adjustment_at)
  SELECT $1, $2, sum(amount), max(created_at) FILTER (WHERE type = 'adjustment') FROM entries HAVING count(*) > 0
  ON CONFLICT (company_id, currency) DO UPDATE SET amount = t.amount + EXCLUDED.amount, last_adjustment_at = GREATEST(t.last_adjustment_at, EXCLUDED.last_adjustment_at)
)
SELECT count(*)::int AS inserted FROM entries`;

/** Receipt links of the two deposits (the second has a corrected one, the newest shown); $8 now. */
const RECEIPTS_SQL = `
INSERT INTO topup_receipt (id, topup_entry_id, url, created_by, created_by_name, created_at)
SELECT v.id, v.entry_id, v.url, $1::uuid, $2, $8::timestamptz - v.days_ago * interval '1 day'
  FROM (VALUES
    ($3::uuid, $6::uuid, 'https://drive.example.com/finance/andaman/receipt-0411.pdf', 44),
    ($4::uuid, $7::uuid, 'https://drive.example.com/finance/andaman/receipt-0587.pdf', 19),
    ($5::uuid, $7::uuid, 'https://drive.example.com/finance/andaman/receipt-0587-stamped.pdf', 18)
  ) AS v(id, entry_id, url, days_ago)
 WHERE EXISTS (SELECT 1 FROM topup_entry e WHERE e.id = v.entry_id)
ON CONFLICT (id) DO NOTHING
RETURNING 1`;

const count = (rows: unknown) => (Array.isArray(rows) && Array.isArray(rows[0]) ? rows[0].length : Array.isArray(rows) ? rows.length : 0);

/**
 * Supplier finance of the demo: currency rates, the supplier-ledger postings of the approved demo bookings (through
 * the same BookingPostingService the booking workflows call, keyed per booking so a second run posts nothing), and
 * a real ledger for the top-up supplier (deposit requests, deposits, adjustments, receipts), with the derived daily
 * costs and top-up total written with them. Insert-only, fixed ids.
 */
export const financeSeed: SeedStep = {
  name: 'finance',
  entities: [],
  async run({ manager, now, clock }) {
    let inserted = 0;
    for (const [currency, rates] of Object.entries(DEMO_RATES)) {
      const rows = await manager.query<unknown>(
        `INSERT INTO currency_rate (currency, rate_date, rate) SELECT $1, d, r FROM unnest($2::date[], $3::numeric[]) AS v(d, r) ON CONFLICT DO NOTHING RETURNING 1`,
        [currency, RATE_DAYS, rates],
      );
      inserted += count(rows);
    }

    const postings = new BookingPostingService(new SupplierLedgerService(new CurrencyRatesService(manager.connection), clock));
    const approved: { id: string }[] = await manager.query(
      `SELECT id FROM booking WHERE id BETWEEN $1::uuid AND $2::uuid AND (status = 'approved' OR approval_date IS NOT NULL) ORDER BY id`,
      [demoBookingId(1), demoBookingId(DEMO_BOOKING_COUNT)],
    );
    for (const { id } of approved) inserted += (await postings.post(manager, id, { kind: 'booking', key: `seed:${id}`, reason: 'Demo booking' })).length;

    const finance = demoUser('finadmin');
    const supplier = [DEMO_COMPANY_IDS.topupSupplier, 'THB', finance.id, finance.displayName];
    inserted += count(await manager.query(REQUESTS_SQL, [...supplier, requestId(1), requestId(2), requestId(3), now]));
    const [entries] = await manager.query<{ inserted: number }[]>(ENTRIES_SQL, [
      ...supplier,
      entryId(1),
      entryId(2),
      entryId(3),
      entryId(4),
      requestId(1),
      now,
    ]);
    inserted += entries.inserted;
    inserted += count(
      await manager.query(RECEIPTS_SQL, [finance.id, finance.displayName, receiptId(1), receiptId(2), receiptId(3), entryId(1), entryId(2), now]),
    );
    return inserted;
  },
};
