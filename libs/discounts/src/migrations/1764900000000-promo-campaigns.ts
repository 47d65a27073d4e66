import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Promo code campaigns (spec part 3, sections 2 to 5): the campaign with its generation state, every code (a single
 * campaign's one code, a serial campaign's generated ones) under one unique index so no two campaigns share a
 * code, and the redemptions the usage and per-user limits count.
 */
export class PromoCampaigns1764900000000 implements MigrationInterface {
  name = 'PromoCampaigns1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE promo_campaign (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      campaign_type text NOT NULL CHECK (campaign_type IN ('single', 'serial')),
      name text NOT NULL,
      type text NOT NULL CHECK (type IN ('amount', 'percentage')),
      value numeric(14,2) NOT NULL CHECK (value > 0),
      minimum_purchase numeric(14,2) CHECK (minimum_purchase > 0),
      expired_at date,
      expired_in int CHECK (expired_in >= 1),
      usage_limit int NOT NULL DEFAULT 0,
      per_user_limit int CHECK (per_user_limit >= 1),
      usages_number int NOT NULL DEFAULT 0 CHECK (usages_number >= 0),
      team text NOT NULL CHECK (team IN ('marketing', 'support')),
      activated boolean NOT NULL DEFAULT true,
      description text NOT NULL DEFAULT '',
      tooltip_description text NOT NULL DEFAULT '',
      audience_limitation jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(audience_limitation) = 'object'),
      serial_codes_count int CHECK (serial_codes_count >= 1),
      generation_state text CHECK (generation_state IN ('draft', 'generating', 'ready', 'failed')),
      generated_count int NOT NULL DEFAULT 0 CHECK (generated_count >= 0),
      generation_error text,
      created_by uuid NOT NULL REFERENCES app_user (id) ON DELETE RESTRICT,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      version int NOT NULL DEFAULT 1,
      CHECK ((expired_at IS NULL) <> (expired_in IS NULL)),
      CHECK ((campaign_type = 'serial') = (serial_codes_count IS NOT NULL AND generation_state IS NOT NULL)),
      CHECK (generated_count <= coalesce(serial_codes_count, 1))
    )`);
    // The list's default order and its sortable columns; the creator filter.
    await q.query(`CREATE INDEX promo_campaign_created_idx ON promo_campaign (created_at DESC, id)`);
    await q.query(`CREATE INDEX promo_campaign_creator_idx ON promo_campaign (created_by)`);

    await q.query(`CREATE TABLE promo_code (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      campaign_id uuid NOT NULL REFERENCES promo_campaign (id) ON DELETE CASCADE,
      code text NOT NULL CHECK (code = upper(code))
    )`);
    await q.query(`CREATE UNIQUE INDEX promo_code_code_key ON promo_code (code)`);
    // The Excel download reads a campaign's codes in id order, a page at a time.
    await q.query(`CREATE INDEX promo_code_campaign_idx ON promo_code (campaign_id, id)`);

    await q.query(`CREATE TABLE promo_redemption (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      campaign_id uuid NOT NULL REFERENCES promo_campaign (id) ON DELETE CASCADE,
      code_id bigint NOT NULL REFERENCES promo_code (id) ON DELETE CASCADE,
      customer text NOT NULL,
      cart_total numeric(14,2) NOT NULL,
      discount numeric(14,2) NOT NULL,
      currency text NOT NULL,
      redeemed_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX promo_redemption_customer_idx ON promo_redemption (campaign_id, customer)`);
    await q.query(`CREATE INDEX promo_redemption_code_idx ON promo_redemption (code_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE promo_redemption`);
    await q.query(`DROP TABLE promo_code`);
    await q.query(`DROP TABLE promo_campaign`);
  }
}
