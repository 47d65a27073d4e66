import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Single-use password reset tokens; only a hash of the link token is stored. */
export class PasswordResetTokens1763790311418 implements MigrationInterface {
  name = 'PasswordResetTokens1763790311418';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE password_reset_token (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      token_hash text NOT NULL,
      reason text NOT NULL CHECK (reason IN ('forgot-password','password-expired')),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`);
    await q.query(`CREATE UNIQUE INDEX password_reset_token_hash_uq ON password_reset_token (token_hash)`);
    await q.query(`CREATE INDEX password_reset_token_user_idx ON password_reset_token (user_id) WHERE used_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE password_reset_token`);
  }
}
