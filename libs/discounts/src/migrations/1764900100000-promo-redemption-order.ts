import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A redemption names the order it discounted: a retried redeem of the same order finds it instead of counting twice. */
export class PromoRedemptionOrder1764900100000 implements MigrationInterface {
  name = 'PromoRedemptionOrder1764900100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE promo_redemption ADD COLUMN order_reference text NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX promo_redemption_order_key ON promo_redemption (campaign_id, order_reference)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE promo_redemption DROP COLUMN order_reference`);
  }
}
