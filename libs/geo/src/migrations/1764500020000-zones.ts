import type { MigrationInterface, QueryRunner } from 'typeorm';
import { recordSlugChangesOn } from './1764500000000-slug-history.js';

/** Zones (spec part 3): a named part of a city with a public slug; a station may lie in one. */
export class Zones1764500020000 implements MigrationInterface {
  name = 'Zones1764500020000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE zone (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (name <> ''),
      slug text NOT NULL UNIQUE CHECK (slug <> ''),
      city_id uuid NOT NULL REFERENCES city (id) ON DELETE RESTRICT,
      description text,
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    // The list is ordered by name and filtered by name.
    await q.query(`CREATE INDEX zone_name_idx ON zone (lower(name))`);
    await q.query(`CREATE INDEX zone_city_idx ON zone (city_id)`);
    await q.query(recordSlugChangesOn('zone'));
    await q.query(`ALTER TABLE station ADD COLUMN zone_id uuid REFERENCES zone (id) ON DELETE RESTRICT`);
    await q.query(`CREATE INDEX station_zone_idx ON station (zone_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE station DROP COLUMN zone_id`);
    await q.query(`DROP TABLE zone`);
  }
}
