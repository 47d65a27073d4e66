import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The country screens' fields (spec part 3, section 3) on the existing table: `region` keeps its meaning (the
 * sales region that bookings and finance read), the dataset's continent-level region is `world_region`.
 */
export class CountryDetails1764400000000 implements MigrationInterface {
  name = 'CountryDetails1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE country
      ADD COLUMN official_name text,
      ADD COLUMN capital text,
      ADD COLUMN world_region text,
      ADD COLUMN subregion text,
      ADD COLUMN latitude numeric CHECK (latitude BETWEEN -90 AND 90),
      ADD COLUMN longitude numeric CHECK (longitude BETWEEN -180 AND 180),
      ADD COLUMN timezone text,
      ADD COLUMN spoken_languages text[] NOT NULL DEFAULT '{}',
      ADD COLUMN dialing_code text CHECK (dialing_code ~ '^\\+[0-9]{1,6}$'),
      ADD COLUMN average_cost_usd numeric(14, 2) CHECK (average_cost_usd >= 0),
      ADD COLUMN description text,
      ADD COLUMN promotion_html text`);
    await q.query(`UPDATE country SET official_name = name`);
    // The list filters by common or official name, contains, any case.
    await q.query(`CREATE INDEX country_name_trgm_idx ON country USING gin (name gin_trgm_ops, official_name gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX country_name_trgm_idx`);
    await q.query(`ALTER TABLE country
      DROP COLUMN official_name, DROP COLUMN capital, DROP COLUMN world_region, DROP COLUMN subregion, DROP COLUMN latitude,
      DROP COLUMN longitude, DROP COLUMN timezone, DROP COLUMN spoken_languages, DROP COLUMN dialing_code,
      DROP COLUMN average_cost_usd, DROP COLUMN description, DROP COLUMN promotion_html`);
  }
}
