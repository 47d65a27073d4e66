import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A booking sold offline by staff (phone, counter) is priced at the line's offline price; the flag records that
 * it was. Only adds a column (false for every existing booking).
 */
export class BookingOfflineSale1764812100000 implements MigrationInterface {
  name = 'BookingOfflineSale1764812100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE booking ADD COLUMN is_offline_sale boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE booking DROP COLUMN is_offline_sale`);
  }
}
