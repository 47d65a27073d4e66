import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The city screens' fields (spec part 3, section 3) on the existing table, and the nearby cities (city → city). */
export class CityDetails1764600000000 implements MigrationInterface {
  name = 'CityDetails1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE city
      ADD COLUMN high_season text,
      ADD COLUMN places_to_see text,
      ADD COLUMN good_to_know text,
      ADD COLUMN description text,
      ADD COLUMN promotion_html text`);
    await q.query(`CREATE TABLE city_nearby (
      city_id uuid NOT NULL REFERENCES city (id) ON DELETE CASCADE,
      nearby_city_id uuid NOT NULL REFERENCES city (id) ON DELETE RESTRICT,
      PRIMARY KEY (city_id, nearby_city_id),
      CHECK (city_id <> nearby_city_id)
    )`);
    // A city's delete refusal looks for the cities that list it as nearby.
    await q.query(`CREATE INDEX city_nearby_nearby_idx ON city_nearby (nearby_city_id)`);
    // The delete refusal looks for trips from or to a city.
    await q.query(`CREATE INDEX trip_to_city_idx ON trip (to_city_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX trip_to_city_idx`);
    await q.query(`DROP TABLE city_nearby`);
    await q.query(
      `ALTER TABLE city DROP COLUMN high_season, DROP COLUMN places_to_see, DROP COLUMN good_to_know, DROP COLUMN description, DROP COLUMN promotion_html`,
    );
  }
}
