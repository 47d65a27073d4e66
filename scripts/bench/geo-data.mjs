// Generates the geography the locations lists are measured on: cities spread over the seeded countries and stations
// spread over those cities, straight in SQL on one connection (50,000 rows take seconds), then ANALYZE. Only the
// columns every city and station has are written; the rest take their defaults.
import { uuidOf } from './generate-data.mjs';
import { withClient } from './bulk-load.mjs';

export async function generateGeo(databaseUrl, { cities, stations }) {
  const started = performance.now();
  await withClient(databaseUrl, async (client) => {
    await client.query(
      `INSERT INTO city (id, country_id, name, slug, timezone)
       SELECT ${uuidOf('bench-city', 'g')}, c.id, 'Bench City ' || g, 'bench-city-' || g, 'Asia/Bangkok'
         FROM generate_series(1, $1::int) g
         JOIN LATERAL (SELECT id FROM country ORDER BY code OFFSET g % (SELECT count(*) FROM country) LIMIT 1) c ON true`,
      [cities],
    );
    await client.query(
      `INSERT INTO station (id, city_id, name, slug, address, lat, lng)
       SELECT ${uuidOf('bench-station', 'g')}, ${uuidOf('bench-city', `1 + g % ${cities}`)}, 'Bench Station ' || g,
         'bench-station-' || g, g || ' Bench Road', -60 + (g % 12000) / 100.0, -170 + (g % 34000) / 100.0
         FROM generate_series(1, $1::int) g`,
      [stations],
    );
    await client.query('ANALYZE city; ANALYZE station');
  });
  return { totalMs: performance.now() - started };
}
