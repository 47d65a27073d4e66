import type { UseReference } from '../uses-of.js';

/**
 * Every row that may use a city (every column of the migrations that holds a city id, foreign key or not, and the
 * province whose cities list holds it). A city any of them uses is never deleted: the refusal names what uses it. An
 * area that gives its rows a city adds them here; the API test checks that every foreign key to city is listed.
 */
export const CITY_REFERENCES: readonly UseReference[] = [
  { one: 'station', many: 'stations', namesSql: 'SELECT name FROM station WHERE city_id = $1' },
  { one: 'zone', many: 'zones', namesSql: 'SELECT name FROM zone WHERE city_id = $1' },
  { one: 'line', many: 'lines', namesSql: 'SELECT denomination AS name FROM line WHERE from_city_id = $1 OR to_city_id = $1' },
  {
    one: 'trip',
    many: 'trips',
    namesSql: `SELECT (SELECT denomination FROM line WHERE line.id = trip.line_id) || ' ' || to_char(departure_at AT TIME ZONE timezone, 'YYYY-MM-DD HH24:MI') AS name
      FROM trip WHERE from_city_id = $1 OR to_city_id = $1`,
  },
  // Inventory's ride rules (their conditions name cities; libs/inventory depends on geo, so named here).
  {
    one: 'ride rule',
    many: 'ride rules',
    namesSql: "SELECT attribute || ' ride rule' AS name FROM ride_rule WHERE from_city_id = $1 OR to_city_id = $1",
  },
  // Inventory's transports (their route's two cities).
  { one: 'transport', many: 'transports', namesSql: 'SELECT reference AS name FROM transport WHERE from_city_id = $1 OR to_city_id = $1' },
  { one: 'booking', many: 'bookings', namesSql: 'SELECT reference AS name FROM booking WHERE from_city_id = $1 OR to_city_id = $1' },
  { one: 'province', many: 'provinces', namesSql: 'SELECT name FROM province WHERE id = (SELECT province_id FROM city WHERE id = $1)' },
  { one: 'place', many: 'places', namesSql: 'SELECT name FROM place WHERE city_id = $1' },
  // Content's tables (libs/content depends on geo, so they are named here rather than imported).
  { one: 'landing-page route', many: 'landing-page routes', namesSql: 'SELECT slug AS name FROM route WHERE from_city_id = $1 OR to_city_id = $1' },
  {
    one: 'AI article',
    many: 'AI articles',
    namesSql: "SELECT 'AI article (' || source_collection || ')' AS name FROM ai_article WHERE city_id = $1",
  },
  {
    one: 'supplier city mapping',
    many: 'supplier city mappings',
    namesSql: "SELECT integration_id || ': ' || supplier_value AS name FROM supplier_mapping WHERE city_id = $1",
  },
  {
    one: 'city listing it as nearby',
    many: 'cities listing it as nearby',
    namesSql: 'SELECT name FROM city WHERE id IN (SELECT city_id FROM city_nearby WHERE nearby_city_id = $1)',
  },
];
