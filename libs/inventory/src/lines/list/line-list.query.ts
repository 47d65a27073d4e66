/**
 * The lines list in one statement. Parameters: $1 denomination ILIKE pattern, $2 operator company, $3 supplier
 * company, $4 country (of either city), $5 city, $6 cityB (with both, the line's two cities are these, either order;
 * with one, either end is it), $7 type, $8 published, $9 isSupplierApi, $10 isPrivateTransfer (each null for any),
 * $11 offset, $12 limit; the access condition (LineAccessService.visibleLinesCondition on alias `l`) adds its own.
 * The filters are inlined into the page and the total (NOT MATERIALIZED), so each walks the indexes of the
 * lines-list migration. The bench runs it straight on PostgreSQL beside the API.
 */
const matchingLines = (access: string) => `line l
  WHERE (${access})
    AND ($1::text IS NULL OR l.denomination ILIKE $1)
    AND ($2::uuid IS NULL OR l.company_id = $2)
    AND ($3::uuid IS NULL OR l.supplier_id = $3)
    AND ($4::uuid IS NULL OR l.from_city_id IN (SELECT id FROM city WHERE country_id = $4) OR l.to_city_id IN (SELECT id FROM city WHERE country_id = $4))
    AND ($5::uuid IS NULL OR $6::uuid IS NOT NULL OR l.from_city_id = $5 OR l.to_city_id = $5)
    AND ($6::uuid IS NULL OR $5::uuid IS NOT NULL OR l.from_city_id = $6 OR l.to_city_id = $6)
    AND ($5::uuid IS NULL OR $6::uuid IS NULL OR (l.from_city_id = $5 AND l.to_city_id = $6) OR (l.from_city_id = $6 AND l.to_city_id = $5))
    AND ($7::text IS NULL OR l.type = $7)
    AND ($8::boolean IS NULL OR l.published = $8)
    AND ($9::boolean IS NULL OR l.is_supplier_api = $9)
    AND ($10::boolean IS NULL OR l.is_private_transfer = $10)`;

/** The page (by denomination, then id) with its places, companies, markup range, extras count and the total. */
export const lineListSql = (access: string) => `
  WITH matching AS NOT MATERIALIZED (
    SELECT l.* FROM ${matchingLines(access)}
  ), page AS (
    SELECT * FROM matching ORDER BY lower(denomination), id OFFSET $11 LIMIT $12
  )
  SELECT p.id, p.denomination, p.type, p.line_class AS "lineClass", p.published,
         p.is_supplier_api AS "isSupplierApi", p.is_private_transfer AS "isPrivateTransfer",
         p.automatic_approval AS "automaticApproval", p.manual_bookings AS "manualBookings", p.vehicle_on_board AS "vehicleOnBoard",
         p.book_before_minutes AS "bookBeforeMinutes",
         op.id AS "operatorId", op.name AS "operatorName", sup.id AS "supplierId", sup.name AS "supplierName",
         sa.id AS "stationAId", sa.name AS "stationAName", sb.id AS "stationBId", sb.name AS "stationBName",
         ca.id AS "cityAId", ca.name AS "cityAName", cb.id AS "cityBId", cb.name AS "cityBName",
         mk.min::text AS "markupMin", mk.max::text AS "markupMax",
         (SELECT count(*) FROM line_extra_option x WHERE x.line_id = p.id AND x.deleted_at IS NULL)::int AS extras,
         (SELECT count(*) FROM matching)::int AS total
    FROM page p
    JOIN company op ON op.id = p.company_id
    LEFT JOIN company sup ON sup.id = p.supplier_id
    JOIN station sa ON sa.id = p.station_a_id
    JOIN station sb ON sb.id = p.station_b_id
    JOIN city ca ON ca.id = p.from_city_id
    JOIN city cb ON cb.id = p.to_city_id
    LEFT JOIN LATERAL (SELECT min(lp.markup) AS min, max(lp.markup) AS max FROM line_price lp WHERE lp.line_id = p.id) mk ON true
   ORDER BY lower(p.denomination), p.id`;

/** The total alone, for a page past the end (which has no row to carry it); same parameters but offset and limit. */
export const lineCountSql = (access: string) => `SELECT count(*)::int AS total FROM ${matchingLines(access)}`;

/** One row of lineListSql. */
export interface LineListRow {
  id: string;
  denomination: string;
  type: string;
  lineClass: string;
  published: boolean;
  isSupplierApi: boolean;
  isPrivateTransfer: boolean;
  automaticApproval: boolean;
  manualBookings: boolean;
  vehicleOnBoard: boolean;
  bookBeforeMinutes: number | null;
  operatorId: string;
  operatorName: string;
  supplierId: string | null;
  supplierName: string | null;
  stationAId: string;
  stationAName: string;
  stationBId: string;
  stationBName: string;
  cityAId: string;
  cityAName: string;
  cityBId: string;
  cityBName: string;
  markupMin: string | null;
  markupMax: string | null;
  extras: number;
  total: number;
}
