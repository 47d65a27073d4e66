import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Change price takes a free note, required unless a reason is chosen (spec 5): the reason type and reason become
 * optional, and a change has a type and reason, a note, or both.
 */
export class PriceChangeNote1764000120000 implements MigrationInterface {
  name = 'PriceChangeNote1764000120000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE booking_price_change
      ADD COLUMN note text,
      ALTER COLUMN reason_type DROP NOT NULL,
      ALTER COLUMN reason DROP NOT NULL,
      ADD CONSTRAINT booking_price_change_reason_or_note CHECK ((reason_type IS NOT NULL AND reason IS NOT NULL) OR (reason_type IS NULL AND reason IS NULL AND note IS NOT NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM booking_price_change WHERE reason_type IS NULL`);
    await q.query(`ALTER TABLE booking_price_change
      DROP CONSTRAINT booking_price_change_reason_or_note,
      ALTER COLUMN reason_type SET NOT NULL,
      ALTER COLUMN reason SET NOT NULL,
      DROP COLUMN note`);
  }
}
