import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Schedules tab's "Cutoffs and booking window" (spec part 2, 2.9 tab 4, 3.5). bookBefore reuses
 * line.book_before_minutes (added by LinesList1764731000000); the others are whole minutes too, null when the line
 * has none: automatic approval stops applying inside automatic_approval_cutoff_minutes before departure; allocations
 * are released allocation_cutoff_minutes before departure; trips further ahead than
 * allocation_booking_window_minutes are not sold.
 */
export class LineCutoffs1764733000000 implements MigrationInterface {
  name = 'LineCutoffs1764733000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE line
      ADD COLUMN automatic_approval_cutoff_minutes int CHECK (automatic_approval_cutoff_minutes >= 0),
      ADD COLUMN allocation_cutoff_minutes int CHECK (allocation_cutoff_minutes >= 0),
      ADD COLUMN allocation_booking_window_minutes int CHECK (allocation_booking_window_minutes >= 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE line
      DROP COLUMN automatic_approval_cutoff_minutes,
      DROP COLUMN allocation_cutoff_minutes,
      DROP COLUMN allocation_booking_window_minutes`);
  }
}
