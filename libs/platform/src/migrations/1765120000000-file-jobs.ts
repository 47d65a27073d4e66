import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FileJobs1765120000000 implements MigrationInterface {
  name = 'FileJobs1765120000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE file_job (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL,
      filters jsonb NOT NULL,
      requested_by uuid NOT NULL,
      company_id uuid,
      principal jsonb NOT NULL,
      status text NOT NULL CHECK (status IN ('queued', 'running', 'ready', 'failed')),
      done int NOT NULL DEFAULT 0,
      total int,
      filename text NOT NULL,
      file_key text,
      error text,
      requested_at timestamptz NOT NULL,
      finished_at timestamptz,
      expires_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX file_job_requested_by_idx ON file_job (requested_by, requested_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE file_job`);
  }
}
