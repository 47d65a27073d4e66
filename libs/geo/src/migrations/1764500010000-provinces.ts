import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Provinces (spec part 3): a country's region that groups cities; a city belongs to one province at most. */
export class Provinces1764500010000 implements MigrationInterface {
  name = 'Provinces1764500010000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE province (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (name <> ''),
      country_id uuid NOT NULL REFERENCES country (id) ON DELETE RESTRICT,
      description text,
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    // The list is ordered by name and filtered by name and country.
    await q.query(`CREATE INDEX province_name_idx ON province (lower(name))`);
    await q.query(`CREATE INDEX province_country_idx ON province (country_id)`);
    await q.query(`ALTER TABLE city ADD COLUMN province_id uuid REFERENCES province (id) ON DELETE RESTRICT`);
    await q.query(`CREATE INDEX city_province_idx ON city (province_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE city DROP COLUMN province_id`);
    await q.query(`DROP TABLE province`);
  }
}
