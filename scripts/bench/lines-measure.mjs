// The lines list (GET /api/lines) at 2,000 lines: generated cities, stations and lines (with two prices each and an
// extra on every other line) spread over the seeded supplier companies, then p50 / p95 of the list at `concurrency`
// connections beside the statement the API runs (lineListSql), straight on PostgreSQL, for a full admin and for an
// agent (its own company's lines). Aim: the API's p95 within 1.5 times the SQL's. Nothing here fails on a figure.
import pg from 'pg';
import { lineListSql } from '../../libs/inventory/dist/lines/list/line-list.query.js';
import { fmt, measure } from './measure.mjs';

const PREFIX = 'bench-line-';
const TYPES = ['bus', 'minivan', 'train', 'ferry', 'car', 'flight', 'cable_car', 'combined'];

/** `lines` lines between `cities` generated cities (two stations each); kept when already there. */
export async function generateLines(databaseUrl, { lines, cities = 200 }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const started = Date.now();
  try {
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM line WHERE slug LIKE $1`, [`${PREFIX}%`]);
    if (rows[0].n === 0) {
      await db.query('BEGIN');
      await db.query(
        `INSERT INTO city (country_id, name, slug, timezone)
         SELECT co.id, 'Bench Line City ' || g, $2 || 'city-' || g, 'Asia/Bangkok'
           FROM generate_series(1, $1::int) g
           JOIN (SELECT id, row_number() OVER (ORDER BY code) - 1 AS n, count(*) OVER () AS total FROM country) co ON co.n = g % co.total`,
        [cities, PREFIX],
      );
      await db.query(
        `INSERT INTO station (city_id, name, slug, address, lat, lng)
         SELECT c.id, 'Bench Line Station ' || c.n || '-' || s, $1 || 'station-' || c.n || '-' || s, c.n || ' Bench Road', 10, 100
           FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM city WHERE slug LIKE $1 || 'city-%') c CROSS JOIN generate_series(1, 2) s`,
        [PREFIX],
      );
      // Line g runs between station (g mod S) and station ((g * 7 + 1) mod S), never the same; a company of the seed
      // operates it, a tenth is sold by another supplier, a fifth unpublished, a tenth private or supplier API.
      await db.query(
        `WITH st AS (SELECT id, city_id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM station WHERE slug LIKE $2 || 'station-%'),
              co AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM company)
         INSERT INTO line (denomination, type, line_class, company_id, supplier_id, slug, published, is_private_transfer, private_max_passengers,
                           is_supplier_api, supplier_integration, automatic_approval, manual_bookings, supplier_currency,
                           from_city_id, to_city_id, station_a_id, station_b_id, book_before_minutes)
         SELECT 'Bench Line ' || g, ($3::text[])[1 + g % 8], 'Standard', op.id, CASE WHEN g % 10 = 0 THEN sup.id END, $2 || g,
                g % 5 <> 0, g % 10 = 3, CASE WHEN g % 10 = 3 THEN 4 END, g % 10 = 7, CASE WHEN g % 10 = 7 THEN 'simulated' END,
                g % 2 = 0, g % 3 = 0, 'THB', a.city_id, b.city_id, a.id, b.id, CASE WHEN g % 4 = 0 THEN 60 * (g % 12) END
           FROM generate_series(1, $1::int) g
           JOIN st a ON a.n = g % a.total
           JOIN st b ON b.n = (g * 7 + 1 + CASE WHEN (g * 7 + 1) % b.total = g % b.total THEN 1 ELSE 0 END) % b.total
           JOIN co op ON op.n = g % op.total
           JOIN co sup ON sup.n = (g + 1) % sup.total`,
        [lines, PREFIX, TYPES],
      );
      await db.query(
        `INSERT INTO line_price (line_id, passenger_type, cost, amount, currency, markup, cost_usd, amount_usd)
         SELECT l.id, p.type, 500, 500 * (1 + p.markup / 100), 'THB', p.markup, 13.70, 13.70 * (1 + p.markup / 100)
           FROM line l CROSS JOIN (VALUES ('Adult', 10.00), ('Child', 12.50)) p(type, markup) WHERE l.slug LIKE $1 || '%'`,
        [PREFIX],
      );
      await db.query(
        `INSERT INTO line_extra_option (line_id, extra_type, label, price, currency, price_usd)
         SELECT id, 'pickup_hotel', 'Hotel pickup', 100, 'THB', 2.74 FROM line WHERE slug LIKE $1 || '%' AND right(slug, 1) IN ('0', '2', '4', '6', '8')`,
        [PREFIX],
      );
      await db.query('COMMIT');
      await db.query(`ANALYZE line; ANALYZE line_price; ANALYZE line_extra_option; ANALYZE city; ANALYZE station`);
    }
    // The bookings part's lines (bench-booking-line-*) are in the table too when the whole bench runs.
    const counts = await db.query(`SELECT count(*) FILTER (WHERE slug LIKE $1)::int AS lines, count(*)::int AS total FROM line`, [`${PREFIX}%`]);
    return { ...counts.rows[0], totalMs: Date.now() - started };
  } finally {
    await db.end();
  }
}

/** The lines list at `concurrency` connections beside the same page as raw SQL, for a full admin and an agent. */
export async function measureLines({ base, adminToken, agentToken, agentCompanyId, databaseUrl, concurrency, durationMs, log = console.log }) {
  const db = new pg.Pool({ connectionString: databaseUrl, max: concurrency });
  try {
    const {
      rows: [busy],
    } = await db.query(`SELECT from_city_id AS a, to_city_id AS b, company_id AS company FROM line WHERE slug LIKE $1 ORDER BY slug LIMIT 1`, [`${PREFIX}%`]);
    const {
      rows: [{ lines }],
    } = await db.query(`SELECT count(*)::int AS lines FROM line`);
    const nameOf = () => `line ${1 + Math.floor(Math.random() * 199)}`;
    // [denomination, company, supplier, country, city, cityB, type, published, isSupplierApi, isPrivateTransfer, offset, limit]
    const params = (q) => [
      q.denomination ? `%${q.denomination}%` : null,
      q.company ?? null,
      null,
      null,
      q.city ?? null,
      q.cityB ?? null,
      q.type ?? null,
      q.published === undefined ? null : q.published === 'true',
      null,
      null,
      q.offset ?? 0,
      20,
    ];
    const staff = lineListSql('TRUE');
    const own = lineListSql('(l.company_id = $13 OR l.supplier_id = $13)');
    const cases = [
      ['default list', adminToken, () => ({}), staff, []],
      ['by denomination', adminToken, () => ({ denomination: nameOf() }), staff, []],
      ['by the two cities', adminToken, () => ({ city: busy.b, cityB: busy.a }), staff, []],
      ['by type and status', adminToken, () => ({ type: 'ferry', published: 'true' }), staff, []],
      ['by operator', adminToken, () => ({ company: busy.company }), staff, []],
      ['deep page (page 50)', adminToken, () => ({ offset: 20 * 49 }), staff, []],
      ["agent's own lines", agentToken, () => ({}), own, [agentCompanyId]],
    ];
    const get = async (token, query) => {
      const res = await fetch(`${base}/api/lines?${new URLSearchParams({ limit: '20', ...query })}`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`lines list: ${res.status}`);
      await res.arrayBuffer();
    };
    log(`\nLines list at ${concurrency} connections (${durationMs / 1000} s each) on ${lines.toLocaleString('en-US')} lines; aim: p95 within 1.5x the SQL`);
    log(
      `${'request'.padEnd(24)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'req/s'.padStart(8)} | ${'SQL p50'.padStart(10)} ${'SQL p95'.padStart(10)} | p95 ratio`,
    );
    for (const [name, token, query, sql, access] of cases) {
      const http = await measure(() => get(token, query()), { concurrency, durationMs });
      const raw = await measure(() => db.query(sql, [...params(query()), ...access]), { concurrency, durationMs });
      const failed = http.errors ? `  (${http.errors} failed requests, e.g. ${http.firstError})` : '';
      log(
        `${name.padEnd(24)} ${fmt(http.p50).padStart(10)} ${fmt(http.p95).padStart(10)} ${http.rps.toFixed(0).padStart(8)} | ${fmt(raw.p50).padStart(10)} ${fmt(raw.p95).padStart(10)} | ${(http.p95 / raw.p95).toFixed(2)}x${failed}`,
      );
    }
  } finally {
    await db.end();
  }
}
