import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Users1763780100000 implements MigrationInterface {
  name = 'Users1763780100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE app_user (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      username text NOT NULL,
      email text NOT NULL,
      display_name text NOT NULL DEFAULT '',
      company_id uuid,
      role text NOT NULL CHECK (role IN ('support','admin','read-admin','agent','content-editor','supply-admin-sandbox','traveler')),
      scopes text[] NOT NULL DEFAULT '{}',
      is_full_admin boolean NOT NULL DEFAULT false,
      is_active boolean NOT NULL DEFAULT true,
      team_email text,
      phone text,
      country text,
      password_hash text NOT NULL,
      password_expires_at timestamptz,
      failed_login_attempts int NOT NULL DEFAULT 0,
      login_lockout_expiry timestamptz,
      serial_promo_codes_enabled boolean NOT NULL DEFAULT false,
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX app_user_username_uq ON app_user (lower(username))`);
    await q.query(`CREATE UNIQUE INDEX app_user_email_uq ON app_user (lower(email))`);
    await q.query(`CREATE INDEX app_user_company_idx ON app_user (company_id)`);
    await q.query(`CREATE INDEX app_user_display_name_idx ON app_user (lower(display_name))`);
    await q.query(`CREATE INDEX app_user_team_email_idx ON app_user (lower(team_email))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE app_user`);
  }
}
