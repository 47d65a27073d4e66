import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Supplier integrations (spec part 2, 2.14 and 3.6): which companies are integrations (online or offline), each
 * supplier's transfers as last fetched (supplier inventory), and the line's transfer mappings (3.5 transferMappings:
 * one supplier transfer per line and direction, one line direction per supplier transfer, with disableSync).
 * `line.supplier_integration` names the integration of a mapped line; it stays free text without a foreign key
 * because bookings copied it long before integrations were rows.
 */
export class SupplierApi1764853100000 implements MigrationInterface {
  name = 'SupplierApi1764853100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE supplier_integration (
      id text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]*$'),
      company_id uuid NOT NULL UNIQUE REFERENCES company (id) ON DELETE RESTRICT,
      mode text NOT NULL CHECK (mode IN ('online', 'offline')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE supplier_transfer (
      integration_id text NOT NULL REFERENCES supplier_integration (id) ON DELETE CASCADE,
      transfer_id text NOT NULL,
      company_name text NOT NULL,
      from_city text NOT NULL,
      to_city text NOT NULL,
      vehicle_type text NOT NULL,
      vehicle_class text NOT NULL,
      route_id text NOT NULL,
      time_zone text NOT NULL,
      multi_stations jsonb NOT NULL DEFAULT '[]',
      fetched_at timestamptz NOT NULL,
      PRIMARY KEY (integration_id, transfer_id)
    )`);
    await q.query(`CREATE INDEX supplier_transfer_cities_idx ON supplier_transfer (lower(from_city), lower(to_city))`);
    await q.query(`CREATE TABLE supplier_transfer_mapping (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      line_id uuid NOT NULL REFERENCES line (id) ON DELETE CASCADE,
      direction text NOT NULL CHECK (direction IN ('aToB', 'bToA')),
      integration_id text NOT NULL,
      transfer_id text NOT NULL,
      disable_sync boolean NOT NULL DEFAULT false,
      last_synced_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (integration_id, transfer_id) REFERENCES supplier_transfer (integration_id, transfer_id) ON DELETE RESTRICT,
      CONSTRAINT supplier_transfer_mapping_line_direction_key UNIQUE (line_id, direction),
      CONSTRAINT supplier_transfer_mapping_transfer_key UNIQUE (integration_id, transfer_id)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE supplier_transfer_mapping`);
    await q.query(`DROP TABLE supplier_transfer`);
    await q.query(`DROP TABLE supplier_integration`);
  }
}
