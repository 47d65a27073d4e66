// The locations lists of the benchmark: the cities and stations lists of the API at `concurrency` connections, each
// beside one hand-written SQL statement answering the same page (rows, names of the joined places, the total) run
// straight on PostgreSQL. Aim: p95 within 1.5 times the SQL's.
import { fmt, measure } from './measure.mjs';

const CITY_SQL = `
  SELECT c.id, c.name, c.slug, co.id AS country_id, co.name AS country_name, p.id AS province_id, p.name AS province_name,
         (SELECT count(*) FROM station s WHERE s.city_id = c.id)::int AS stations, count(*) OVER ()::int AS total
    FROM city c JOIN country co ON co.id = c.country_id LEFT JOIN province p ON p.id = c.province_id
   WHERE ($1::text IS NULL OR c.name ILIKE $1) AND ($2::uuid IS NULL OR c.country_id = $2)
   ORDER BY lower(c.name), c.id OFFSET $3 LIMIT 20`;

const STATION_SQL = `
  SELECT s.id, s.name, s.slug, s.address, s.lat, s.lng, ci.id AS city_id, ci.name AS city_name, co.id AS country_id,
         co.name AS country_name, count(*) OVER ()::int AS total
    FROM station s JOIN city ci ON ci.id = s.city_id JOIN country co ON co.id = ci.country_id
   WHERE ($1::text IS NULL OR s.name ILIKE $1) AND ($2::uuid IS NULL OR s.city_id = $2)
   ORDER BY lower(s.name), s.id OFFSET $3 LIMIT 20`;

export async function measureGeo({ base, token, db, concurrency, durationMs, stations, log = console.log }) {
  const get = async (path) => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    await res.arrayBuffer();
  };
  const { rows: cities } = await db.query(`SELECT id, country_id FROM city WHERE slug LIKE 'bench-city-%' ORDER BY id LIMIT 200`);
  const pick = () => cities[Math.floor(Math.random() * cities.length)];
  const nameOf = () => `Station ${1 + Math.floor(Math.random() * 999)}`;
  const deep = 20 * 99;
  const cases = [
    ['cities: default list', '/api/v2/cities', () => ({}), CITY_SQL, () => [null, null, 0]],
    ['cities: by country', '/api/v2/cities', () => ({ countryId: pick().country_id }), CITY_SQL, (q) => [null, q.countryId, 0]],
    ['cities: by name', '/api/v2/cities', () => ({ name: 'City 12' }), CITY_SQL, (q) => [`%${q.name}%`, null, 0]],
    ['cities: page 100', '/api/v2/cities', () => ({ offset: deep }), CITY_SQL, (q) => [null, null, q.offset]],
    ['stations: default list', '/api/stations', () => ({}), STATION_SQL, () => [null, null, 0]],
    ['stations: by city', '/api/stations', () => ({ city: pick().id }), STATION_SQL, (q) => [null, q.city, 0]],
    ['stations: by name', '/api/stations', () => ({ name: nameOf() }), STATION_SQL, (q) => [`%${q.name}%`, null, 0]],
    ['stations: page 100', '/api/stations', () => ({ offset: deep }), STATION_SQL, (q) => [null, null, q.offset]],
  ];
  log(
    `\nLocations lists at ${concurrency} connections (${durationMs / 1000} s each) on ${stations.toLocaleString('en-US')} stations; aim: p95 within 1.5x the SQL`,
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
}
