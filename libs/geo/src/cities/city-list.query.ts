/** The cities the list's filters keep: $1 the name pattern (ILIKE), $2 the country id, each null for any. */
const MATCHING_CITIES = `city c WHERE ($1::text IS NULL OR c.name ILIKE $1) AND ($2::uuid IS NULL OR c.country_id = $2)`;

/**
 * The cities list in one statement ($3 offset, $4 limit): the page by name with its country, province and station
 * counts, and the total; the filters are inlined into both (NOT MATERIALIZED), so the page walks the name index and the
 * counts their own indexes. The bench runs it straight on PostgreSQL beside the API.
 */
export const CITY_LIST_SQL = `
  WITH matching AS NOT MATERIALIZED (
    SELECT c.id, c.name, c.slug, c.country_id, c.province_id FROM ${MATCHING_CITIES}
  ), page AS (
    SELECT * FROM matching ORDER BY lower(name), id OFFSET $3 LIMIT $4
  )
  SELECT page.id, page.name, page.slug, co.id AS "countryId", co.name AS "countryName", co.code AS "countryCode",
         pr.id AS "provinceId", pr.name AS "provinceName",
         (SELECT count(*) FROM station s WHERE s.city_id = page.id)::int AS "stationsCount",
         (SELECT count(*) FROM matching)::int AS total
    FROM page JOIN country co ON co.id = page.country_id LEFT JOIN province pr ON pr.id = page.province_id
   ORDER BY lower(page.name), page.id`;

/** The total alone, for a page past the end (which has no row to carry it). */
export const CITY_COUNT_SQL = `SELECT count(*)::int AS total FROM ${MATCHING_CITIES}`;
