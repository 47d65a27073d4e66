/**
 * The transports list in one statement. Parameters: $1 reference ILIKE pattern, $2 vehicle type, $3 operator company,
 * $4 supplier company, $5 country (of either city), $6 city, $7 cityB (with both, the route's two cities are these, in
 * either order; with one, either end is it: the lines list's semantics), each null for any; $8 offset, $9 limit. The
 * filters are inlined into the page and the total (NOT MATERIALIZED), so each walks the transports migration's indexes.
 */
const matchingTransports = `transport t
  WHERE ($1::text IS NULL OR t.reference ILIKE $1)
    AND ($2::text IS NULL OR t.vehicle_type = $2)
    AND ($3::uuid IS NULL OR t.operator_id = $3)
    AND ($4::uuid IS NULL OR t.supplier_id = $4)
    AND ($5::uuid IS NULL OR t.from_city_id IN (SELECT id FROM city WHERE country_id = $5) OR t.to_city_id IN (SELECT id FROM city WHERE country_id = $5))
    AND ($6::uuid IS NULL OR $7::uuid IS NOT NULL OR t.from_city_id = $6 OR t.to_city_id = $6)
    AND ($7::uuid IS NULL OR $6::uuid IS NOT NULL OR t.from_city_id = $7 OR t.to_city_id = $7)
    AND ($6::uuid IS NULL OR $7::uuid IS NULL OR (t.from_city_id = $6 AND t.to_city_id = $7) OR (t.from_city_id = $7 AND t.to_city_id = $6))`;

/** The columns of one transport with its cities and companies, from `page p` (or any alias p of transport). */
const TRANSPORT_COLUMNS = `p.id, p.reference, p.vehicle_type AS "vehicleType", p.vehicle_class AS "vehicleClass", p.version, p.updated_at AS "updatedAt",
         fc.id AS "fromCityId", fc.name AS "fromCityName", fc.slug AS "fromCitySlug",
         tc.id AS "toCityId", tc.name AS "toCityName", tc.slug AS "toCitySlug",
         op.id AS "operatorId", op.name AS "operatorName", sup.id AS "supplierId", sup.name AS "supplierName"`;
const TRANSPORT_JOINS = `JOIN city fc ON fc.id = p.from_city_id
    JOIN city tc ON tc.id = p.to_city_id
    JOIN company op ON op.id = p.operator_id
    JOIN company sup ON sup.id = p.supplier_id`;

/** The page (by reference, then id) with its cities, companies and the total. */
export const transportListSql = `
  WITH matching AS NOT MATERIALIZED (
    SELECT t.* FROM ${matchingTransports}
  ), page AS (
    SELECT * FROM matching ORDER BY lower(reference), id OFFSET $8 LIMIT $9
  )
  SELECT ${TRANSPORT_COLUMNS}, (SELECT count(*) FROM matching)::int AS total
    FROM page p
    ${TRANSPORT_JOINS}
   ORDER BY lower(p.reference), p.id`;

/** The total alone, for a page past the end (which has no row to carry it); the same parameters but offset and limit. */
export const transportCountSql = `SELECT count(*)::int AS total FROM ${matchingTransports}`;

/** One transport by its reference (case-insensitive), $1. */
export const transportByReferenceSql = `SELECT ${TRANSPORT_COLUMNS} FROM transport p ${TRANSPORT_JOINS} WHERE lower(p.reference) = lower($1)`;

/** One row of the statements above. */
export interface TransportRow {
  id: string;
  reference: string;
  vehicleType: string;
  vehicleClass: string;
  version: number;
  updatedAt: Date;
  fromCityId: string;
  fromCityName: string;
  fromCitySlug: string;
  toCityId: string;
  toCityName: string;
  toCitySlug: string;
  operatorId: string;
  operatorName: string;
  supplierId: string;
  supplierName: string;
  total?: number;
}
