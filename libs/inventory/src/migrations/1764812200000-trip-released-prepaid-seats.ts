import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The prepaid allocation seats a departure released at its line's allocation cutoff (spec part 2, 3.5
 * allocationCutoff): recorded by the first seat reservation inside the cutoff, null until then, so seats sold after
 * the cutoff never count against the allocation. Only adds a column.
 */
export class TripReleasedPrepaidSeats1764812200000 implements MigrationInterface {
  name = 'TripReleasedPrepaidSeats1764812200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE trip ADD COLUMN released_prepaid_seats int CHECK (released_prepaid_seats >= 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE trip DROP COLUMN released_prepaid_seats`);
  }
}
