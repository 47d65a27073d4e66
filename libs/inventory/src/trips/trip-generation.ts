import type { EntityManager } from 'typeorm';
import { tripIdSql } from './trip-id.js';

export interface TripWindow {
  /** First and last local departure dates, as days relative to the day of `now` in the departure city's timezone. */
  fromDay: number;
  toDay: number;
  now: Date;
}

/**
 * The trips the events should have in the window, as one SELECT with the parameters $1 event ids, $2 first day,
 * $3 last day, $4 now: for every local date of the window in the primary (departure) station's city timezone that
 * falls on one of the event's weekdays and inside one of its date ranges (end inclusive; overlapping ranges give one
 * trip), the departure is the local date plus the event's local time converted with `AT TIME ZONE`, so each date gets
 * its own UTC offset (DST days come out right: a local time that does not exist on a spring-forward day moves forward
 * by the gap, as PostgreSQL resolves it; an ambiguous one on a fall-back day is taken once). The arrival is the
 * departure plus the duration in real minutes. The id is eventTripId(event, local date), so a date has one trip.
 */
export const DESIRED_TRIPS_SQL = `
  SELECT ${tripIdSql('e.id', 'day.d')} AS id, e.id AS event_id, e.line_id, e.direction, e.from_station_id, e.to_station_id,
         fs.city_id AS from_city_id, ts.city_id AS to_city_id, day.d AS local_date,
         (day.d + e.departure_time) AT TIME ZONE c.timezone AS departure_at,
         ((day.d + e.departure_time) AT TIME ZONE c.timezone) + make_interval(mins => e.duration_minutes) AS arrival_at,
         c.timezone, e.seats
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
     AND EXISTS (
       SELECT 1 FROM jsonb_to_recordset(e.date_ranges) AS r("startDate" date, "endDate" date)
        WHERE day.d >= r."startDate" AND (r."endDate" IS NULL OR day.d <= r."endDate"))`;

/**
 * Creates the missing trips of the given events for every matching local date in the window (one set-based INSERT
 * ... SELECT, never a row at a time), all seats left. Existing trips are kept as they are. Answers how many it created.
 */
export async function generateEventTrips(manager: EntityManager, eventIds: string[], window: TripWindow, onlyFuture = false): Promise<number> {
  if (eventIds.length === 0) return 0;
  // Counted in the database: a year of trips is over a million rows, not worth sending their ids back.
  const [{ created }]: { created: number }[] = await manager.query(
    `WITH inserted AS (
       INSERT INTO trip (id, line_id, direction, event_id, from_station_id, to_station_id, from_city_id, to_city_id,
                         departure_at, arrival_at, timezone, seats_total, seats_left)
       SELECT d.id, d.line_id, d.direction, d.event_id, d.from_station_id, d.to_station_id, d.from_city_id, d.to_city_id,
              d.departure_at, d.arrival_at, d.timezone, d.seats, d.seats
         FROM (${DESIRED_TRIPS_SQL}) AS d
        WHERE NOT $5::boolean OR d.departure_at > $4
       ON CONFLICT DO NOTHING
       RETURNING 1)
     SELECT count(*)::int AS created FROM inserted`,
    [eventIds, window.fromDay, window.toDay, window.now, onlyFuture],
  );
  return created;
}

/** What a schedule change does to the future trips of its events. */
export interface TripChange {
  change: 'created' | 'moved' | 'removed' | 'reseated';
  tripId: string;
  /** Departure before the change (null for a created trip). */
  from: Date | null;
  /** Departure after the change (null for a removed trip). */
  to: Date | null;
  /** Seats sold on the trip now. */
  sold: number;
  /** Seats the trip will offer (null for a removed trip). */
  seats: number | null;
  /** References of the bookings on the trip that are not cancelled. */
  bookings: string[];
  /** A cancelled booking still points at the trip: it is kept, blocked and detached from the event, not deleted. */
  keptForHistory: boolean;
}

