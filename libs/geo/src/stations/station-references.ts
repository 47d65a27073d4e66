import type { UseReference } from '../uses-of.js';

/**
 * Every row that points at a station (lines with their stops and schedules, trips, bookings and their items); each
 * column is indexed (migration 1764610000000). An area that gives its rows a station adds them here; the foreign
 * keys of lines and trips restrict as well.
 */
export const STATION_REFERENCES: readonly UseReference[] = [
  {
    one: 'line',
    many: 'lines',
    namesSql: `SELECT denomination AS name FROM line WHERE id IN (
      SELECT id FROM line WHERE station_a_id = $1 OR station_b_id = $1
      UNION SELECT line_id FROM line_station WHERE station_id = $1
      UNION SELECT line_id FROM line_event WHERE from_station_id = $1 OR to_station_id = $1
      UNION SELECT line_id FROM trip_station WHERE station_id = $1)`,
  },
  {
    one: 'trip',
    many: 'trips',
    namesSql: `SELECT to_char(departure_at AT TIME ZONE timezone, 'YYYY-MM-DD HH24:MI') AS name FROM trip WHERE from_station_id = $1 OR to_station_id = $1`,
  },
  {
    one: 'booking',
    many: 'bookings',
    namesSql: `SELECT reference AS name FROM booking WHERE id IN (
      SELECT id FROM booking WHERE from_station_id = $1 OR to_station_id = $1
      UNION SELECT booking_id FROM booking_item WHERE from_station_id = $1 OR to_station_id = $1)`,
  },
];
