import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The place types offered from the start; staff add more from the places menu. */
const PLACE_TYPES: [name: string, slug: string][] = [
  ['Museum', 'museum'],
  ['Beach', 'beach'],
  ['Temple', 'temple'],
  ['Market', 'market'],
  ['Viewpoint', 'viewpoint'],
  ['Park', 'park'],
  ['Island', 'island'],
  ['Waterfall', 'waterfall'],
  ['Historic site', 'historic-site'],
  ['Nightlife', 'nightlife'],
];

/** Places (points of interest) and their types (spec part 3, sections 2, 3 and 7). */
export class Places1764620000000 implements MigrationInterface {
  name = 'Places1764620000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE TABLE place_type (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (name <> ''),
      slug text NOT NULL UNIQUE CHECK (slug <> ''),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    // Unique regardless of case; also orders the list. The trigram index backs the name-contains filter.
    await q.query(`CREATE UNIQUE INDEX place_type_name_idx ON place_type (lower(name))`);
    await q.query(`CREATE INDEX place_type_name_trgm_idx ON place_type USING gin (name gin_trgm_ops)`);
    await q.query(`INSERT INTO place_type (name, slug) VALUES ${PLACE_TYPES.map((_, i) => `($${2 * i + 1}, $${2 * i + 2})`).join(', ')}`, PLACE_TYPES.flat());

    await q.query(`CREATE TABLE place (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (name <> ''),
      address text NOT NULL CHECK (address <> ''),
      city_id uuid NOT NULL REFERENCES city (id) ON DELETE RESTRICT,
      country_id uuid NOT NULL REFERENCES country (id) ON DELETE RESTRICT,
      type_id uuid NOT NULL REFERENCES place_type (id) ON DELETE RESTRICT,
      latitude double precision CHECK (latitude BETWEEN -90 AND 90),
      longitude double precision CHECK (longitude BETWEEN -180 AND 180),
      about_point_of_interest text,
      expiration_date date,
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((latitude IS NULL) = (longitude IS NULL))
    )`);
    // The list is ordered by name and filtered by name (contains), city and type; the country key backs the RESTRICT.
    await q.query(`CREATE INDEX place_name_idx ON place (lower(name))`);
    await q.query(`CREATE INDEX place_name_trgm_idx ON place USING gin (name gin_trgm_ops)`);
    await q.query(`CREATE INDEX place_city_idx ON place (city_id)`);
    await q.query(`CREATE INDEX place_type_idx ON place (type_id)`);
    await q.query(`CREATE INDEX place_country_idx ON place (country_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE place`);
    await q.query(`DROP TABLE place_type`);
  }
}