/**
 * Locks the future trips of the events (so a concurrent booking waits for the change, then sees its result) and
 * answers what bringing them in line with the events would do inside the window: trips created, moved (departure or
 * arrival changes), removed, and reseated (the event's seats changed). Past trips never change.
 */
export async function tripChanges(manager: EntityManager, eventIds: string[], window: TripWindow): Promise<TripChange[]> {
  if (eventIds.length === 0) return [];
  await manager.query(`SELECT id FROM trip WHERE event_id = ANY($1::uuid[]) AND departure_at > $2 ORDER BY id FOR UPDATE`, [eventIds, window.now]);
  const rows: {
    change: TripChange['change'];
    id: string;
    old_departure: Date | null;
    new_departure: Date | null;
    sold: number;
    seats: number | null;
    bookings: string[];
    historic: boolean;
  }[] = await manager.query(
    `WITH desired AS (SELECT * FROM (${DESIRED_TRIPS_SQL}) AS d WHERE d.departure_at > $4),
          cur AS (
            SELECT t.id, t.departure_at, t.arrival_at, t.seats_total, t.seats_left, t.seats_total - t.seats_left AS sold
              FROM trip t
             WHERE t.event_id = ANY($1::uuid[]) AND t.departure_at > $4
               AND (t.departure_at AT TIME ZONE t.timezone)::date <= ($4::timestamptz AT TIME ZONE t.timezone)::date + $3::int),
          changes AS (
            SELECT 'removed' AS change, c.id, c.departure_at AS old_departure, NULL::timestamptz AS new_departure, c.sold, NULL::int AS seats
              FROM cur c WHERE NOT EXISTS (SELECT 1 FROM desired d WHERE d.id = c.id)
            UNION ALL
            SELECT 'moved', c.id, c.departure_at, d.departure_at, c.sold, d.seats
              FROM cur c JOIN desired d ON d.id = c.id
             WHERE c.departure_at <> d.departure_at OR c.arrival_at <> d.arrival_at
            UNION ALL
            SELECT 'reseated', c.id, c.departure_at, d.departure_at, c.sold, d.seats
              FROM cur c JOIN desired d ON d.id = c.id
             WHERE c.seats_total <> d.seats AND c.departure_at = d.departure_at AND c.arrival_at = d.arrival_at
            UNION ALL
            SELECT 'created', d.id, NULL, d.departure_at, 0, d.seats
              FROM desired d WHERE NOT EXISTS (SELECT 1 FROM trip t WHERE t.id = d.id))
     SELECT ch.*,
            COALESCE((SELECT array_agg(DISTINCT b.reference ORDER BY b.reference)
                        FROM booking b
                       WHERE b.customer_status <> 'canceled'
                         AND (b.trip_id = ch.id OR b.return_trip_id = ch.id
                              OR b.id IN (SELECT bi.booking_id FROM booking_item bi WHERE bi.trip_id = ch.id))), '{}') AS bookings,
            EXISTS (SELECT 1 FROM booking b WHERE b.trip_id = ch.id OR b.return_trip_id = ch.id)
              OR EXISTS (SELECT 1 FROM booking_item bi WHERE bi.trip_id = ch.id) AS historic
       FROM changes ch
      ORDER BY COALESCE(ch.new_departure, ch.old_departure), ch.change`,
    [eventIds, window.fromDay, window.toDay, window.now],
  );
  return rows.map((r) => ({
    change: r.change,
    tripId: r.id,
    from: r.old_departure,
    to: r.new_departure,
    sold: Number(r.sold),
    seats: r.seats === null ? null : Number(r.seats),
    bookings: r.bookings,
    keptForHistory: r.change === 'removed' && r.historic,
  }));
}

/**
 * A change that would break a sold seat: moving or removing a trip with seats sold or live bookings, or offering
 * fewer seats than are sold.
 */
