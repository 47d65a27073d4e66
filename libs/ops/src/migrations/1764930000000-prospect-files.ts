import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Prospect files (spec part 3, sections 2 and 3): one SERP search over queries × locations, its state while the
 * worker runs it, and the storage key of the spreadsheet it wrote.
 */
export class ProspectFiles1764930000000 implements MigrationInterface {
  name = 'ProspectFiles1764930000000';

  async up(q: QueryRunner): Promise<void> {
    // The unique index's name is what a racing duplicate create is recognised by (409).
    await q.query(`CREATE TABLE prospect_file (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      file_name text NOT NULL CHECK (file_name <> ''),
      queries text[] NOT NULL CHECK (cardinality(queries) > 0),
      locations text[] NOT NULL CHECK (cardinality(locations) BETWEEN 1 AND 30),
      google_domain text NOT NULL,
      hosting_language text NOT NULL,
      state text NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed')),
      machine_version int NOT NULL,
      requests_total int NOT NULL CHECK (requests_total > 0),
      requests_done int NOT NULL DEFAULT 0,
      rows_written int,
      sheet_key text,
      error text,
      created_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((state = 'done') = (sheet_key IS NOT NULL))
    )`);
    await q.query(`CREATE UNIQUE INDEX prospect_file_name_key ON prospect_file (lower(file_name))`);
    // Find Files looks for a part of the name; the list and the month's count go by creation time.
    await q.query(`CREATE INDEX prospect_file_name_trgm_idx ON prospect_file USING gin (file_name gin_trgm_ops)`);
    await q.query(`CREATE INDEX prospect_file_created_at_idx ON prospect_file (created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE prospect_file`);
  }
}
