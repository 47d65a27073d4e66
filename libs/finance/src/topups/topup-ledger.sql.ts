import type { LedgerBasis } from '@farebox/domain';

/**
 * One top-up supplier's ledger in its currency: booking costs (supplier_transaction, negative: they consume the
 * balance), deposits and adjustments (topup_entry, signed) and deposit requests (moving nothing), with the running
 * balances over the whole ledger in time order (window sums), then the operation filter.
 * $1 company, $2 currency, $3 basis, $4 today, $5 operation. Each source is read through its company index.
 */
const LEDGER_CTE = `
WITH items AS (
  SELECT t.id, 'booking'::text AS type, NULL::text AS adjustment_type, t.booking_reference, -t.amount AS amount, -t.amount_usd AS amount_usd,
         -t.amount AS effect, -t.amount_usd AS effect_usd,
         CASE WHEN $3::text = 'booking_date' THEN t.booking_date ELSE t.effective_date::timestamp AT TIME ZONE 'UTC' END AS ts,
         t.reason AS note, NULL::text AS invoice_reference, NULL::uuid AS entry_id, NULLIF(u.display_name, '') AS modified_by,
         t.effective_date > $4::date AS is_freezed, t.seq, 0 AS src
    FROM supplier_transaction t LEFT JOIN app_user u ON u.id = t.created_by
   WHERE t.company_id = $1 AND t.currency = $2
  UNION ALL
  SELECT e.id, e.type, e.adjustment_type, NULL, e.amount, e.amount_usd, e.amount, e.amount_usd,
         CASE WHEN (e.created_at AT TIME ZONE 'UTC')::date = e.entry_date THEN e.created_at ELSE e.entry_date::timestamp AT TIME ZONE 'UTC' END,
         e.note, e.invoice_reference, e.id, e.created_by_name, false, e.seq, 1
    FROM topup_entry e
   WHERE e.company_id = $1 AND e.currency = $2
  UNION ALL
  SELECT r.id, 'deposit_request', NULL, NULL, r.amount, r.amount_usd, 0, 0, r.created_at, r.note, NULL, NULL,
         COALESCE(r.created_by_name, CASE WHEN r.is_auto THEN 'Automatic' END), false, 0, 2
    FROM topup_deposit_request r
   WHERE r.company_id = $1 AND r.currency = $2
),
ledger AS (
  SELECT i.*, sum(i.effect) OVER w AS balance, sum(i.effect_usd) OVER w AS balance_usd, (i.ts AT TIME ZONE 'UTC')::date > $4::date AS is_future
    FROM items i
  WINDOW w AS (ORDER BY i.ts, i.src, i.seq, i.id ROWS UNBOUNDED PRECEDING)
),
filtered AS (
  SELECT l.*, l.is_future AND row_number() OVER (PARTITION BY l.is_future ORDER BY l.ts, l.src, l.seq, l.id) = 1 AS is_first_future
    FROM ledger l
)`;

const NEWEST_FIRST = 'ORDER BY p.ts DESC, p.src DESC, p.seq DESC, p.id DESC';

/** The display columns of a page (or of every row): the newest receipt of a deposit, the state of a request. */
const DETAILS = `
SELECT p.id, p.type, p.adjustment_type, p.booking_reference, p.amount::text AS amount, p.balance::text AS balance, p.amount_usd::text AS amount_usd,
       p.balance_usd::text AS balance_usd, p.ts, p.note, p.invoice_reference, p.modified_by, p.is_freezed, p.is_first_future, rc.url AS receipt,
       rq.state AS request_state, rq.version AS request_version, to_char(rq.due_date, 'YYYY-MM-DD') AS due_date, p.total
  FROM page p
  LEFT JOIN LATERAL (SELECT x.url FROM topup_receipt x WHERE x.topup_entry_id = p.entry_id ORDER BY x.created_at DESC, x.id DESC LIMIT 1) rc ON true
  LEFT JOIN topup_deposit_request rq ON p.type = 'deposit_request' AND rq.id = p.id
 ${NEWEST_FIRST}`;

const OPERATION = `($5::text = 'all' OR f.type = $5::text)`;

/** A page, newest first; `total` counts the filtered rows ($6 offset, $7 limit). */
export const LEDGER_PAGE_SQL = `${LEDGER_CTE},
page AS (
  SELECT f.*, count(*) OVER () AS total FROM filtered f WHERE ${OPERATION}
   ORDER BY f.ts DESC, f.src DESC, f.seq DESC, f.id DESC OFFSET $6 LIMIT $7
)${DETAILS}`;

const TX_TS: Record<LedgerBasis, string> = { booking_date: 't.booking_date', effective_date: `(t.effective_date::timestamp AT TIME ZONE 'UTC')` };
/** The column the basis orders booking rows by (the time above grows with it), read backwards through its company index. */
const TX_ORDER: Record<LedgerBasis, string> = { booking_date: 't.booking_date', effective_date: 't.effective_date' };
/** Booking rows dated after today ($3). */
const TX_FUTURE: Record<LedgerBasis, string> = {
  booking_date: `t.booking_date >= (($3::date + 1)::timestamp AT TIME ZONE 'UTC')`,
  effective_date: 't.effective_date > $3::date',
};
const ENTRY_TS = `CASE WHEN (e.created_at AT TIME ZONE 'UTC')::date = e.entry_date THEN e.created_at ELSE e.entry_date::timestamp AT TIME ZONE 'UTC' END`;

