import pg from 'pg';
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/farebox_bench_fin' });
await c.connect();
const iso = (col) => `(${col} AT TIME ZONE 'UTC')::text`;
const join = process.env.NOJOIN ? '' : 'LEFT JOIN booking_payment bp ON bp.booking_id = st.booking_id';
const ps = process.env.NOJOIN ? "'unpaid'" : "COALESCE(bp.status, 'unpaid')";
const sql = `SELECT st.booking_reference, st.supplier_booking_id, st.booking_code, st.effective_date::text AS effective_date,
  ${iso('st.booking_date')} AS booking_date, ${iso('st.departure_date')} AS departure_date, st.route, st.booking_status,
  ${ps} AS payment_status, st.passenger_name, st.tickets, st.amount::text AS amount, st.currency, st.kind
  FROM supplier_transaction st ${join}
 WHERE st.booking_date >= '2025-01-01' AND st.booking_date < '2027-01-01' ORDER BY st.booking_date DESC, st.seq DESC`;
for (const ahead of [1, 2, 3]) {
  let t0 = performance.now();
  await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  await c.query(`SET LOCAL cursor_tuple_fraction = 1`);
  await c.query(`DECLARE x NO SCROLL CURSOR FOR ${sql}`);
  const q = [];
  const f = () => c.query({ text: 'FETCH FORWARD 5000 FROM x', rowMode: process.env.OBJ ? undefined : 'array' });
  for (let i = 0; i < ahead; i++) q.push(f());
  let n = 0;
  for (;;) {
    const { rows } = await q.shift();
    n += rows.length;
    if (rows.length < 5000) break;
    q.push(f());
    // simulate formatting work
    const s0 = performance.now(); let x = 0; for (const r of rows) x += JSON.stringify(r).length; 
  }
  await Promise.all(q);
  await c.query('COMMIT');
  console.log('ahead', ahead, n, 'total', (performance.now() - t0).toFixed(0));
}
await c.end();
