import pg from 'pg';
import { csvLine } from '../libs/platform/dist/csv/csv-cell.js';
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/farebox_bench_fin' });
await c.connect();
const sql = `SELECT st.booking_reference, st.supplier_booking_id, st.booking_code, st.effective_date::text AS effective_date, to_char(st.booking_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS booking_date,
  to_char(st.departure_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS departure_date, st.route, st.booking_status, COALESCE(bp.status, 'unpaid') AS payment_status, st.passenger_name, st.tickets,
  st.amount::text AS amount, st.currency, st.kind FROM supplier_transaction st LEFT JOIN booking_payment bp ON bp.booking_id = st.booking_id
 WHERE st.company_id = '00000000-0000-4000-8000-0000000000a1' ORDER BY st.booking_date DESC, st.seq DESC`;
let t0 = performance.now();
await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
await c.query(process.env.FRAC ? 'SET LOCAL cursor_tuple_fraction = 1' : 'SELECT 1');
await c.query(`DECLARE x NO SCROLL CURSOR FOR ${sql}`);
let n = 0, bytes = 0, fetchMs = 0, mapMs = 0;
for (;;) {
  const f0 = performance.now();
  const { rows } = await c.query('FETCH FORWARD 5000 FROM x');
  fetchMs += performance.now() - f0;
  const m0 = performance.now();
  for (const r of rows) {
    const cells = [r.booking_reference, r.supplier_booking_id, r.booking_code, r.effective_date, r.booking_date, r.departure_date, r.route, r.booking_status, r.payment_status, r.passenger_name, r.tickets, r.amount, r.currency];
    bytes += csvLine(cells).length;
  }
  mapMs += performance.now() - m0;
  n += rows.length;
  if (rows.length < 5000) break;
}
await c.query('COMMIT');
console.log({ n, bytes, total: performance.now() - t0, fetchMs, mapMs });
await c.end();
