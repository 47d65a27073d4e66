import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The multi-stations table (spec part 2, 2.10 and 3.5 "Multi-station entry"): each line_station row becomes a stop or
 * a pick-up/drop-off service with an optional price and its pick-up data (per passenger, flight details, selection
 * type with points or a hotel list), either the line's (event_id null) or one event's own list, with a version for
 * edit conflicts. A station appears once per list; positions order a list and no longer need to be unique.
 */
export class MultiStations1764704100000 implements MigrationInterface {
  name = 'MultiStations1764704100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE line_station
      ADD COLUMN kind text NOT NULL DEFAULT 'stop' CHECK (kind IN ('stop', 'pickupDropoff')),
      ADD COLUMN price numeric(14,2) CHECK (price >= 0),
      ADD COLUMN pickup_dropoff jsonb CHECK (pickup_dropoff IS NULL OR jsonb_typeof(pickup_dropoff) = 'object'),
      ADD COLUMN event_id uuid REFERENCES line_event (id) ON DELETE CASCADE,
      ADD COLUMN version int NOT NULL DEFAULT 1`);
    await q.query(`ALTER TABLE line_station DROP CONSTRAINT line_station_line_id_direction_position_key`);
    await q.query(`ALTER TABLE line_station DROP CONSTRAINT line_station_line_id_direction_station_id_key`);
    await q.query(`CREATE UNIQUE INDEX line_station_line_list_uq ON line_station (line_id, direction, station_id) WHERE event_id IS NULL`);
    await q.query(`CREATE UNIQUE INDEX line_station_event_list_uq ON line_station (event_id, station_id) WHERE event_id IS NOT NULL`);
    await q.query(`CREATE INDEX line_station_list_idx ON line_station (line_id, direction, event_id, position)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM line_station WHERE event_id IS NOT NULL`);
    await q.query(`DROP INDEX line_station_list_idx`);
    await q.query(`DROP INDEX line_station_event_list_uq`);
    await q.query(`DROP INDEX line_station_line_list_uq`);
    await q.query(`ALTER TABLE line_station ADD CONSTRAINT line_station_line_id_direction_station_id_key UNIQUE (line_id, direction, station_id)`);
    await q.query(`ALTER TABLE line_station ADD CONSTRAINT line_station_line_id_direction_position_key UNIQUE (line_id, direction, position)`);
    await q.query(`ALTER TABLE line_station DROP COLUMN kind, DROP COLUMN price, DROP COLUMN pickup_dropoff, DROP COLUMN event_id, DROP COLUMN version`);
  }
}
