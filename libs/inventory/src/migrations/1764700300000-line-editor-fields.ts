import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every tab 0 (Operator & Route) field of the line editor that bookings did not need yet (spec part 2, 2.9 and 3.5),
 * and the sync runs of supplier-API and scraping lines. Existing lines keep their behaviour: every new flag is off,
 * the approval amount unlimited, the private-transfer interval 30 minutes.
 */
export class LineEditorFields1764700300000 implements MigrationInterface {
  name = 'LineEditorFields1764700300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE line
      ADD COLUMN manual_bookings_support boolean NOT NULL DEFAULT false,
      ADD COLUMN manual_bookings_operations boolean NOT NULL DEFAULT false,
      ADD COLUMN attach_tickets_manually boolean NOT NULL DEFAULT false,
      ADD COLUMN automatic_approval_amount_type text NOT NULL DEFAULT 'unlimited' CHECK (automatic_approval_amount_type IN ('unlimited', 'limited')),
      ADD COLUMN automatic_approval_amount int CHECK (automatic_approval_amount >= 1),
      ADD COLUMN on_limit_policy text CHECK (on_limit_policy IN ('bookingsPending', 'fullyBooked')),
      ADD COLUMN flexible_schedule boolean NOT NULL DEFAULT false,
      ADD COLUMN late_approval boolean NOT NULL DEFAULT false,
      ADD COLUMN late_approval_days int CHECK (late_approval_days >= 1),
      ADD COLUMN activity boolean NOT NULL DEFAULT false,
      ADD COLUMN is_scraping_availability boolean NOT NULL DEFAULT false,
      ADD COLUMN show_promotion boolean NOT NULL DEFAULT false,
      ADD COLUMN is_flexible_cancellation boolean NOT NULL DEFAULT false,
      ADD COLUMN private_trip_duration_minutes int CHECK (private_trip_duration_minutes >= 1),
      ADD COLUMN private_all_passenger_details_required boolean NOT NULL DEFAULT false,
      ADD COLUMN private_interval_minutes int NOT NULL DEFAULT 30 CHECK (private_interval_minutes >= 1),
      ADD CONSTRAINT line_flexible_schedule_without_auto_approval CHECK (NOT (automatic_approval AND flexible_schedule)),
      ADD CONSTRAINT line_limited_amount CHECK (automatic_approval_amount_type = 'unlimited' OR (automatic_approval_amount IS NOT NULL AND on_limit_policy IS NOT NULL))`);

    await q.query(`CREATE TABLE line_sync_run (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      line_id uuid NOT NULL REFERENCES line (id) ON DELETE CASCADE,
      days_in_advance int NOT NULL CHECK (days_in_advance BETWEEN 1 AND 365),
      state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'done', 'failed')),
      result text,
      requested_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
      requested_at timestamptz NOT NULL,
      finished_at timestamptz
    )`);
    await q.query(`CREATE INDEX line_sync_run_line_idx ON line_sync_run (line_id, requested_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE line_sync_run`);
    await q.query(`ALTER TABLE line
      DROP CONSTRAINT line_limited_amount,
      DROP CONSTRAINT line_flexible_schedule_without_auto_approval,
      DROP COLUMN manual_bookings_support, DROP COLUMN manual_bookings_operations, DROP COLUMN attach_tickets_manually,
      DROP COLUMN automatic_approval_amount_type, DROP COLUMN automatic_approval_amount, DROP COLUMN on_limit_policy,
      DROP COLUMN flexible_schedule, DROP COLUMN late_approval, DROP COLUMN late_approval_days, DROP COLUMN activity,
      DROP COLUMN is_scraping_availability, DROP COLUMN show_promotion, DROP COLUMN is_flexible_cancellation,
      DROP COLUMN private_trip_duration_minutes, DROP COLUMN private_all_passenger_details_required, DROP COLUMN private_interval_minutes`);
  }
}
