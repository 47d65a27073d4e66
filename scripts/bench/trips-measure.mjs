// Generating one year of trips for the generated lines (issue 10's aim: 2,000 lines in under 60 s). Each bench line
// gets one event per direction (even lines daily, odd lines Monday to Friday, seats 40, two hours), then the
// daily trip-window job's own generation (generateTripsConcurrently: the set-based statement over DESIRED_TRIPS_SQL in
// TRIP_WINDOW_SHARES transactions side by side) runs for every event over the next 365 local days. The bench lines'
// trips are removed first, so every run creates the same year. Nothing here fails on a figure.
import pg from 'pg';
import { generateTripsConcurrently } from '../../libs/inventory/dist/jobs/concurrent-trip-generation.js';
import { TRIP_WINDOW_SHARES } from '../../libs/inventory/dist/jobs/trip-window.service.js';

const PREFIX = 'bench-line-';
const YEAR_DAYS = 365;

/** The events of the bench lines; created once. */
async function ensureEvents(db) {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM line_event e JOIN line l ON l.id = e.line_id WHERE l.slug LIKE $1`, [`${PREFIX}%`]);
  if (rows[0].n > 0) return;
  await db.query(
    `INSERT INTO line_event (line_id, direction, title, from_station_id, to_station_id, days_of_week, departure_time, duration_minutes,
                             start_date, seats, date_ranges)
     SELECT l.id, d.direction, 'Bench ' || d.direction, CASE d.direction WHEN 'aToB' THEN l.station_a_id ELSE l.station_b_id END,
            CASE d.direction WHEN 'aToB' THEN l.station_b_id ELSE l.station_a_id END,
            CASE WHEN right(l.slug, 1) IN ('0', '2', '4', '6', '8') THEN '{0,1,2,3,4,5,6}'::smallint[] ELSE '{1,2,3,4,5}'::smallint[] END,
            CASE d.direction WHEN 'aToB' THEN time '08:30' ELSE time '15:45' END, 120, date '2000-01-01', 40,
            '[{"startDate": "2000-01-01", "endDate": null}]'::jsonb
       FROM line l CROSS JOIN (VALUES ('aToB'), ('bToA')) d(direction)
      WHERE l.slug LIKE $1`,
    [`${PREFIX}%`],
  );
  await db.query(`ANALYZE line_event`);
}

/** Times one year of trips for every bench event in one call of the product's generator. */
export async function measureTripGeneration(databaseUrl, { log = console.log } = {}) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await ensureEvents(db);
    const { rows: events } = await db.query(`SELECT e.id, e.line_id AS "lineId" FROM line_event e JOIN line l ON l.id = e.line_id WHERE l.slug LIKE $1`, [
      `${PREFIX}%`,
    ]);
    const lines = new Set(events.map((e) => e.lineId)).size;
    await db.query(`DELETE FROM trip WHERE event_id = ANY($1::uuid[])`, [events.map((e) => e.id)]);
    const started = performance.now();
    const created = await generateTripsConcurrently(
      transactionsOn(databaseUrl),
      events,
      { fromDay: 0, toDay: YEAR_DAYS - 1, now: new Date() },
      {
        shares: TRIP_WINDOW_SHARES,
        onlyFuture: false,
      },
    );
    const seconds = (performance.now() - started) / 1000;
    log(`\nOne year of trips: ${lines.toLocaleString('en-US')} lines, ${events.length.toLocaleString('en-US')} events, ${TRIP_WINDOW_SHARES} transactions`);
    log(
      `${created.toLocaleString('en-US')} trips created in ${seconds.toFixed(1)} s (${Math.round(created / seconds).toLocaleString('en-US')} a second); aim: under 60 s`,
    );
  } finally {
    await db.end();
  }
}

/** The generator's TransactionRunner on a new connection per transaction; it only calls query(sql, params). */
function transactionsOn(databaseUrl) {
  return {
    async transaction(work) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ query: async (sql, params) => (await client.query(sql, params)).rows });
        await client.query('COMMIT');
        return result;
      } finally {
        await client.end();
      }
    },
  };
}
