import type { MigrationInterface, QueryRunner } from 'typeorm';

const LOCATION_TYPES = ['bus_station', 'bus_stop', 'train_station', 'pier', 'airport', 'pickup_point', 'office'];
const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Stations (spec part 3): location type, point or area (an area has a name and a GeoJSON outline), about-station
 * rich text. Existing stations are points. The list filters (city, name, location type, geometric type) are indexed,
 * and so is every column that points at a station, for the delete refusal that names what uses one.
 */
export class StationDetails1764610000000 implements MigrationInterface {
  name = 'StationDetails1764610000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE station
      ADD COLUMN location_type text CHECK (location_type IN (${list(LOCATION_TYPES)})),
      ADD COLUMN geometry_type text NOT NULL DEFAULT 'point' CHECK (geometry_type IN ('point', 'area')),
      ADD COLUMN area_name text,
      ADD COLUMN area_polygon jsonb CHECK (area_polygon IS NULL OR area_polygon->>'type' IN ('Polygon', 'MultiPolygon')),
      ADD COLUMN about_station text,
      ADD CONSTRAINT station_area_outline CHECK (geometry_type = 'point' OR (area_name IS NOT NULL AND area_polygon IS NOT NULL))`);
    // Stations from before this migration get the type their name says, where it says one.
    await q.query(`UPDATE station SET location_type = CASE
      WHEN name ~* 'airport' THEN 'airport'
      WHEN name ~* 'pier|port|ferry|quay' THEN 'pier'
      WHEN name ~* 'railway|train' THEN 'train_station'
      WHEN name ~* 'bus|terminal' THEN 'bus_station'
      WHEN name ~* 'office' THEN 'office'
    END`);
    await q.query(`CREATE INDEX station_name_idx ON station (lower(name), id)`);
    await q.query(`CREATE INDEX station_name_trgm_idx ON station USING gin (name gin_trgm_ops)`);
    await q.query(`CREATE INDEX station_location_type_idx ON station (location_type, lower(name))`);
    await q.query(`CREATE INDEX station_geometry_type_idx ON station (geometry_type, lower(name))`);
    for (const [table, column] of [
      ['line', 'station_a_id'],
      ['line', 'station_b_id'],
      ['line_event', 'from_station_id'],
      ['line_event', 'to_station_id'],
      ['trip', 'from_station_id'],
      ['trip', 'to_station_id'],
      ['booking', 'from_station_id'],
      ['booking', 'to_station_id'],
      ['booking_item', 'from_station_id'],
      ['booking_item', 'to_station_id'],
    ]) {
      await q.query(`CREATE INDEX IF NOT EXISTS ${table}_${column}_idx ON ${table} (${column})`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['line', 'line_event', 'trip', 'booking', 'booking_item']) {
      for (const column of table === 'line' ? ['station_a_id', 'station_b_id'] : ['from_station_id', 'to_station_id']) {
        await q.query(`DROP INDEX IF EXISTS ${table}_${column}_idx`);
      }
    }
    await q.query(`DROP INDEX station_geometry_type_idx, station_location_type_idx, station_name_trgm_idx, station_name_idx`);
    await q.query(`ALTER TABLE station DROP CONSTRAINT station_area_outline,
      DROP COLUMN about_station, DROP COLUMN area_polygon, DROP COLUMN area_name, DROP COLUMN geometry_type, DROP COLUMN location_type`);
  }
}
