import { createHash } from 'node:crypto';

/**
 * The id of an event's trip on a local departure date (YYYY-MM-DD in the departure city's timezone): md5 of
 * `<eventId>:<date>` shaped as a v4 UUID, so generating an event's trips twice gives the same rows.
 * TRIP_ID_SQL computes the same in SQL.
 */
export function eventTripId(eventId: string, localDate: string): string {
  const h = createHash('md5').update(`${eventId}:${localDate}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** SQL twin of eventTripId, for SQL expressions of the event id (uuid) and the local date (date). */
export const tripIdSql = (eventId: string, localDate: string) =>
  `(SELECT (substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-8' || substr(h, 18, 3) || '-' || substr(h, 21, 12))::uuid
      FROM (SELECT md5(${eventId}::text || ':' || to_char(${localDate}, 'YYYY-MM-DD')) AS h) AS md)`;
