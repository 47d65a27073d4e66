import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A sales channel becomes a partner (spec part 2, 3.3): its agent, payment method (final after creation), currency,
 * markup, logo, the per-type properties (logos, palette, plain values) and a version for edit conflicts.
 */
export class PartnerProperties1764850000000 implements MigrationInterface {
  name = 'PartnerProperties1764850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sales_channel
      ADD COLUMN base_url text,
      ADD COLUMN agent_user_id uuid REFERENCES app_user (id) ON DELETE RESTRICT,
      ADD COLUMN payment_flow text CHECK (payment_flow IN ('creditline', 'creditCard')),
      ADD COLUMN currency text CHECK (currency ~ '^[A-Z]{3}$'),
      ADD COLUMN markup numeric(7, 2) CHECK (markup >= 0),
      ADD COLUMN logo_image_id uuid REFERENCES image (id) ON DELETE RESTRICT,
      ADD COLUMN properties jsonb NOT NULL DEFAULT '{}'::jsonb,
      ADD COLUMN version int NOT NULL DEFAULT 1`);
    // The list filters by name (contains) and sorts by it.
    await q.query(`CREATE INDEX sales_channel_name_idx ON sales_channel (lower(name), id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX sales_channel_name_idx`);
    await q.query(`ALTER TABLE sales_channel DROP COLUMN base_url, DROP COLUMN agent_user_id, DROP COLUMN payment_flow,
      DROP COLUMN currency, DROP COLUMN markup, DROP COLUMN logo_image_id, DROP COLUMN properties, DROP COLUMN version`);
  }
}
