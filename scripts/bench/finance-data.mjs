// Generates the finance part of the benchmark in set-based SQL, on top of the generated bookings: the bench
// companies become suppliers (half paid by top-up, half by invoice, in five currencies), with USD rates over the
// year, supplier transactions (postings of the bench bookings' supplier cost, spread over the last year), the derived
// daily and top-up totals computed from those entries, monthly deposits, open deposit requests and the invoice
// suppliers' invoices of past cycles. Like the bookings, the bulk table is loaded on two connections with its
// secondary indexes dropped and foreign-key triggers off, then the indexes are rebuilt.
import { dropSecondaryIndexes, loadInChunks, rebuildIndexes, withClient } from './bulk-load.mjs';
import { uuidOf } from './generate-data.mjs';

const CURRENCIES = [
  ['THB', 33.5],
  ['VND', 24500],
  ['USD', 1],
  ['ILS', 3.7],
  ['EUR', 0.92],
];
const CURRENCY_SQL = `(ARRAY[${CURRENCIES.map(([c]) => `'${c}'`).join(',')}])`;
const RATE_SQL = `(ARRAY[${CURRENCIES.map(([, r]) => r).join(',')}]::numeric[])`;

/** The supplier number of a bench booking (the bookings generator's formula). */
const supplierOfBooking = (b, companies) => `((${b}::bigint * 7919) % ${companies}) + 1`;

async function makeSuppliers(client, companies) {
  // Odd: top-up; even: invoice (monthly, or bi-weekly for every fourth). Currency by number; a few not activated.
  await client.query(
    `UPDATE company c SET is_supplier = true, activated = (g % 17 <> 0),
       payment_type = CASE WHEN g % 2 = 1 THEN 'topup' ELSE 'invoice' END,
       invoice_payment_cycle = CASE WHEN g % 4 = 0 THEN 'bi_weekly' ELSE 'monthly' END,
       calculation_based_on = CASE WHEN g % 3 = 0 THEN 'departure_date' ELSE 'booking_date' END,
       currency = ${CURRENCY_SQL}[1 + g % 5],
       address_country_code = (ARRAY['TH','VN','KH','IL','DE'])[1 + g % 5],
       address_country = (ARRAY['Thailand','Vietnam','Cambodia','Israel','Germany'])[1 + g % 5],
       business_owner = (ARRAY['Dana Levi','Omer Katz','Noa Segal'])[1 + g % 3],
       region = (ARRAY['apac','apac','apac','emea','emea'])[1 + g % 5],
       do_auto_topup_requests = (g % 2 = 1)
     FROM generate_series(1, $1::int) g WHERE c.id = ${uuidOf('company', 'g')}`,
    [companies],
  );
  await client.query(
    `INSERT INTO currency_rate (currency, rate_date, rate)
     SELECT c.currency, (current_date - 400 + m * 30), round(c.rate * (1 + ((m % 5) - 2) / 100.0), 4)
       FROM unnest(${CURRENCY_SQL}, ${RATE_SQL}) AS c(currency, rate), generate_series(0, 14) m
      WHERE c.currency <> 'USD' ON CONFLICT DO NOTHING`,
  );
}

/** Postings [from, to]: posting g is of bench booking ((g − 1) mod bookings) + 1, booked at a time spread over the year. */
async function insertTransactions(client, from, to, { bookings, companies, transactions }) {
  const b = `(((g - 1) % ${bookings}) + 1)`;
  const s = supplierOfBooking(b, companies);
  await client.query(
    `INSERT INTO supplier_transaction (company_id, posting_key, kind, booking_id, booking_reference, supplier_booking_id, booking_code, amount,
       currency, amount_usd, booking_date, departure_date, effective_date, approval_date, route, passenger_name, tickets, booking_status)
     SELECT ${uuidOf('company', s)}, 'bench:' || g, CASE WHEN g % 20 = 0 THEN 'cancellation' ELSE 'booking' END,
       ${uuidOf('booking', b)}, 'BN' || lpad(${b}::text, 8, '0'), 'SB' || g, 'C' || (g % 100000),
       round(amt * rate, 2), ${CURRENCY_SQL}[1 + (${s}) % 5], amt,
       at, at + (g % 30) * interval '1 day',
       (CASE WHEN (${s}) % 3 = 0 THEN at + (g % 30) * interval '1 day' ELSE at END)::date,
       CASE WHEN g % 13 = 0 THEN NULL ELSE at + interval '1 hour' END,
       'Route ' || (g % 400), 'Passenger ' || (g % 50000), 1 + g % 4, CASE WHEN g % 20 = 0 THEN 'canceled' ELSE 'approved' END
     FROM generate_series($1::int, $2::int) g,
       LATERAL (SELECT now() - interval '365 days' + (g::float8 / $3::float8) * interval '365 days' AS at,
                       (CASE WHEN g % 20 = 0 THEN -1 ELSE 1 END) * (10 + g % 90)::numeric AS amt,
                       ${RATE_SQL}[1 + (${s}) % 5] AS rate) x`,
    [from, to, transactions],
  );
}

