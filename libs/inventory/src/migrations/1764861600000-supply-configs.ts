import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Supply configs (spec part 2, 2.16; the fields are our design, see the README): one row per supplier company, versioned
 * for edit conflicts, its changes in the change log. Percentages are numeric(5,2), never floats.
 */
export class SupplyConfigs1764861600000 implements MigrationInterface {
  name = 'SupplyConfigs1764861600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE supply_config (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES company (id) ON DELETE CASCADE,
      default_markup_percent numeric(5,2) NOT NULL CHECK (default_markup_percent BETWEEN 0 AND 100),
      commission_percent numeric(5,2) NOT NULL CHECK (commission_percent BETWEEN 0 AND 100),
      auto_approve_bookings boolean NOT NULL DEFAULT false,
      sync_enabled boolean NOT NULL DEFAULT true,
      sync_days_in_advance int NOT NULL CHECK (sync_days_in_advance BETWEEN 1 AND 365),
      sandbox boolean NOT NULL DEFAULT false,
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT supply_config_company_key UNIQUE (company_id)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE supply_config`);
  }
}
