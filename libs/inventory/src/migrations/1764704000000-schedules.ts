import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The schedule editor (spec part 2, 2.10 and 3.5 Event/Trip): events get a colour, a version for edit conflicts,
 * several date ranges, prepaid allocations, an optional price-rule reference and where their multi-stations come
 * from; trips get a manual prepaid number. start_date/end_date stay as the envelope of the ranges (the earliest
 * start, the latest end or open), so every existing reader keeps working.
 */
export class Schedules1764704000000 implements MigrationInterface {
  name = 'Schedules1764704000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE line_event
      ADD COLUMN color text NOT NULL DEFAULT '#3b82f6' CHECK (color ~ '^#[0-9a-fA-F]{6}$'),
      ADD COLUMN version int NOT NULL DEFAULT 1,
      ADD COLUMN date_ranges jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(date_ranges) = 'array'),
      ADD COLUMN allocations jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(allocations) = 'array'),
      ADD COLUMN price_rule_id uuid,
      ADD COLUMN multi_stations_source text NOT NULL DEFAULT 'line' CHECK (multi_stations_source IN ('line', 'event')),
      ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    // Every existing event keeps its one range.
    await q.query(`UPDATE line_event SET date_ranges = jsonb_build_array(jsonb_build_object('startDate', start_date::text, 'endDate', end_date::text))`);
    await q.query(`ALTER TABLE trip
      ADD COLUMN prepaid_seats int CHECK (prepaid_seats >= 0)`);
    await q.query(
      `COMMENT ON COLUMN trip.prepaid_seats IS 'Manual prepaid allocation of this trip (Edit allocation: Set); null takes the event''s allocation'`,
    );
    // The booking references of a trip (schedule edits name them when they refuse to move or remove it).
    await q.query(`CREATE INDEX IF NOT EXISTS booking_item_trip_idx ON booking_item (trip_id) WHERE trip_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS booking_item_trip_idx`);
    await q.query(`ALTER TABLE trip DROP COLUMN prepaid_seats`);
    await q.query(`ALTER TABLE line_event DROP COLUMN color, DROP COLUMN version, DROP COLUMN date_ranges, DROP COLUMN allocations,
      DROP COLUMN price_rule_id, DROP COLUMN multi_stations_source, DROP COLUMN updated_at`);
  }
}
