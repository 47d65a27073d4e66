import type { EntityManager } from 'typeorm';
import { tripIdSql } from './trip-id.js';

export interface TripWindow {
  /** First and last local departure dates, as days relative to the day of `now` in the departure city's timezone. */
  fromDay: number;
  toDay: number;
  now: Date;
}

/**
 * Creates the missing trips of the given events for every matching local date in the window: departure at the
 * event's local time in the departure city's timezone, all seats left. Existing trips are kept as they are.
 * Answers how many trips it created.
 */
export async function generateEventTrips(manager: EntityManager, eventIds: string[], window: TripWindow): Promise<number> {
  if (eventIds.length === 0) return 0;
  const rows: unknown[] = await manager.query(
    `INSERT INTO trip (id, line_id, direction, event_id, from_station_id, to_station_id, from_city_id, to_city_id,
                       departure_at, arrival_at, timezone, seats_total, seats_left)
     SELECT ${tripIdSql('e.id', 'day.d')}, e.line_id, e.direction, e.id, e.from_station_id, e.to_station_id, fs.city_id, ts.city_id,
            (day.d + e.departure_time) AT TIME ZONE c.timezone,
            ((day.d + e.departure_time) AT TIME ZONE c.timezone) + make_interval(mins => e.duration_minutes),
            c.timezone, e.seats, e.seats
       FROM line_event e
       JOIN station fs ON fs.id = e.from_station_id
       JOIN station ts ON ts.id = e.to_station_id
       JOIN city c ON c.id = fs.city_id
      CROSS JOIN LATERAL (
        SELECT g::date AS d
          FROM generate_series(($4::timestamptz AT TIME ZONE c.timezone)::date + $2::int, ($4::timestamptz AT TIME ZONE c.timezone)::date + $3::int, interval '1 day') AS g
      ) AS day
      WHERE e.id = ANY($1::uuid[])
        AND extract(dow FROM day.d)::smallint = ANY(e.days_of_week)
        AND day.d >= e.start_date AND (e.end_date IS NULL OR day.d <= e.end_date)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [eventIds, window.fromDay, window.toDay, window.now],
  );
  return rows.length;
}