/** The derived totals from the entries (as the posting services keep them), deposits, requests and invoices. */
async function deriveAndFill(client, companies) {
  // Only the bench companies: the demo suppliers keep what the seed gave them.
  await client.query(`CREATE TEMP TABLE bench_company AS SELECT ${uuidOf('company', 'g')} AS id FROM generate_series(1, ${Number(companies)}) g`);
  await client.query(
    `INSERT INTO supplier_daily_cost (company_id, day, currency, amount, booked_amount)
     SELECT company_id, day, currency, sum(amount), sum(booked) FROM (
       SELECT company_id, effective_date AS day, currency, amount, 0 AS booked FROM supplier_transaction WHERE company_id IN (SELECT id FROM bench_company)
       UNION ALL
       SELECT company_id, (booking_date AT TIME ZONE 'UTC')::date, currency, 0, amount FROM supplier_transaction WHERE company_id IN (SELECT id FROM bench_company)
     ) x GROUP BY company_id, day, currency`,
  );
  // The stored running balance of each ledger (supplier_ledger_total): its trigger did not run during the bulk load
  // (session_replication_role = replica), so the postings' totals are added here in one grouped pass; the entries below
  // are inserted with the trigger on and add their own.
  await client.query(
    `INSERT INTO supplier_ledger_total AS t (company_id, currency, balance, balance_usd, postings)
     SELECT company_id, currency, -sum(amount), -sum(amount_usd), count(*) FROM supplier_transaction
      WHERE company_id IN (SELECT id FROM bench_company) GROUP BY company_id, currency
     ON CONFLICT (company_id, currency) DO UPDATE
       SET balance = t.balance + EXCLUDED.balance, balance_usd = t.balance_usd + EXCLUDED.balance_usd, postings = t.postings + EXCLUDED.postings`,
  );
  // Twelve monthly deposits per top-up supplier of about a twelfth of its year's cost (80 % to 115 %), and an
  // adjustment: balances end up on both sides of zero, days left from none to many.
  await client.query(
    `INSERT INTO topup_entry (company_id, type, adjustment_type, amount, currency, amount_usd, entry_date, note, created_at)
     SELECT c.id, CASE WHEN m = 12 THEN 'adjustment' ELSE 'deposit' END, CASE WHEN m = 12 THEN 'cash' END,
            CASE WHEN m = 12 THEN -round(cost.total / 100, 2) ELSE round(cost.total / 12 * (0.8 + (n % 8) * 0.05), 2) END,
            c.currency, 0, current_date - 365 + m * 30, CASE WHEN m = 12 THEN 'Bench adjustment' END, now() - (365 - m * 30) * interval '1 day'
       FROM generate_series(1, $1::int) n
       JOIN company c ON c.id = ${uuidOf('company', 'n')} AND c.payment_type = 'topup'
       CROSS JOIN LATERAL (SELECT COALESCE(sum(amount), 0) AS total FROM supplier_daily_cost d WHERE d.company_id = c.id) cost
       CROSS JOIN generate_series(0, 12) m
      WHERE cost.total > 0`,
    [companies],
  );
  await client.query(
    `INSERT INTO supplier_topup_total (company_id, currency, amount, last_adjustment_at)
     SELECT company_id, currency, sum(amount), max(created_at) FILTER (WHERE type = 'adjustment') FROM topup_entry
      WHERE company_id IN (SELECT id FROM bench_company) GROUP BY company_id, currency`,
  );
  await client.query(
    `INSERT INTO topup_deposit_request (company_id, amount, currency, amount_usd, is_auto)
     SELECT c.id, 1000, c.currency, 0, true FROM generate_series(1, $1::int) n
       JOIN company c ON c.id = ${uuidOf('company', 'n')} AND c.payment_type = 'topup' WHERE n % 3 = 0`,
    [companies],
  );
  // Invoices of the last eleven monthly cycles of each monthly invoice supplier, in every state.
  await client.query(
    `INSERT INTO supplier_invoice (company_id, state, invoice_number, invoice_type, currency, invoice_amount, platform_amount, amount_usd,
       gap, gap_usd, gap_percent, gap_level, invoice_date, receive_date, due_date, tax_code, cycle_id, period_start, period_end, period_label,
       file_key, file_name, file_mime, file_size, is_approved, created_by, created_by_name)
     SELECT c.id, (ARRAY['paid','paid','paid','approved','pending_approval','rejected'])[1 + (n + m) % 6], 'BENCH-' || n || '-' || m, 'tax_bill',
            c.currency, cost.total + (n % 7), cost.total, 0, n % 7, 0, 0, 1 + (n + m) % 3, p.last_day, p.last_day, p.last_day + 30, 'VAT_STD',
            to_char(p.first_day, 'YYYY-MM'), p.first_day, p.last_day, to_char(p.first_day, 'Mon YYYY'),
            'bench/invoice.pdf', 'invoice.pdf', 'application/pdf', 1000, (n + m) % 6 < 4, u.id, 'Bench'
       FROM generate_series(1, $1::int) n
       JOIN company c ON c.id = ${uuidOf('company', 'n')} AND c.payment_type = 'invoice' AND c.invoice_payment_cycle = 'monthly'
       CROSS JOIN generate_series(1, 11) m
       CROSS JOIN LATERAL (SELECT (date_trunc('month', current_date) - m * interval '1 month')::date AS first_day,
                                  (date_trunc('month', current_date) - (m - 1) * interval '1 month' - interval '1 day')::date AS last_day) p
       CROSS JOIN LATERAL (SELECT COALESCE(sum(d.amount), 0) AS total FROM supplier_daily_cost d
                            WHERE d.company_id = c.id AND d.day BETWEEN p.first_day AND p.last_day) cost
       CROSS JOIN (SELECT id FROM app_user WHERE username = 'admin') u`,
    [companies],
  );
}

