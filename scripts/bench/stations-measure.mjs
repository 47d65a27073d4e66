// The stations list (GET /api/stations) on the cities bench's generated stations (cities-measure.mjs), at `concurrency`
// connections beside one hand-written statement answering the same page (rows, city and country names, the total)
// straight on PostgreSQL: the service builds its query with TypeORM, so this is the SQL it should cost. Aim: p95 within
// 1.5 times the SQL's.
import pg from 'pg';
import { fmt, measure } from './measure.mjs';

const STATION_SQL = `
  SELECT s.id, s.name, s.slug, s.address, s.lat, s.lng, ci.id AS city_id, ci.name AS city_name, co.id AS country_id,
         co.name AS country_name, count(*) OVER ()::int AS total
    FROM station s JOIN city ci ON ci.id = s.city_id JOIN country co ON co.id = ci.country_id
   WHERE ($1::text IS NULL OR s.name ILIKE $1) AND ($2::uuid IS NULL OR s.city_id = $2)
   ORDER BY lower(s.name), s.id OFFSET $3 LIMIT 20`;

export async function measureStations({ base, token, databaseUrl, concurrency, durationMs, log = console.log }) {
  const db = new pg.Pool({ connectionString: databaseUrl, max: concurrency });
  try {
    const get = async (path) => {
      const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      await res.arrayBuffer();
    };
    const { rows: cities } = await db.query(`SELECT id FROM city WHERE slug LIKE 'bench-city-%' ORDER BY id LIMIT 200`);
    const {
      rows: [{ stations }],
    } = await db.query(`SELECT count(*)::int AS stations FROM station`);
    const pick = () => cities[Math.floor(Math.random() * cities.length)];
    const nameOf = () => `Station ${1 + Math.floor(Math.random() * 999)}`;
    const deep = 20 * 99;
    const cases = [
      ['default list', '/api/stations', () => ({}), STATION_SQL, () => [null, null, 0]],
      ['by city', '/api/stations', () => ({ city: pick().id }), STATION_SQL, (q) => [null, q.city, 0]],
      ['by name', '/api/stations', () => ({ name: nameOf() }), STATION_SQL, (q) => [`%${q.name}%`, null, 0]],
      ['deep page (page 100)', '/api/stations', () => ({ offset: deep }), STATION_SQL, (q) => [null, null, q.offset]],
    ];
    log(
      `\nStations list at ${concurrency} connections (${durationMs / 1000} s each) on ${stations.toLocaleString('en-US')} stations; aim: p95 within 1.5x the SQL`,
    );
    log(
      `${'request'.padEnd(24)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'req/s'.padStart(8)} | ${'SQL p50'.padStart(10)} ${'SQL p95'.padStart(10)} | p95 ratio`,
    );
    for (const [name, path, filters, sql, params] of cases) {
      const http = await measure(() => get(`${path}?${new URLSearchParams({ limit: '20', ...filters() })}`), { concurrency, durationMs });
      const raw = await measure(() => db.query(sql, params(filters())), { concurrency, durationMs });
      const failed = http.errors ? `  (${http.errors} failed requests, e.g. ${http.firstError})` : '';
      log(
        `${name.padEnd(24)} ${fmt(http.p50).padStart(10)} ${fmt(http.p95).padStart(10)} ${http.rps.toFixed(0).padStart(8)} | ${fmt(raw.p50).padStart(10)} ${fmt(raw.p95).padStart(10)} | ${(http.p95 / raw.p95).toFixed(2)}x${failed}`,
      );
    }
  } finally {
    await db.end();
  }
}
