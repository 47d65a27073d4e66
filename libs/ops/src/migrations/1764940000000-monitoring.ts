import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Monitoring items and their runs, the user events of the public site, and the `monitoring` schema the items'
 * queries read. The queries run as the role farebox_monitoring (LOGIN, its own connection): it may SELECT the
 * views of that schema and nothing else (no users, no secrets). A role is cluster-wide and the test databases are
 * migrated in parallel, so it is created only when missing (a concurrent creation is ignored) and granted per
 * database; `down` leaves it, since other databases of the cluster may use it.
 */
export class Monitoring1764940000000 implements MigrationInterface {
  name = 'Monitoring1764940000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE monitoring_item (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      query_name text NOT NULL CHECK (char_length(query_name) BETWEEN 2 AND 50),
      query_string text NOT NULL CHECK (query_string <> ''),
      output_type text NOT NULL CHECK (output_type IN ('rows', 'tables')),
      output_format text NOT NULL CHECK (output_format IN ('text', 'csv', 'json')),
      slack_channel text NOT NULL DEFAULT '',
      start_time text NOT NULL CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      frequency text NOT NULL CHECK (frequency IN ('every-15-minutes', 'hourly', 'every-6-hours', 'daily', 'weekly')),
      days_to_check int NOT NULL DEFAULT 0 CHECK (days_to_check >= 0),
      paused boolean NOT NULL DEFAULT false,
      version int NOT NULL DEFAULT 1,
      created_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX monitoring_item_created_idx ON monitoring_item (created_at DESC, id DESC)`);

    await q.query(`CREATE TABLE monitoring_run (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      item_id uuid NOT NULL REFERENCES monitoring_item (id) ON DELETE CASCADE,
      trigger text NOT NULL CHECK (trigger IN ('schedule', 'manual')),
      status text NOT NULL CHECK (status IN ('running', 'succeeded', 'failed')),
      started_at timestamptz NOT NULL,
      finished_at timestamptz,
      row_count int,
      truncated boolean NOT NULL DEFAULT false,
      messages_posted int NOT NULL DEFAULT 0,
      error text,
      -- A scheduled run's BullMQ job id: a job delivered twice records one run.
      job_id text UNIQUE
    )`);
    await q.query(`CREATE INDEX monitoring_run_item_idx ON monitoring_run (item_id, started_at DESC)`);

    await q.query(`CREATE TABLE user_event (
      id bigserial PRIMARY KEY,
      -- The sender's own id of the event, when it gives one: a retried request stores it once.
      event_uid uuid UNIQUE,
      name text NOT NULL,
      occurred_at timestamptz NOT NULL,
      visitor_id text NOT NULL,
      session_id text NOT NULL,
      properties jsonb NOT NULL DEFAULT '{}',
      metadata jsonb NOT NULL DEFAULT '{}',
      received_at timestamptz NOT NULL
    )`);
    // The viewer filters by visitor, session or name and lists newest first; events arrive roughly in time order,
    // so a BRIN index serves a bare date range at a fraction of a b-tree's size.
    await q.query(`CREATE INDEX user_event_visitor_idx ON user_event (visitor_id, occurred_at DESC, id DESC)`);
    await q.query(`CREATE INDEX user_event_session_idx ON user_event (session_id, occurred_at DESC, id DESC)`);
    await q.query(`CREATE INDEX user_event_name_idx ON user_event (name, occurred_at DESC, id DESC)`);
    await q.query(`CREATE INDEX user_event_time_brin ON user_event USING brin (occurred_at)`);

    await q.query(`CREATE SCHEMA monitoring`);
    await q.query(`CREATE VIEW monitoring.bookings_per_day AS
      SELECT (b.created_at AT TIME ZONE 'UTC')::date AS day, b.status, count(*)::int AS bookings, sum(b.price_amount_usd) AS amount_usd
        FROM booking b GROUP BY 1, 2`);
    await q.query(`CREATE VIEW monitoring.bookings AS
      SELECT b.id, b.reference, b.status, b.customer_status, b.payment_status, b.company_id, b.line_id, b.departure_at,
             b.currency, b.price_amount, b.price_amount_usd, b.visitor_id, b.created_at
        FROM booking b`);
    await q.query(`CREATE VIEW monitoring.payments AS
      SELECT p.id, p.booking_id, p.company_id, p.status, p.currency, p.charged_amount, p.refunded_amount, p.payment_method, p.created_at
        FROM booking_payment p`);
    await q.query(`CREATE VIEW monitoring.user_events AS
      SELECT e.id, e.name, e.occurred_at, e.visitor_id, e.session_id, e.properties, e.metadata FROM user_event e`);
    await q.query(`CREATE VIEW monitoring.runs AS
      SELECT r.item_id, i.query_name, r.trigger, r.status, r.started_at, r.finished_at, r.row_count, r.error
        FROM monitoring_run r JOIN monitoring_item i ON i.id = r.item_id`);
    // The run sets monitoring.since to its own time minus the item's days to check.
    await q.query(`CREATE FUNCTION monitoring.since() RETURNS timestamptz LANGUAGE sql STABLE AS
      $$ SELECT coalesce(nullif(current_setting('monitoring.since', true), ''), '-infinity')::timestamptz $$`);

    await q.query(`DO $$ BEGIN
        IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'farebox_monitoring') THEN
          CREATE ROLE farebox_monitoring LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION;
        END IF;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END $$`);
    await q.query(`GRANT USAGE ON SCHEMA monitoring TO farebox_monitoring`);
    await q.query(`GRANT SELECT ON ALL TABLES IN SCHEMA monitoring TO farebox_monitoring`);
    await q.query(`GRANT EXECUTE ON FUNCTION monitoring.since() TO farebox_monitoring`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA monitoring CASCADE`);
    await q.query(`DROP TABLE user_event`);
    await q.query(`DROP TABLE monitoring_run`);
    await q.query(`DROP TABLE monitoring_item`);
  }
}
