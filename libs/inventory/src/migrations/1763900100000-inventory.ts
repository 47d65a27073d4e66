import type { MigrationInterface, QueryRunner } from 'typeorm';

const DIRECTION = `text NOT NULL CHECK (direction IN ('aToB', 'bToA'))`;

export class Inventory1763900100000 implements MigrationInterface {
  name = 'Inventory1763900100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE line (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      denomination text NOT NULL,
      type text NOT NULL CHECK (type IN ('bus', 'minivan', 'train', 'ferry', 'car', 'flight', 'cable_car', 'combined')),
      line_class text NOT NULL,
      company_id uuid NOT NULL REFERENCES company (id) ON DELETE RESTRICT,
      supplier_id uuid REFERENCES company (id) ON DELETE RESTRICT,
      slug text NOT NULL UNIQUE,
      published boolean NOT NULL DEFAULT false,
      published_at timestamptz,
      is_show_on_search boolean NOT NULL DEFAULT true,
      is_private_transfer boolean NOT NULL DEFAULT false,
      private_max_passengers int CHECK (private_max_passengers > 0),
      is_supplier_api boolean NOT NULL DEFAULT false,
      supplier_integration text,
      manual_bookings boolean NOT NULL DEFAULT false,
      automatic_approval boolean NOT NULL DEFAULT false,
      min_passengers int NOT NULL DEFAULT 1 CHECK (min_passengers >= 1),
      refundable boolean NOT NULL DEFAULT true,
      amendable boolean NOT NULL DEFAULT false,
      approval_inputs jsonb NOT NULL DEFAULT '{"bookingCode":false,"seatsNumber":false,"qrCodes":false,"requiredAttachments":false}',
      new_extras boolean NOT NULL DEFAULT true,
      vehicle_on_board boolean NOT NULL DEFAULT false,
      supplier_currency char(3) NOT NULL,
      from_city_id uuid NOT NULL REFERENCES city (id) ON DELETE RESTRICT,
      to_city_id uuid NOT NULL REFERENCES city (id) ON DELETE RESTRICT,
      station_a_id uuid NOT NULL REFERENCES station (id) ON DELETE RESTRICT,
      station_b_id uuid NOT NULL REFERENCES station (id) ON DELETE RESTRICT,
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (station_a_id <> station_b_id),
      CHECK (is_supplier_api = (supplier_integration IS NOT NULL))
    )`);
    await q.query(`CREATE INDEX line_company_idx ON line (company_id)`);
    await q.query(`CREATE INDEX line_supplier_idx ON line (supplier_id) WHERE supplier_id IS NOT NULL`);
    await q.query(`CREATE INDEX line_cities_idx ON line (from_city_id, to_city_id)`);
    await q.query(`CREATE INDEX line_to_city_idx ON line (to_city_id)`);

    await q.query(`CREATE TABLE line_station (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      line_id uuid NOT NULL REFERENCES line (id) ON DELETE CASCADE,
      station_id uuid NOT NULL REFERENCES station (id) ON DELETE RESTRICT,
      direction ${DIRECTION},
      position int NOT NULL,
      is_primary boolean NOT NULL DEFAULT false,
      is_boarding boolean NOT NULL DEFAULT true,
      is_dropoff boolean NOT NULL DEFAULT true,
      time_offset_minutes int NOT NULL DEFAULT 0 CHECK (time_offset_minutes >= 0),
      UNIQUE (line_id, direction, station_id),
      UNIQUE (line_id, direction, position)
    )`);
    await q.query(`CREATE INDEX line_station_station_idx ON line_station (station_id)`);

    await q.query(`CREATE TABLE line_event (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      line_id uuid NOT NULL REFERENCES line (id) ON DELETE CASCADE,
      direction ${DIRECTION},
      title text,
      from_station_id uuid NOT NULL REFERENCES station (id) ON DELETE RESTRICT,
      to_station_id uuid NOT NULL REFERENCES station (id) ON DELETE RESTRICT,
      days_of_week smallint[] NOT NULL CHECK (cardinality(days_of_week) > 0 AND days_of_week <@ '{0,1,2,3,4,5,6}'),
      departure_time time NOT NULL,
      duration_minutes int NOT NULL CHECK (duration_minutes >= 1),
      start_date date NOT NULL,
      end_date date CHECK (end_date >= start_date),
      seats int NOT NULL CHECK (seats >= 0),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX line_event_line_idx ON line_event (line_id)`);

    await q.query(`CREATE TABLE trip (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      line_id uuid NOT NULL REFERENCES line (id) ON DELETE CASCADE,
      direction ${DIRECTION},
      event_id uuid REFERENCES line_event (id) ON DELETE SET NULL,
      from_station_id uuid NOT NULL REFERENCES station (id) ON DELETE RESTRICT,
      to_station_id uuid NOT NULL REFERENCES station (id) ON DELETE RESTRICT,
      from_city_id uuid NOT NULL REFERENCES city (id) ON DELETE RESTRICT,
      to_city_id uuid NOT NULL REFERENCES city (id) ON DELETE RESTRICT,
      departure_at timestamptz NOT NULL,
      arrival_at timestamptz NOT NULL CHECK (arrival_at >= departure_at),
      timezone text NOT NULL,
      seats_total int NOT NULL CHECK (seats_total >= 0),
      seats_left int NOT NULL CHECK (seats_left >= 0 AND seats_left <= seats_total),
      blocked boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    // One trip per event occurrence (trip generation is idempotent on it).
    await q.query(`CREATE UNIQUE INDEX trip_event_departure_uq ON trip (event_id, departure_at) WHERE event_id IS NOT NULL`);
    await q.query(`CREATE INDEX trip_line_departure_idx ON trip (line_id, departure_at)`);
    // Product search: departures from one city to another within a day.
    await q.query(`CREATE INDEX trip_cities_departure_idx ON trip (from_city_id, to_city_id, departure_at)`);

    await q.query(`CREATE TABLE line_price (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      line_id uuid NOT NULL REFERENCES line (id) ON DELETE CASCADE,
      passenger_type text NOT NULL,
      cost numeric(14,2) NOT NULL CHECK (cost >= 0),
      amount numeric(14,2) NOT NULL CHECK (amount >= 0),
      currency char(3) NOT NULL,
      markup numeric(6,2) NOT NULL DEFAULT 0,
      cost_usd numeric(14,2) NOT NULL CHECK (cost_usd >= 0),
      amount_usd numeric(14,2) NOT NULL CHECK (amount_usd >= 0),
      UNIQUE (line_id, passenger_type)
    )`);

    await q.query(`CREATE TABLE line_extra_option (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      line_id uuid NOT NULL REFERENCES line (id) ON DELETE CASCADE,
      extra_type text NOT NULL CHECK (extra_type IN ('pickup_hotel', 'pickup_airport', 'dropoff_hotel', 'dropoff_airport', 'upgrade')),
      label text NOT NULL,
      note text,
      need_input boolean NOT NULL DEFAULT false,
      input_label text,
      mandatory boolean NOT NULL DEFAULT false,
      per_passenger boolean NOT NULL DEFAULT false,
      price numeric(14,2) NOT NULL DEFAULT 0 CHECK (price >= 0),
      currency char(3) NOT NULL,
      price_usd numeric(14,2) NOT NULL DEFAULT 0 CHECK (price_usd >= 0),
      position int NOT NULL DEFAULT 0
    )`);
    await q.query(`CREATE INDEX line_extra_option_line_idx ON line_extra_option (line_id, position)`);

    await q.query(`CREATE TABLE line_policy_rule (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      line_id uuid NOT NULL REFERENCES line (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('cancellation', 'amendment')),
      direction text CHECK (direction IN ('aToB', 'bToA')),
      time_before int NOT NULL CHECK (time_before >= 0),
      unit text NOT NULL CHECK (unit IN ('hours', 'days')),
      fee_percent numeric(5,2) NOT NULL CHECK (fee_percent BETWEEN 0 AND 100),
      position int NOT NULL DEFAULT 0
    )`);
    await q.query(`CREATE INDEX line_policy_rule_line_idx ON line_policy_rule (line_id, kind, position)`);

    await q.query(`CREATE TABLE line_vehicle_type (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      line_id uuid NOT NULL REFERENCES line (id) ON DELETE CASCADE,
      type_name text NOT NULL,
      amount numeric(14,2) NOT NULL CHECK (amount >= 0),
      currency char(3) NOT NULL,
      amount_usd numeric(14,2) NOT NULL CHECK (amount_usd >= 0),
      UNIQUE (line_id, type_name)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['line_vehicle_type', 'line_policy_rule', 'line_extra_option', 'line_price', 'trip', 'line_event', 'line_station', 'line']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
