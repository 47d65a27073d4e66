import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TRANSPORT_VEHICLE_TYPES } from '@farebox/domain';

/**
 * Transports (spec part 2, 2.13 and 3.6): reference (unique, the route key of /transports/edit/:transportReference),
 * vehicle type, vehicle class, the two cities, the operator and the supplier, all required. An index behind every
 * filter of the list and its order: reference (order and contains search), type, operator, supplier, either city;
 * country goes through city_country_name_idx to the city indexes, as on the lines list.
 */
export class Transports1764733600000 implements MigrationInterface {
  name = 'Transports1764733600000';

  async up(q: QueryRunner): Promise<void> {
    const types = TRANSPORT_VEHICLE_TYPES.map((t) => `'${t}'`).join(', ');
    await q.query(`CREATE TABLE transport (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      reference text NOT NULL CHECK (reference ~ '^[A-Za-z0-9][A-Za-z0-9._-]*$' AND length(reference) <= 100),
      vehicle_type text NOT NULL CHECK (vehicle_type IN (${types})),
      vehicle_class text NOT NULL CHECK (vehicle_class <> ''),
      from_city_id uuid NOT NULL REFERENCES city (id) ON DELETE RESTRICT,
      to_city_id uuid NOT NULL REFERENCES city (id) ON DELETE RESTRICT,
      operator_id uuid NOT NULL REFERENCES company (id) ON DELETE RESTRICT,
      supplier_id uuid NOT NULL REFERENCES company (id) ON DELETE RESTRICT,
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (from_city_id <> to_city_id)
    )`);
    await q.query(`COMMENT ON TABLE transport IS 'Transports (spec part 2, 3.6); /transports is shown only when TRANSPORTS_ENABLED'`);
    // The route key, unique whatever its case; also the list's order.
    await q.query(`CREATE UNIQUE INDEX transport_reference_key ON transport (lower(reference))`);
    await q.query(`CREATE INDEX transport_reference_order_idx ON transport (lower(reference), id)`);
    await q.query(`CREATE INDEX transport_reference_trgm_idx ON transport USING gin (reference gin_trgm_ops)`);
    await q.query(`CREATE INDEX transport_type_idx ON transport (vehicle_type, lower(reference))`);
    await q.query(`CREATE INDEX transport_operator_idx ON transport (operator_id, lower(reference))`);
    await q.query(`CREATE INDEX transport_supplier_idx ON transport (supplier_id, lower(reference))`);
    await q.query(`CREATE INDEX transport_cities_idx ON transport (from_city_id, to_city_id)`);
    await q.query(`CREATE INDEX transport_to_city_idx ON transport (to_city_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE transport`);
  }
}
