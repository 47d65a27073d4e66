import pg from 'pg';
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/farebox_bench_fin' });
await c.connect();
const cell = (e) => `(SELECT CASE WHEN n ~ '[",\\r\\n]' THEN '"' || replace(n, '"', '""') || '"' ELSE n END FROM (SELECT CASE WHEN t ~ '^([=@\\t\\r]|[+-](?![\\d\\s().-]*$))' THEN '''' || t ELSE t END AS n FROM (SELECT COALESCE((${e})::text, '') AS t) a) b)`;
const iso = (col) => `(${col} AT TIME ZONE 'UTC')::text`;
const line = [ 'st.booking_reference', 'st.supplier_booking_id', 'st.booking_code', 'st.effective_date', iso('st.booking_date'), iso('st.departure_date'), 'st.route', 'st.booking_status', "COALESCE(bp.status, 'unpaid')", 'st.passenger_name', 'st.tickets', 'st.amount', 'st.currency'].map(cell).join(` || ',' || `);
const sql = `SELECT ${line} AS line FROM supplier_transaction st LEFT JOIN booking_payment bp ON bp.booking_id = st.booking_id
 WHERE st.booking_date >= '2025-01-01' AND st.booking_date < '2027-01-01' ORDER BY st.booking_date DESC, st.seq DESC`;
let t0 = performance.now();
await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
await c.query(`SET LOCAL cursor_tuple_fraction = 1`);
await c.query(`DECLARE x NO SCROLL CURSOR FOR ${sql}`);
let n = 0; let out = '';
let next = c.query({ text: 'FETCH FORWARD 5000 FROM x', rowMode: 'array' });
for (;;) {
  const { rows } = await next;
  n += rows.length;
  if (rows.length < 5000) break;
  next = c.query({ text: 'FETCH FORWARD 5000 FROM x', rowMode: 'array' });
  let chunk = ''; for (const r of rows) chunk += r[0] + '\r\n'; out = chunk;
}
await c.query('COMMIT');
console.log(n, 'total', (performance.now() - t0).toFixed(0));
console.log(out.split('\r\n').slice(0, 2));
await c.end();
