import pg from 'pg';
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/farebox_bench_fin' });
await c.connect();
const sql = `SELECT st.booking_reference, st.supplier_booking_id, st.booking_code, st.effective_date::text AS effective_date, to_char(st.booking_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS booking_date,
  to_char(st.departure_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') dd, st.route, st.booking_status, COALESCE(bp.status, 'unpaid') AS payment_status, st.passenger_name, st.tickets,
  st.amount::text, st.currency, st.kind FROM supplier_transaction st LEFT JOIN booking_payment bp ON bp.booking_id = st.booking_id
 WHERE st.company_id = '00000000-0000-4000-8000-0000000000a1' ORDER BY st.booking_date DESC, st.seq DESC`;
for (const mode of ['object', 'array']) {
  let t0 = performance.now();
  await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  await c.query('SET LOCAL cursor_tuple_fraction = 1');
  await c.query(`DECLARE x NO SCROLL CURSOR FOR ${sql}`);
  let n = 0;
  for (;;) {
    const { rows } = await c.query(mode === 'array' ? { text: 'FETCH FORWARD 5000 FROM x', rowMode: 'array' } : 'FETCH FORWARD 5000 FROM x');
    n += rows.length;
    if (rows.length < 5000) break;
  }
  await c.query('COMMIT');
  console.log(mode, n, performance.now() - t0);
}
await c.end();
