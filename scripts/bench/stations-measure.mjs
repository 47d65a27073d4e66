// The stations list (GET /api/stations) on the cities bench's generated stations (cities-measure.mjs), at `concurrency`
// connections beside the statement the API runs (stationListSql) straight on PostgreSQL, and beside one
// hand-written statement answering the same page (rows, city and country names, the total with a window count), so a
// slower statement of the service's own would show. Aim: p95 within 1.5 times the SQL's.
import pg from 'pg';
import { stationListSql } from '../../libs/geo/dist/stations/station-list.query.js';
import { fmt, measure } from './measure.mjs';

const HAND_WRITTEN_SQL = `
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
      ['default list', () => ({})],
      ['by city', () => ({ city: pick().id })],
      ['by name', () => ({ name: nameOf() })],
      ['deep page (page 100)', () => ({ offset: deep })],
    ];
    log(
      `\nStations list at ${concurrency} connections (${durationMs / 1000} s each) on ${stations.toLocaleString('en-US')} stations; aim: p95 within 1.5x the SQL`,
    );
    log(
      `${'request'.padEnd(24)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'req/s'.padStart(8)} | ${'SQL p50'.padStart(10)} ${'SQL p95'.padStart(10)} | p95 ratio | hand-written SQL p95, ratio`,
    );
    for (const [name, filters] of cases) {
      const http = await measure(() => get(`/api/stations?${new URLSearchParams({ limit: '20', ...filters() })}`), { concurrency, durationMs });
      const pattern = (q) => (q.name ? `%${q.name}%` : null);
      const raw = await measure(
        () => {
          const q = filters();
          return db.query(stationListSql(q), [pattern(q), q.city ?? null, null, null, q.offset ?? 0, 20]);
        },
        { concurrency, durationMs },
      );
      const handWritten = await measure(
        () => {
          const q = filters();
          return db.query(HAND_WRITTEN_SQL, [pattern(q), q.city ?? null, q.offset ?? 0]);
        },
        { concurrency, durationMs },
      );
      const failed = http.errors ? `  (${http.errors} failed requests, e.g. ${http.firstError})` : '';
      log(
        `${name.padEnd(24)} ${fmt(http.p50).padStart(10)} ${fmt(http.p95).padStart(10)} ${http.rps.toFixed(0).padStart(8)} | ${fmt(raw.p50).padStart(10)} ${fmt(raw.p95).padStart(10)} | ${`${(http.p95 / raw.p95).toFixed(2)}x`.padStart(9)} | ${fmt(handWritten.p95)}, ${(http.p95 / handWritten.p95).toFixed(2)}x${failed}`,
      );
    }
  } finally {
    await db.end();
  }
}
