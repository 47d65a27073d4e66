import pg from 'pg';
import { csvLine } from '../libs/platform/dist/csv/csv-cell.js';
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/farebox_bench_fin' });
await c.connect();
const iso = (col) => `(${col} AT TIME ZONE 'UTC')::text`;
const sql = `SELECT st.booking_reference, st.supplier_booking_id, st.booking_code, st.effective_date::text AS effective_date,
  ${iso('st.booking_date')} AS booking_date, ${iso('st.departure_date')} AS departure_date, st.route, st.booking_status,
  COALESCE(bp.status, 'unpaid') AS payment_status, st.passenger_name, st.tickets, st.amount::text AS amount, st.currency
  FROM supplier_transaction st LEFT JOIN booking_payment bp ON bp.booking_id = st.booking_id
 WHERE st.booking_date >= '2025-01-01' AND st.booking_date < '2027-01-01' ORDER BY st.booking_date DESC, st.seq DESC`;
const isoOf = (text) => `${text.slice(0, 10)}T${text.slice(11, 19)}.${text.length > 20 ? text.slice(20, 23).padEnd(3, '0') : '000'}Z`;
for (const mode of ['object', 'array', 'object', 'array']) {
  let t0 = performance.now();
  await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  await c.query(`SET LOCAL cursor_tuple_fraction = 1`);
  await c.query(`DECLARE x NO SCROLL CURSOR FOR ${sql}`);
  const f = () => c.query(mode === 'array' ? { text: 'FETCH FORWARD 5000 FROM x', rowMode: 'array' } : 'FETCH FORWARD 5000 FROM x');
  let n = 0, bytes = 0; let next = f();
  for (;;) {
    const { rows } = await next;
    n += rows.length;
    const last = rows.length < 5000;
    if (!last) next = f();
    let chunk = '';
    if (mode === 'array') for (const r of rows) { r[4] = isoOf(r[4]); r[5] = isoOf(r[5]); chunk += csvLine(r); }
    else for (const r of rows) chunk += csvLine([r.booking_reference, r.supplier_booking_id, r.booking_code, r.effective_date, isoOf(r.booking_date), isoOf(r.departure_date), r.route, r.booking_status, r.payment_status, r.passenger_name, r.tickets, r.amount, r.currency]);
    bytes += chunk.length;
    if (last) break;
  }
  await c.query('COMMIT');
  console.log(mode, n, bytes, 'total', (performance.now() - t0).toFixed(0));
}
await c.end();