/**
 * @param {string} databaseUrl
 * @param {{ companies: number, transactions: number, bookings: number, chunk?: number, log?: (line: string) => void }} options
 * Every bench company becomes a supplier; posting g is of bench booking ((g − 1) mod bookings) + 1 and goes to its
 * booking's company.
 */
export async function generateFinance(databaseUrl, { companies, transactions, bookings, chunk = 250_000, log = console.log }) {
  const started = Date.now();
  const indexDefs = await withClient(databaseUrl, async (client) => {
    await makeSuppliers(client, companies);
    return dropSecondaryIndexes(client, ['supplier_transaction']);
  });
  await loadInChunks(databaseUrl, {
    total: transactions,
    chunk,
    insert: (client, from, to) => insertTransactions(client, from, to, { bookings, companies, transactions }),
    label: 'supplier transactions',
    logEvery: 1_000_000,
    log,
  });
  const loadedMs = Date.now() - started;
  await rebuildIndexes(databaseUrl, indexDefs, '512MB');
  await withClient(databaseUrl, async (client) => {
    await client.query(`SET work_mem = '256MB'`);
    await deriveAndFill(client, companies);
    await client.query(
      `VACUUM ANALYZE supplier_transaction, supplier_daily_cost, supplier_daily_cost_total, supplier_ledger_total, supplier_topup_total, topup_entry, topup_deposit_request, supplier_invoice, company, currency_rate`,
    );
  });
  return { loadedMs, totalMs: Date.now() - started };
}
