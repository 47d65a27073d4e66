import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bookings and their items, passengers, history and notes.
 * The list is paged by (created_at DESC, id DESC) with no count, so every equality filter gets an index that
 * leads with the filtered column and continues in list order: the planner walks it and stops after limit + 1.
 */
export class Bookings1764000000000 implements MigrationInterface {
  name = 'Bookings1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE booking (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      reference text NOT NULL,
      cart_reference text,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'reserved', 'approved', 'declined', 'canceled')),
      customer_status text NOT NULL DEFAULT 'pending' CHECK (customer_status IN ('pending', 'approved', 'canceled')),
      amend_status text CHECK (amend_status IN ('pending', 'approved', 'canceled', 'declined', 'failed')),
      amend_request jsonb,
      payment_status text NOT NULL DEFAULT 'unpaid' CHECK (payment_status IN ('unpaid', 'authorized', 'paid', 'refund', 'failed', 'expired')),
      payment_provider text,
      is_disputed boolean NOT NULL DEFAULT false,
      is_fraudulent boolean NOT NULL DEFAULT false,
      is_b2b boolean NOT NULL DEFAULT false,
      is_supplier_api boolean NOT NULL DEFAULT false,
      is_automatic_approve boolean NOT NULL DEFAULT false,
      is_manual boolean NOT NULL DEFAULT false,
      is_handled boolean NOT NULL DEFAULT false,
      has_note boolean NOT NULL DEFAULT false,
      pending_tickets boolean NOT NULL DEFAULT false,
      tickets_issued boolean NOT NULL DEFAULT false,
      is_updated_in_supplier_records boolean NOT NULL DEFAULT false,
      domain text NOT NULL DEFAULT 'farebox',
      application jsonb,
      approve_method text NOT NULL DEFAULT 'pendingApproval'
        CHECK (approve_method IN ('pendingApproval', 'automatic', 'manual', 'supplierApi')),
      approval_date timestamptz,
      approved_by text,
      approval_inputs jsonb,
      decline_reason text,
      decline_reason_text text,
      block_departure text CHECK (block_departure IN ('firstLeg', 'secondLeg', 'both', 'none')),
      declined_at timestamptz,
      declined_by text,
      canceled_at timestamptz,
      canceled_by text,
      cancellation jsonb,
      in_progress_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
      exchanged_from_id uuid REFERENCES booking (id),
      exchanged_to_id uuid REFERENCES booking (id),

      company_id uuid NOT NULL REFERENCES company (id),
      supplier_id uuid,
      line_id uuid NOT NULL REFERENCES line (id),
      trip_id uuid REFERENCES trip (id),
      return_trip_id uuid REFERENCES trip (id),
      event_id uuid,
      departure_at timestamptz NOT NULL,
      timezone text NOT NULL,
      from_city_id uuid,
      to_city_id uuid,
      from_station_id uuid,
      to_station_id uuid,
      country_code char(2),
      region text,
      supplier_integration text,
      supplier_booking_code text,

      first_name text NOT NULL,
      last_name text NOT NULL,
      email text NOT NULL,
      phone text,
      passengers_count int NOT NULL DEFAULT 1 CHECK (passengers_count >= 1),
      visitor_id text,

      currency text NOT NULL DEFAULT 'USD',
      price_amount numeric(14,2) NOT NULL DEFAULT 0,
      price_amount_usd numeric(14,2) NOT NULL DEFAULT 0,
      cost_amount_usd numeric(14,2) NOT NULL DEFAULT 0,
      cost_in_supplier_currency numeric(14,2) NOT NULL DEFAULT 0,
      supplier_currency text NOT NULL DEFAULT 'USD',
      price_without_addons numeric(14,2),
      base_price numeric(14,2),
      settled_price numeric(14,2),
      initial_price numeric(14,2),
      return_discount numeric(14,2),
      additional_fees jsonb NOT NULL DEFAULT '[]',
      additional_transactions jsonb NOT NULL DEFAULT '[]',
      addons jsonb NOT NULL DEFAULT '[]',
      redeemed_coupons jsonb NOT NULL DEFAULT '[]',
      extended_policy jsonb,
      experiments jsonb,
      extra_info jsonb,

      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      version int NOT NULL DEFAULT 1,
      machine_version int NOT NULL DEFAULT 1
    )`);
    const byCreated = 'created_at DESC, id DESC';
    // The default payment filter rides along so a deep page is an index-only scan.
    const withPayment = 'INCLUDE (payment_status)';
    await q.query(`CREATE UNIQUE INDEX booking_reference_uq ON booking (reference)`);
    await q.query(`CREATE INDEX booking_created_idx ON booking (${byCreated}) ${withPayment}`);
    await q.query(`CREATE INDEX booking_departure_idx ON booking (departure_at, id) ${withPayment}`);
    for (const column of [
      'payment_status',
      'status',
      'customer_status',
      'company_id',
      'supplier_id',
      'line_id',
      'event_id',
      'from_city_id',
      'to_city_id',
      'from_station_id',
      'to_station_id',
      'country_code',
      'region',
      'domain',
      'approve_method',
    ]) {
      await q.query(`CREATE INDEX booking_${column}_idx ON booking (${column}, ${byCreated}) ${column === 'payment_status' ? '' : withPayment}`);
    }
    await q.query(`CREATE INDEX booking_trip_idx ON booking (trip_id, ${byCreated}) ${withPayment}`);
    await q.query(`CREATE INDEX booking_return_trip_idx ON booking (return_trip_id) WHERE return_trip_id IS NOT NULL`);
    await q.query(`CREATE INDEX booking_company_departure_idx ON booking (company_id, departure_at, id) ${withPayment}`);
    await q.query(`CREATE INDEX booking_cart_reference_idx ON booking (cart_reference) WHERE cart_reference IS NOT NULL`);
    await q.query(`CREATE INDEX booking_supplier_code_idx ON booking (supplier_booking_code) WHERE supplier_booking_code IS NOT NULL`);
    await q.query(`CREATE INDEX booking_email_idx ON booking (lower(email), ${byCreated}) ${withPayment}`);
    await q.query(`CREATE INDEX booking_first_name_idx ON booking (lower(first_name) text_pattern_ops)`);
    await q.query(`CREATE INDEX booking_last_name_idx ON booking (lower(last_name) text_pattern_ops)`);
    // Rare states: partial indexes stay small and keep list order.
    await q.query(`CREATE INDEX booking_amend_idx ON booking (amend_status, ${byCreated}) WHERE amend_status IS NOT NULL`);
    await q.query(`CREATE INDEX booking_manual_idx ON booking (${byCreated}) WHERE is_manual`);
    await q.query(`CREATE INDEX booking_handled_idx ON booking (company_id, is_handled, ${byCreated}) ${withPayment}`);

    await q.query(`CREATE TABLE booking_item (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      booking_id uuid NOT NULL REFERENCES booking (id) ON DELETE CASCADE,
      position smallint NOT NULL CHECK (position IN (0, 1)),
      reference text NOT NULL,
      line_id uuid NOT NULL,
      trip_id uuid,
      from_station_id uuid,
      to_station_id uuid,
      departure_at timestamptz NOT NULL,
      arrival_at timestamptz,
      timezone text NOT NULL,
      approved_departure_time text,
      approval_attachments jsonb NOT NULL DEFAULT '[]',
      ticket_url text,
      vehicles_on_board jsonb NOT NULL DEFAULT '[]',
      supplier_api jsonb,
      extras jsonb NOT NULL DEFAULT '[]',
      price_amount numeric(14,2) NOT NULL DEFAULT 0,
      cost_in_supplier_currency numeric(14,2) NOT NULL DEFAULT 0,
      supplier_currency text NOT NULL DEFAULT 'USD',
      UNIQUE (booking_id, position)
    )`);
    await q.query(`CREATE UNIQUE INDEX booking_item_reference_uq ON booking_item (reference)`);

    await q.query(`CREATE TABLE booking_passenger (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      booking_id uuid NOT NULL REFERENCES booking (id) ON DELETE CASCADE,
      position smallint NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      email text,
      phone text,
      age int CHECK (age BETWEEN 0 AND 130),
      passenger_type text NOT NULL,
      extra_infos jsonb NOT NULL DEFAULT '[]',
      baggage jsonb,
      seats jsonb NOT NULL DEFAULT '{}',
      qr_codes jsonb NOT NULL DEFAULT '{}',
      is_added boolean NOT NULL DEFAULT false,
      UNIQUE (booking_id, position)
    )`);

    await q.query(`CREATE TABLE booking_history (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      booking_id uuid NOT NULL REFERENCES booking (id) ON DELETE CASCADE,
      at timestamptz NOT NULL DEFAULT now(),
      action text NOT NULL,
      status text NOT NULL,
      customer_status text NOT NULL,
      amend_status text,
      payment_status text,
      by_user_id uuid,
      by_name text NOT NULL,
      details jsonb
    )`);
    await q.query(`CREATE INDEX booking_history_booking_idx ON booking_history (booking_id, at)`);

    await q.query(`CREATE TABLE booking_note (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      booking_id uuid NOT NULL REFERENCES booking (id) ON DELETE CASCADE,
      note text NOT NULL CHECK (length(btrim(note)) > 0),
      by_user_id uuid,
      by_name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX booking_note_booking_idx ON booking_note (booking_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE booking_note`);
    await q.query(`DROP TABLE booking_history`);
    await q.query(`DROP TABLE booking_passenger`);
    await q.query(`DROP TABLE booking_item`);
    await q.query(`DROP TABLE booking`);
  }
}
