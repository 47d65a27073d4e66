import type { MigrationInterface, QueryRunner } from 'typeorm';

const TRANSPORT_TYPES = `'bus', 'minivan', 'train', 'ferry', 'car', 'flight', 'cable_car', 'bus-ferry', 'van-ferry', 'car-ferry'`;

/**
 * Routes with pros and cons (spec part 3): a landing page for travelling from one city to another, and per way of
 * travelling it (transport type) an ordered list of pros and of cons taken from one shared list.
 */
export class Routes1764630000000 implements MigrationInterface {
  name = 'Routes1764630000000';

  async up(q: QueryRunner): Promise<void> {
    // The unique index's name is what a racing duplicate create is recognised by (409).
    await q.query(`CREATE TABLE pro_con (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      slug text NOT NULL CHECK (slug <> ''),
      text text NOT NULL CHECK (text <> ''),
      type text NOT NULL CHECK (type IN ('pro', 'con')),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT pro_con_slug_key UNIQUE (slug)
    )`);
    // The list is ordered by slug and filtered by type; search looks into slug and text.
    await q.query(`CREATE INDEX pro_con_type_slug_idx ON pro_con (type, slug)`);
    await q.query(`CREATE INDEX pro_con_search_trgm_idx ON pro_con USING gin (slug gin_trgm_ops, text gin_trgm_ops)`);

    await q.query(`CREATE TABLE route (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      slug text NOT NULL UNIQUE CHECK (slug <> ''),
      from_city_id uuid NOT NULL REFERENCES city (id) ON DELETE RESTRICT,
      to_city_id uuid NOT NULL REFERENCES city (id) ON DELETE RESTRICT,
      is_available boolean NOT NULL DEFAULT true,
      promotion_html text,
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (from_city_id <> to_city_id),
      UNIQUE (from_city_id, to_city_id)
    )`);
    await q.query(`CREATE INDEX route_to_city_idx ON route (to_city_id)`);

    await q.query(`CREATE TABLE route_transportation (
      route_id uuid NOT NULL REFERENCES route (id) ON DELETE CASCADE,
      type_slug text NOT NULL CHECK (type_slug IN (${TRANSPORT_TYPES})),
      position int NOT NULL,
      PRIMARY KEY (route_id, type_slug)
    )`);
    await q.query(`CREATE TABLE route_transportation_pro_con (
      route_id uuid NOT NULL,
      type_slug text NOT NULL,
      pro_con_id uuid NOT NULL REFERENCES pro_con (id) ON DELETE RESTRICT,
      position int NOT NULL,
      PRIMARY KEY (route_id, type_slug, pro_con_id),
      FOREIGN KEY (route_id, type_slug) REFERENCES route_transportation (route_id, type_slug) ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX route_transportation_pro_con_pro_con_idx ON route_transportation_pro_con (pro_con_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE route_transportation_pro_con`);
    await q.query(`DROP TABLE route_transportation`);
    await q.query(`DROP TABLE route`);
    await q.query(`DROP TABLE pro_con`);
  }
}
