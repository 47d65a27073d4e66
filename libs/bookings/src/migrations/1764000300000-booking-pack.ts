import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The pack chosen with a booking, copied from the line's pack when booked: { id, name, description, price, currency, priceUsd }. */
export class BookingPack1764000300000 implements MigrationInterface {
  name = 'BookingPack1764000300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE booking ADD COLUMN pack jsonb CHECK (pack IS NULL OR jsonb_typeof(pack) = 'object')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE booking DROP COLUMN pack`);
  }
}