export function breaksSoldSeats(c: TripChange): boolean {
  if (c.change === 'removed' || c.change === 'moved') return c.sold > 0 || c.bookings.length > 0;
  if (c.change === 'reseated') return c.seats !== null && c.seats < c.sold;
  return false;
}

/**
 * Applies `changes` (from tripChanges in the same transaction, which holds the trips' locks): three set-based
 * statements remove (or, when a cancelled booking still points at one, block and detach), move and reseat, then one
 * INSERT ... SELECT creates the missing trips.
 */
export async function applyTripChanges(manager: EntityManager, eventIds: string[], window: TripWindow, changes: TripChange[]): Promise<void> {
  const ids = (f: (c: TripChange) => boolean) => changes.filter(f).map((c) => c.tripId);
  const deleted = ids((c) => c.change === 'removed' && !c.keptForHistory);
  const detached = ids((c) => c.change === 'removed' && c.keptForHistory);
  const updated = ids((c) => c.change === 'moved' || c.change === 'reseated');
  if (deleted.length > 0) await manager.query(`DELETE FROM trip WHERE id = ANY($1::uuid[]) AND seats_left = seats_total`, [deleted]);
  if (detached.length > 0) await manager.query(`UPDATE trip SET event_id = NULL, blocked = true WHERE id = ANY($1::uuid[])`, [detached]);
  if (updated.length > 0)
    await manager.query(
      `UPDATE trip t SET departure_at = d.departure_at, arrival_at = d.arrival_at,
                         seats_total = d.seats, seats_left = d.seats - (t.seats_total - t.seats_left)
         FROM (${DESIRED_TRIPS_SQL}) AS d
        WHERE t.id = d.id AND t.id = ANY($5::uuid[])`,
      [eventIds, window.fromDay, window.toDay, window.now, updated],
    );
  await generateEventTrips(manager, eventIds, window, true);
}

/** A future trip that takes its event's prepaid allocation and would have fewer prepaid seats than it has sold. */
export interface AllocationShortfall {
  tripId: string;
  localDate: string;
  sold: number;
  allocated: number;
  bookings: string[];
}

/**
 * The future trips of the events that take their prepaid allocation from the event (not from the line or their own
 * number) and whose date's allocations, as the events now say, add up to fewer seats than are sold. A date no
 * allocation covers has none, which is never short.
 */
export async function allocationShortfalls(manager: EntityManager, eventIds: string[], now: Date): Promise<AllocationShortfall[]> {
  if (eventIds.length === 0) return [];
  const rows: { id: string; local_date: string; sold: number; allocated: number; bookings: string[] }[] = await manager.query(
    `SELECT t.id, to_char(t.departure_at AT TIME ZONE t.timezone, 'YYYY-MM-DD') AS local_date, t.seats_total - t.seats_left AS sold, a.seats AS allocated,
            COALESCE((SELECT array_agg(DISTINCT b.reference ORDER BY b.reference) FROM booking b
                       WHERE b.customer_status <> 'canceled'
                         AND (b.trip_id = t.id OR b.return_trip_id = t.id OR b.id IN (SELECT bi.booking_id FROM booking_item bi WHERE bi.trip_id = t.id))), '{}') AS bookings
       FROM trip t
       JOIN line_event e ON e.id = t.event_id
      CROSS JOIN LATERAL (
        SELECT sum((x->>'allocatedSeats')::int)::int AS seats FROM jsonb_array_elements(e.allocations) AS x
         WHERE (t.departure_at AT TIME ZONE t.timezone)::date BETWEEN (x->>'startDate')::date AND (x->>'endDate')::date) AS a
      WHERE t.event_id = ANY($1::uuid[]) AND t.departure_at > $2 AND t.prepaid_source = 'event' AND a.seats < t.seats_total - t.seats_left
      ORDER BY t.departure_at`,
    [eventIds, now],
  );
  return rows.map((r) => ({ tripId: r.id, localDate: r.local_date, sold: Number(r.sold), allocated: Number(r.allocated), bookings: r.bookings }));
}
