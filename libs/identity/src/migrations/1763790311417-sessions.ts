import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sign-in sessions (one per refresh-token family) and their rotating refresh tokens, stored hashed. */
export class Sessions1763790311417 implements MigrationInterface {
  name = 'Sessions1763790311417';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE user_session (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      revoked_reason text
    )`);
    await q.query(`CREATE INDEX user_session_user_idx ON user_session (user_id) WHERE revoked_at IS NULL`);
    await q.query(`CREATE TABLE refresh_token (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      session_id uuid NOT NULL REFERENCES user_session (id) ON DELETE CASCADE,
      token_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      rotated_at timestamptz
    )`);
    await q.query(`CREATE UNIQUE INDEX refresh_token_hash_uq ON refresh_token (token_hash)`);
    await q.query(`CREATE INDEX refresh_token_session_idx ON refresh_token (session_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE refresh_token`);
    await q.query(`DROP TABLE user_session`);
  }
}
