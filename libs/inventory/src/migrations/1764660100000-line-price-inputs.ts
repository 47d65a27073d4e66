import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The line price input of the Prices tab (spec 2.11, 3.5 Line: bookingFee, defaultPrice.returnDiscount and
 * returnCostDiscount, offlinePrice) in the supplier currency, and whether each passenger price was set by markup.
 * Existing lines get no booking fee, no discounts and no offline price; existing prices were set by markup.
 */
export class LinePriceInputs1764660100000 implements MigrationInterface {
  name = 'LinePriceInputs1764660100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE line
      ADD COLUMN booking_fee_active boolean NOT NULL DEFAULT false,
      ADD COLUMN booking_fee_per_passenger boolean NOT NULL DEFAULT false,
      ADD COLUMN booking_fee_price numeric(14,2) NOT NULL DEFAULT 0 CHECK (booking_fee_price >= 0),
      ADD COLUMN return_discount numeric(14,2) NOT NULL DEFAULT 0 CHECK (return_discount >= 0),
      ADD COLUMN return_cost_discount numeric(14,2) NOT NULL DEFAULT 0 CHECK (return_cost_discount >= 0),
      ADD COLUMN offline_price numeric(14,2) CHECK (offline_price >= 0)`);
    await q.query(`ALTER TABLE line_price ADD COLUMN is_amount_by_markup boolean NOT NULL DEFAULT true`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE line_price DROP COLUMN is_amount_by_markup`);
    await q.query(`ALTER TABLE line
      DROP COLUMN booking_fee_active, DROP COLUMN booking_fee_per_passenger, DROP COLUMN booking_fee_price,
      DROP COLUMN return_discount, DROP COLUMN return_cost_discount, DROP COLUMN offline_price`);
  }
}
