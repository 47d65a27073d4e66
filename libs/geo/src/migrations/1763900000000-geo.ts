import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Geo1763900000000 implements MigrationInterface {
  name = 'Geo1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE country (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      code char(2) NOT NULL UNIQUE CHECK (code = upper(code)),
      name text NOT NULL,
      slug text NOT NULL UNIQUE,
      region text CHECK (region IN ('latam', 'apac', 'emea', 'north_america')),
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE city (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      country_id uuid NOT NULL REFERENCES country (id) ON DELETE RESTRICT,
      name text NOT NULL,
      slug text NOT NULL UNIQUE,
      timezone text NOT NULL,
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    // City pickers: name contains (trigram), within a country, ordered by name.
    await q.query(`CREATE INDEX city_country_name_idx ON city (country_id, lower(name))`);
    await q.query(`CREATE INDEX city_name_idx ON city (lower(name))`);
    await q.query(`CREATE INDEX city_name_trgm_idx ON city USING gin (name gin_trgm_ops)`);
    await q.query(`CREATE TABLE station (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      city_id uuid NOT NULL REFERENCES city (id) ON DELETE RESTRICT,
      name text NOT NULL,
      slug text NOT NULL UNIQUE,
      address text,
      lat double precision CHECK (lat BETWEEN -90 AND 90),
      lng double precision CHECK (lng BETWEEN -180 AND 180),
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX station_city_name_idx ON station (city_id, lower(name))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE station`);
    await q.query(`DROP TABLE city`);
    await q.query(`DROP TABLE country`);
  }
}
