import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Syncs as background jobs (issue 11, section 3): a sync run records what changed per direction (`changes`, written in
 * the same transaction as that direction's trips, so a retry after a crash skips what is already in), each failed
 * attempt (`failures`: reason, attempt, time) and whether the editor or the schedule asked for it (`trigger`). At most
 * one scheduled run per line waits at a time.
 */
export class LineSyncJobs1764872000000 implements MigrationInterface {
  name = 'LineSyncJobs1764872000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE line_sync_run
      ADD COLUMN trigger text NOT NULL DEFAULT 'manual' CHECK (trigger IN ('manual', 'scheduled')),
      ADD COLUMN changes jsonb NOT NULL DEFAULT '{}'::jsonb,
      ADD COLUMN failures jsonb NOT NULL DEFAULT '[]'::jsonb`);
    await q.query(`CREATE UNIQUE INDEX line_sync_run_one_scheduled_idx ON line_sync_run (line_id) WHERE state = 'queued' AND trigger = 'scheduled'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX line_sync_run_one_scheduled_idx`);
    await q.query(`ALTER TABLE line_sync_run DROP COLUMN failures, DROP COLUMN changes, DROP COLUMN trigger`);
  }
}