/**
 * A page of the unfiltered ledger, newest first, without a window over the supplier's whole history: each source's
 * newest $4 + $5 rows (booking rows backwards through their company index; entries and requests are few), the newest
 * of those, and each one's balance from the stored running balance (supplier_ledger_total: the balance after the
 * newest row) less the effects of the rows newer than it. The rows, order and figures are those of LEDGER_PAGE_SQL.
 * $1 company, $2 currency, $3 today, $4 offset, $5 limit.
 */
export function newestPageSql(basis: LedgerBasis): string {
  return `
WITH tx AS (
  SELECT t.id, t.booking_reference, t.amount, t.amount_usd, ${TX_TS[basis]} AS ts, t.reason, t.created_by, t.effective_date, t.seq
    FROM supplier_transaction t
   WHERE t.company_id = $1 AND t.currency = $2
   ORDER BY ${TX_ORDER[basis]} DESC, t.seq DESC LIMIT $4::int + $5::int
),
items AS (
  SELECT t.id, 'booking'::text AS type, NULL::text AS adjustment_type, t.booking_reference, -t.amount AS amount, -t.amount_usd AS amount_usd,
         -t.amount AS effect, -t.amount_usd AS effect_usd, t.ts, t.reason AS note, NULL::text AS invoice_reference, NULL::uuid AS entry_id,
         NULLIF(u.display_name, '') AS modified_by, t.effective_date > $3::date AS is_freezed, t.seq, 0 AS src
    FROM tx t LEFT JOIN app_user u ON u.id = t.created_by
  UNION ALL
  SELECT e.id, e.type, e.adjustment_type, NULL, e.amount, e.amount_usd, e.amount, e.amount_usd, ${ENTRY_TS},
         e.note, e.invoice_reference, e.id, e.created_by_name, false, e.seq, 1
    FROM topup_entry e
   WHERE e.company_id = $1 AND e.currency = $2
  UNION ALL
  SELECT r.id, 'deposit_request', NULL, NULL, r.amount, r.amount_usd, 0, 0, r.created_at, r.note, NULL, NULL,
         COALESCE(r.created_by_name, CASE WHEN r.is_auto THEN 'Automatic' END), false, 0, 2
    FROM topup_deposit_request r
   WHERE r.company_id = $1 AND r.currency = $2
),
newest AS (SELECT i.* FROM items i ORDER BY i.ts DESC, i.src DESC, i.seq DESC, i.id DESC LIMIT $4::int + $5::int),
stored AS (
  SELECT COALESCE(max(s.balance), 0) AS balance, COALESCE(max(s.balance_usd), 0) AS balance_usd, COALESCE(max(s.postings), 0) AS postings
    FROM supplier_ledger_total s WHERE s.company_id = $1 AND s.currency = $2
),
first_future AS (
  SELECT f.id FROM (
    (SELECT t.id, ${TX_TS[basis]} AS ts, 0 AS src, t.seq FROM supplier_transaction t
      WHERE t.company_id = $1 AND t.currency = $2 AND ${TX_FUTURE[basis]} ORDER BY ${TX_ORDER[basis]}, t.seq LIMIT 1)
    UNION ALL
    SELECT e.id, ${ENTRY_TS}, 1, e.seq FROM topup_entry e
     WHERE e.company_id = $1 AND e.currency = $2 AND ((${ENTRY_TS}) AT TIME ZONE 'UTC')::date > $3::date
    UNION ALL
    SELECT r.id, r.created_at, 2, 0 FROM topup_deposit_request r
     WHERE r.company_id = $1 AND r.currency = $2 AND (r.created_at AT TIME ZONE 'UTC')::date > $3::date
  ) f ORDER BY f.ts, f.src, f.seq, f.id LIMIT 1
),
page AS (
  SELECT n.*, s.balance - COALESCE(sum(n.effect) OVER newer, 0) AS balance, s.balance_usd - COALESCE(sum(n.effect_usd) OVER newer, 0) AS balance_usd,
         n.id IS NOT DISTINCT FROM (SELECT ff.id FROM first_future ff) AS is_first_future,
         s.postings + (SELECT count(*) FROM topup_entry e WHERE e.company_id = $1 AND e.currency = $2)
           + (SELECT count(*) FROM topup_deposit_request r WHERE r.company_id = $1 AND r.currency = $2) AS total
    FROM newest n CROSS JOIN stored s
  WINDOW newer AS (ORDER BY n.ts DESC, n.src DESC, n.seq DESC, n.id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
   ORDER BY n.ts DESC, n.src DESC, n.seq DESC, n.id DESC OFFSET $4 LIMIT $5
)${DETAILS}`;
}

/** The filtered row count, for a page past the end. */
export const LEDGER_COUNT_SQL = `${LEDGER_CTE} SELECT count(*)::int AS total FROM filtered f WHERE ${OPERATION}`;

/** Every filtered row, newest first (the CSV, read through a cursor). */
export const LEDGER_ALL_SQL = `${LEDGER_CTE},
page AS (SELECT f.*, 0 AS total FROM filtered f WHERE ${OPERATION})${DETAILS}`;

export interface LedgerRow {
  id: string;
  type: string;
  adjustment_type: string | null;
  booking_reference: string | null;
  amount: string;
  balance: string;
  amount_usd: string;
  balance_usd: string;
  ts: Date;
  note: string | null;
  invoice_reference: string | null;
  modified_by: string | null;
  is_freezed: boolean;
  is_first_future: boolean;
  receipt: string | null;
  request_state: string | null;
  request_version: number | null;
  due_date: string | null;
  total: string | number;
}
