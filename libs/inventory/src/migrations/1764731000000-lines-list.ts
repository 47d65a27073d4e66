import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The lines list (spec part 2, 2.8): the booking cutoff its cutoff column shows, and an index behind every filter and
 * the order. Operator (line_company_idx), supplier (line_supplier_idx) and the two cities (line_cities_idx,
 * line_to_city_idx) already have theirs; country goes through city_country_name_idx to the city indexes; the
 * markup and extras columns use line_price's (line_id, passenger_type) and line_extra_option_line_idx.
 */
export class LinesList1764731000000 implements MigrationInterface {
  name = 'LinesList1764731000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE line ADD COLUMN book_before_minutes int CHECK (book_before_minutes >= 0)`);
    await q.query(`COMMENT ON COLUMN line.book_before_minutes IS 'bookBefore: sales close this many minutes before departure; null until departure'`);
    await q.query(`CREATE INDEX line_denomination_order_idx ON line (lower(denomination), id)`);
    await q.query(`CREATE INDEX line_denomination_trgm_idx ON line USING gin (denomination gin_trgm_ops)`);
    await q.query(`CREATE INDEX line_type_idx ON line (type, lower(denomination))`);
    await q.query(`CREATE INDEX line_published_idx ON line (published, lower(denomination))`);
    await q.query(`CREATE INDEX line_supplier_api_idx ON line (lower(denomination)) WHERE is_supplier_api`);
    await q.query(`CREATE INDEX line_private_transfer_idx ON line (lower(denomination)) WHERE is_private_transfer`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const idx of [
      'line_private_transfer_idx',
      'line_supplier_api_idx',
      'line_published_idx',
      'line_type_idx',
      'line_denomination_trgm_idx',
      'line_denomination_order_idx',
    ])
      await q.query(`DROP INDEX ${idx}`);
    await q.query(`ALTER TABLE line DROP COLUMN book_before_minutes`);
  }
}
