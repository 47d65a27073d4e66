import pg from 'pg';
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/farebox_bench_fin' });
await c.connect();
const iso = (col) => `(${col} AT TIME ZONE 'UTC')::text`;
const sql = `SELECT st.booking_reference, st.supplier_booking_id, st.booking_code, st.effective_date::text AS effective_date,
  ${iso('st.booking_date')} AS booking_date, ${iso('st.departure_date')} AS departure_date, st.route, st.booking_status,
  COALESCE(bp.status, 'unpaid') AS payment_status, st.passenger_name, st.tickets, st.amount::text AS amount, st.currency, st.kind
  FROM supplier_transaction st LEFT JOIN booking_payment bp ON bp.booking_id = st.booking_id
 WHERE st.booking_date >= '2025-01-01' AND st.booking_date < '2027-01-01' ORDER BY st.booking_date DESC, st.seq DESC`;
for (const frac of ['0.1', '1']) {
  let t0 = performance.now();
  await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  await c.query(`SET LOCAL cursor_tuple_fraction = ${frac}`);
  await c.query(`DECLARE x NO SCROLL CURSOR FOR ${sql}`);
  let n = 0, first = 0;
  for (;;) {
    const { rows } = await c.query({ text: 'FETCH FORWARD 5000 FROM x', rowMode: 'array' });
    if (!first) first = performance.now() - t0;
    n += rows.length;
    if (rows.length < 5000) break;
  }
  await c.query('COMMIT');
  console.log(frac, n, 'first', first.toFixed(0), 'total', (performance.now() - t0).toFixed(0));
}
const plan = await c.query(`EXPLAIN ${sql}`);
console.log(plan.rows.map(r => r['QUERY PLAN']).join('\n'));
await c.end();
