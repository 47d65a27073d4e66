// The cities list (GET /api/v2/cities) at 50,000 stations: generated cities and stations on the bench database, then
// p50 / p95 of the list at `concurrency` connections beside the statement the API runs (CITY_LIST_SQL), straight on
// PostgreSQL. Aim: the API's p95 within 1.5 times the SQL's. Nothing here fails on a figure.
import pg from 'pg';
import { CITY_LIST_SQL } from '../../libs/geo/dist/cities/city-list.query.js';
import { fmt, measure } from './measure.mjs';

const PREFIX = 'bench-city-';

/** `cities` cities over every country and `stations` stations spread over them; kept when already there. */
export async function generateCities(databaseUrl, { cities, stations }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const started = Date.now();
  try {
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM city WHERE slug LIKE $1`, [`${PREFIX}%`]);
    if (rows[0].n === 0) {
      await db.query(
        `INSERT INTO city (country_id, name, slug, timezone)
         SELECT co.id, 'Bench City ' || g, $2 || g, 'UTC'
           FROM generate_series(1, $1::int) g
           JOIN (SELECT id, row_number() OVER (ORDER BY code) - 1 AS n, count(*) OVER () AS total FROM country) co ON co.n = g % co.total`,
        [cities, PREFIX],
      );
      await db.query(
        `INSERT INTO station (city_id, name, slug, address, lat, lng)
         SELECT c.id, 'Bench Station ' || g, 'bench-station-' || g, g || ' Bench Road', 10, 100
           FROM generate_series(1, $1::int) g
           JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n, count(*) OVER () AS total FROM city) c ON c.n = g % c.total + 1`,
        [stations],
      );
      await db.query(`ANALYZE city; ANALYZE station`);
    }
    const counts = await db.query(`SELECT (SELECT count(*) FROM city)::int AS cities, (SELECT count(*) FROM station)::int AS stations`);
    return { ...counts.rows[0], totalMs: Date.now() - started };
  } finally {
    await db.end();
  }
}

/** The cities list at `concurrency` connections beside the same page as raw SQL. */
export async function measureCities({ base, token, databaseUrl, concurrency, durationMs }) {
  const db = new pg.Pool({ connectionString: databaseUrl, max: concurrency });
  try {
    const { rows } = await db.query(`SELECT country_id FROM city GROUP BY country_id ORDER BY count(*) DESC LIMIT 1`);
    const busiest = rows[0].country_id;
    const lists = [
      ['default list', {}],
      ['by name', { name: 'city 12' }],
      ['by country', { countryId: busiest }],
      ['deep page (page 200)', { offset: 20 * 199 }],
    ];
    const get = async (query) => {
      const res = await fetch(`${base}/api/v2/cities?${new URLSearchParams({ limit: '20', ...query })}`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`cities list: ${res.status}`);
      await res.arrayBuffer();
    };
    const results = [];
    for (const [name, query] of lists) {
      const http = await measure(() => get(query), { concurrency, durationMs });
      const raw = await measure(() => db.query(CITY_LIST_SQL, [query.name ? `%${query.name}%` : null, query.countryId ?? null, query.offset ?? 0, 20]), {
        concurrency,
        durationMs,
      });
      results.push({ name, http, raw });
    }
    console.log(`\nCities list at ${concurrency} concurrent connections (${durationMs / 1000} s each); aim: p95 within 1.5x the raw SQL`);
    console.log(
      `${'request'.padEnd(24)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'req/s'.padStart(8)} | ${'SQL p50'.padStart(10)} ${'SQL p95'.padStart(10)} | p95 ratio`,
    );
    for (const { name, http, raw } of results) {
      const failed = http.errors ? `  (${http.errors} failed requests, e.g. ${http.firstError})` : '';
      console.log(
        `${name.padEnd(24)} ${fmt(http.p50).padStart(10)} ${fmt(http.p95).padStart(10)} ${http.rps.toFixed(0).padStart(8)} | ${fmt(raw.p50).padStart(10)} ${fmt(raw.p95).padStart(10)} | ${(http.p95 / raw.p95).toFixed(2)}x${failed}`,
      );
    }
  } finally {
    await db.end();
  }
}
