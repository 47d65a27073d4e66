import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The /supplier-api screen's mappings (spec part 2, 2.14 and 3.6): pairs of Farebox data and supplier data per
 * integration, for cities, companies, vehicle types and vehicle classes. A city or company mapping points at our row
 * (deleting the row is refused while mapped); a type or class mapping holds our value. One mapping per supplier value
 * (case-insensitive): the unique index decides races.
 */
export class SupplierMappings1764871000000 implements MigrationInterface {
  name = 'SupplierMappings1764871000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE supplier_mapping (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      integration_id text NOT NULL REFERENCES supplier_integration (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('city', 'company', 'vehicleType', 'vehicleClass')),
      city_id uuid REFERENCES city (id) ON DELETE RESTRICT,
      company_id uuid REFERENCES company (id) ON DELETE RESTRICT,
      value text,
      supplier_value text NOT NULL CHECK (supplier_value <> ''),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT supplier_mapping_farebox_side CHECK (
        (kind = 'city' AND city_id IS NOT NULL AND company_id IS NULL AND value IS NULL)
        OR (kind = 'company' AND company_id IS NOT NULL AND city_id IS NULL AND value IS NULL)
        OR (kind IN ('vehicleType', 'vehicleClass') AND value IS NOT NULL AND city_id IS NULL AND company_id IS NULL))
    )`);
    await q.query(`CREATE UNIQUE INDEX supplier_mapping_supplier_value_key ON supplier_mapping (integration_id, kind, lower(supplier_value))`);
    await q.query(`CREATE INDEX supplier_mapping_city_idx ON supplier_mapping (city_id) WHERE city_id IS NOT NULL`);
    await q.query(`CREATE INDEX supplier_mapping_company_idx ON supplier_mapping (company_id) WHERE company_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE supplier_mapping`);
  }
}
