import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Price-exception rules of a line (spec 3.5 "Price rule"): conditions on the trip and the passenger, and the
 * selling price per passenger in the supplier currency with its USD amount at saving time. A rule prices trips
 * departing from effective_from (its last save) on. Empty arrays set no condition.
 */
export class LinePriceRules1764660110000 implements MigrationInterface {
  name = 'LinePriceRules1764660110000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE line_price_rule (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      line_id uuid NOT NULL REFERENCES line (id) ON DELETE CASCADE,
      departure_times text[] NOT NULL DEFAULT '{}',
      time_intervals jsonb NOT NULL DEFAULT '[]',
      start_date date,
      end_date date,
      dows smallint[] NOT NULL DEFAULT '{}',
      passenger_types jsonb NOT NULL DEFAULT '[]',
      from_station_ids uuid[] NOT NULL DEFAULT '{}',
      to_station_ids uuid[] NOT NULL DEFAULT '{}',
      price numeric(14,2) NOT NULL CHECK (price >= 0),
      currency char(3) NOT NULL,
      price_usd numeric(14,2) NOT NULL CHECK (price_usd >= 0),
      effective_from timestamptz NOT NULL,
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date)
    )`);
    await q.query(`CREATE INDEX line_price_rule_line_idx ON line_price_rule (line_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE line_price_rule`);
  }
}
