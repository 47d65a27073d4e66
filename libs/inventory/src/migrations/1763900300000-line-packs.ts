import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Packs a line offers with its bookings (spec 2.3, Pack selection). */
export class LinePacks1763900300000 implements MigrationInterface {
  name = 'LinePacks1763900300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE line_pack (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      line_id uuid NOT NULL REFERENCES line (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (name <> ''),
      description text,
      amount numeric(14,2) NOT NULL CHECK (amount >= 0),
      currency char(3) NOT NULL,
      amount_usd numeric(14,2) NOT NULL CHECK (amount_usd >= 0),
      position int NOT NULL DEFAULT 0
    )`);
    await q.query(`CREATE INDEX line_pack_line_idx ON line_pack (line_id, position)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE line_pack`);
  }
}
