import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Notifications1763780470000 implements MigrationInterface {
  name = 'Notifications1763780470000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE notification (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      title text NOT NULL,
      text text NOT NULL DEFAULT '',
      link text,
      created_at timestamptz NOT NULL DEFAULT now(),
      seen boolean NOT NULL DEFAULT false,
      opened boolean NOT NULL DEFAULT false
    )`);
    await q.query(`CREATE INDEX notification_user_created_idx ON notification (user_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notification`);
  }
}
