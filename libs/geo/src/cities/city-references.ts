import { pointsAt, type LocationReference } from '../references/uses-of.js';

/** A trip as a refusal names it: its line and local departure. */
const TRIP_LABEL = `(SELECT denomination FROM line WHERE line.id = trip.line_id) || ' ' || to_char(departure_at AT TIME ZONE timezone, 'YYYY-MM-DD HH24:MI')`;

/**
 * Every row that may use a city (every column of the migrations that holds a city id, foreign key or not, and the
 * province whose cities list holds it). A city any of them uses is never deleted: the refusal names what uses it. An
 * area that gives its rows a city adds them here; the API test checks that every foreign key to city is listed.
 */
export const CITY_REFERENCES: readonly LocationReference[] = [
  { table: 'station', where: pointsAt('city_id'), one: 'station', many: 'stations' },
  { table: 'zone', where: pointsAt('city_id'), one: 'zone', many: 'zones' },
  { table: 'line', where: pointsAt('from_city_id', 'to_city_id'), label: 'denomination', one: 'line', many: 'lines' },
  { table: 'trip', where: pointsAt('from_city_id', 'to_city_id'), label: TRIP_LABEL, one: 'trip', many: 'trips' },
  { table: 'booking', where: pointsAt('from_city_id', 'to_city_id'), label: 'reference', one: 'booking', many: 'bookings' },
  { table: 'province', where: 'id = (SELECT province_id FROM city WHERE id = $1)', one: 'province', many: 'provinces' },
  {
    table: 'city_nearby',
    where: pointsAt('nearby_city_id'),
    label: '(SELECT name FROM city WHERE city.id = city_nearby.city_id)',
    one: 'city listing it as nearby',
    many: 'cities listing it as nearby',
  },
];
