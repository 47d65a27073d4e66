import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Spec part 2, 3.5 reverseCutoff: the book-before cutoff (whole minutes) of the line's reverse direction (bToA);
 * null means bookBefore applies both ways. Only adds a column: existing lines and bookings are unchanged.
 */
export class LineReverseCutoff1764812000000 implements MigrationInterface {
  name = 'LineReverseCutoff1764812000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE line ADD COLUMN reverse_cutoff_minutes int CHECK (reverse_cutoff_minutes >= 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE line DROP COLUMN reverse_cutoff_minutes`);
  }
}
