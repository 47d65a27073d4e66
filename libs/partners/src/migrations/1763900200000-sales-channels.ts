import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SalesChannels1763900200000 implements MigrationInterface {
  name = 'SalesChannels1763900200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE sales_channel (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9][a-z0-9-]*$'),
      name text NOT NULL,
      type text NOT NULL CHECK (type IN ('b2b', 'b2b-redirect', 'whitelabel', 'organic', 'organic-social', 'emails', 'paid',
        'referrals', 'offline', 'group', 'affiliate', 'bookingAgent')),
      is_restricted boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sales_channel`);
  }
}
