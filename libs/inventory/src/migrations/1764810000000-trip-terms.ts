import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Edit trip and the single-occurrence edit (spec part 2, 2.10, 3.1 Trip): where one trip takes its price rule, its
 * multi-stations and its prepaid allocation from ('event' the default, 'line', or 'trip' for its own), the trip's
 * own price rule, its own multi-stations (trip_station), and a version for its edits. A trip with a manual prepaid number already takes it for the trip.
 */
export class TripTerms1764810000000 implements MigrationInterface {
  name = 'TripTerms1764810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE trip
      ADD COLUMN price_source text NOT NULL DEFAULT 'event' CHECK (price_source IN ('event', 'line', 'trip')),
      ADD COLUMN price_rule_id uuid REFERENCES line_price_rule (id) ON DELETE SET NULL,
      ADD COLUMN multi_stations_source text NOT NULL DEFAULT 'event' CHECK (multi_stations_source IN ('event', 'line', 'trip')),
      ADD COLUMN prepaid_source text NOT NULL DEFAULT 'event' CHECK (prepaid_source IN ('event', 'line', 'trip')),
      ADD COLUMN version int NOT NULL DEFAULT 1,
      ADD CONSTRAINT trip_prepaid_for_trip CHECK (prepaid_source <> 'trip' OR prepaid_seats IS NOT NULL)`);
    await q.query(`UPDATE trip SET prepaid_source = 'trip' WHERE prepaid_seats IS NOT NULL`);
    // A trip's own rule may be deleted on the Prices tab (SET NULL): the trip is then priced like the line (tripPriceRules).
    await q.query(`CREATE INDEX trip_price_rule_idx ON trip (price_rule_id) WHERE price_rule_id IS NOT NULL`);
    // A trip's own multi-stations, the shape of line_station. Not a line_* table: duplicating a line copies no trip list.
    await q.query(`CREATE TABLE trip_station (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      line_id uuid NOT NULL REFERENCES line (id) ON DELETE CASCADE,
      trip_id uuid NOT NULL REFERENCES trip (id) ON DELETE CASCADE,
      direction text NOT NULL CHECK (direction IN ('aToB', 'bToA')),
      station_id uuid NOT NULL REFERENCES station (id) ON DELETE RESTRICT,
      position int NOT NULL,
      is_primary boolean NOT NULL DEFAULT false,
      is_boarding boolean NOT NULL DEFAULT true,
      is_dropoff boolean NOT NULL DEFAULT true,
      time_offset_minutes int NOT NULL DEFAULT 0 CHECK (time_offset_minutes >= 0),
      kind text NOT NULL DEFAULT 'stop' CHECK (kind IN ('stop', 'pickupDropoff')),
      price numeric(14,2) CHECK (price >= 0),
      pickup_dropoff jsonb CHECK (pickup_dropoff IS NULL OR jsonb_typeof(pickup_dropoff) = 'object'),
      version int NOT NULL DEFAULT 1,
      UNIQUE (trip_id, station_id)
    )`);
    await q.query(`CREATE INDEX trip_station_station_idx ON trip_station (station_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE trip_station`);
    await q.query(`ALTER TABLE trip
      DROP CONSTRAINT trip_prepaid_for_trip,
      DROP COLUMN price_source, DROP COLUMN price_rule_id, DROP COLUMN multi_stations_source, DROP COLUMN prepaid_source, DROP COLUMN version`);
  }
}
