// Generates the benchmark's bookings straight in SQL: companies cloned from a seeded supplier, two lines each
// cloned from a seeded line, then bookings with items, passengers, payments and transactions, in chunks run on
// two connections. Secondary indexes of the bulk tables are dropped during the load and rebuilt after it, and
// foreign-key triggers are off during the load (the generated rows are consistent by construction).
import { dropSecondaryIndexes, loadInChunks, rebuildIndexes, withClient } from './bulk-load.mjs';

const BULK_TABLES = ['booking', 'booking_item', 'booking_passenger', 'booking_payment', 'payment_transaction'];
// Deterministic ids shaped as version-4 UUIDs (the API's id parameters are checked as v4).
export const uuidOf = (kind, n) => `overlay(overlay(md5('${kind}-' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;

async function cloneCompaniesAndLines(client, companies) {
  const { rows } = await client.query(`SELECT l.id AS line_id, l.company_id FROM line l JOIN company c ON c.id = l.company_id ORDER BY l.id LIMIT 1`);
  if (!rows[0]) throw new Error('No seeded line to clone: seed the demo data first');
  const { line_id: lineId, company_id: companyId } = rows[0];
  await client.query(
    `INSERT INTO company SELECT (jsonb_populate_record(NULL::public.company, to_jsonb(c) || jsonb_build_object(
       'id', ${uuidOf('company', 'g')}, 'name', 'Bench company ' || g))).*
     FROM company c, generate_series(1, $2::int) g WHERE c.id = $1`,
    [companyId, companies],
  );
  await client.query(
    `INSERT INTO line SELECT (jsonb_populate_record(NULL::public.line, to_jsonb(l) || jsonb_build_object(
       'id', ${uuidOf('line', 'g')}, 'company_id', ${uuidOf('company', '(g + 1) / 2')},
       'denomination', 'Bench line ' || g, 'slug', 'bench-booking-line-' || g))).*
     FROM line l, generate_series(1, $2::int * 2) g WHERE l.id = $1`,
    [lineId, companies],
  );
}

/** One chunk [from, to] of bookings and everything that hangs off them. */
async function insertChunk(client, from, to, companies) {
  const g = 'generate_series($1::int, $2::int) g';
  const args = [from, to];
  const company = `((g::bigint * 7919) % ${companies}) + 1`;
  await client.query(
    `INSERT INTO booking (id, reference, cart_reference, status, customer_status, payment_status, payment_provider, domain,
       company_id, line_id, departure_at, timezone, first_name, last_name, email, phone, passengers_count, currency,
       price_amount, price_amount_usd, cost_amount_usd, cost_in_supplier_currency, supplier_currency, is_manual, created_at, updated_at)
     SELECT ${uuidOf('booking', 'g')}, 'BN' || lpad(g::text, 8, '0'), 'CN' || lpad((g / 2)::text, 8, '0'),
       (ARRAY['pending','approved','approved','approved','declined','canceled','reserved'])[1 + g % 7],
       (ARRAY['pending','approved','approved','canceled'])[1 + g % 4],
       (ARRAY['paid','paid','paid','paid','paid','paid','authorized','unpaid','failed','refund'])[1 + g % 10],
       'gateway', (ARRAY['farebox','farebox','myrealtrip','agoda','kkday'])[1 + g % 5],
       ${uuidOf('company', company)}, ${uuidOf('line', `(${company}) * 2 - g % 2`)},
       now() - interval '300 days' + (g % 400) * interval '1 day' + (g % 24) * interval '1 hour', 'Asia/Bangkok',
       'First' || (g % 5000), 'Last' || (g % 7000), 'traveler' || (g % 250000) || '@example.com', '+66' || (800000000 + g % 99999999),
       1 + g % 3, 'USD', (20 + g % 200)::numeric(14,2), (20 + g % 200)::numeric(14,2), (15 + g % 150)::numeric(14,2),
       ((15 + g % 150) * 33)::numeric(14,2), 'THB', g % 11 = 0,
       now() - interval '365 days' + (g::float8 / $3::float8) * interval '365 days',
       now() - interval '365 days' + (g::float8 / $3::float8) * interval '365 days'
     FROM ${g}`,
    [...args, Number(process.env.BENCH_BOOKINGS)],
  );
  await client.query(
    `INSERT INTO booking_item (id, booking_id, position, reference, line_id, departure_at, timezone, price_amount, cost_in_supplier_currency, supplier_currency)
     SELECT ${uuidOf('item', 'g * 2 + p')}, ${uuidOf('booking', 'g')}, p, 'BN' || lpad(g::text, 8, '0') || '-' || p,
       ${uuidOf('line', `(${company}) * 2 - g % 2`)}, now() - interval '300 days' + (g % 400 + p * 3) * interval '1 day', 'Asia/Bangkok',
       (20 + g % 200)::numeric(14,2), ((15 + g % 150) * 33)::numeric(14,2), 'THB'
     FROM ${g}, generate_series(0, CASE WHEN g % 4 = 0 THEN 1 ELSE 0 END) p`,
    args,
  );
  await client.query(
    `INSERT INTO booking_passenger (booking_id, position, first_name, last_name, email, passenger_type, age)
     SELECT ${uuidOf('booking', 'g')}, p, 'First' || ((g + p) % 5000), 'Last' || (g % 7000),
       CASE WHEN p = 0 THEN 'traveler' || (g % 250000) || '@example.com' END, CASE WHEN p = 2 THEN 'child' ELSE 'adult' END, 8 + (g + p * 13) % 60
     FROM ${g}, generate_series(0, g % 3) p`,
    args,
  );
  await client.query(
    `INSERT INTO booking_payment (id, booking_id, company_id, status, currency, supplier_currency, charged_amount, charged_supplier_amount, created_at, updated_at)
     SELECT ${uuidOf('payment', 'g')}, ${uuidOf('booking', 'g')}, ${uuidOf('company', company)}, CASE WHEN g % 3 = 0 THEN 'paid' ELSE 'unpaid' END,
       'USD', 'THB', (20 + g % 200)::numeric(14,2), ((15 + g % 150) * 33)::numeric(14,2),
       now() - interval '365 days' + (g::float8 / $3::float8) * interval '365 days', now()
     FROM ${g}`,
    [...args, Number(process.env.BENCH_BOOKINGS)],
  );
  await client.query(
    `INSERT INTO payment_transaction (booking_id, booking_payment_id, type, source, amount, currency, supplier_amount, supplier_currency, provider, description, created_at)
     SELECT ${uuidOf('booking', 'g')}, ${uuidOf('payment', 'g')}, 'charge', 'checkout', (20 + g % 200)::numeric(14,2), 'USD',
       ((15 + g % 150) * 33)::numeric(14,2), 'THB', 'gateway', 'Checkout', now() - interval '365 days' + (g::float8 / $3::float8) * interval '365 days'
     FROM ${g}`,
    [...args, Number(process.env.BENCH_BOOKINGS)],
  );
}

/** Drops the bulk tables' secondary indexes (not those behind constraints) and returns their definitions. */
export async function generateBookings(databaseUrl, { bookings, companies, chunk = 50_000, log = console.log }) {
  process.env.BENCH_BOOKINGS = String(bookings);
  const started = Date.now();
  const indexDefs = await withClient(databaseUrl, async (client) => {
    await cloneCompaniesAndLines(client, companies);
    return dropSecondaryIndexes(client, BULK_TABLES);
  });
  await loadInChunks(databaseUrl, {
    total: bookings,
    chunk,
    insert: (client, from, to) => insertChunk(client, from, to, companies),
    label: 'bookings',
    logEvery: 200_000,
    log,
  });
  const loadedMs = Date.now() - started;
  await rebuildIndexes(databaseUrl, indexDefs, '1GB');
  await withClient(databaseUrl, (client) => client.query(`VACUUM ANALYZE`));
  return { loadedMs, totalMs: Date.now() - started, indexes: indexDefs.length };
}
