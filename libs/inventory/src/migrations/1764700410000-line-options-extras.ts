import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Options (2) and Extras (6) tabs of the line editor (spec part 2, 2.9 and 3.5). Existing lines keep their
 * behaviour: phone optional, no extra info, no prepaid tickets, no key details, no passenger extra info. Extras stay
 * in line_extra_option (what bookings use); they gain the predefined pick-up data and a deletion time, so an extra
 * removed from a line is no longer offered while the bookings that chose it still name it.
 */
export class LineOptionsExtras1764700410000 implements MigrationInterface {
  name = 'LineOptionsExtras1764700410000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE line
      ADD COLUMN phone_required boolean NOT NULL DEFAULT false,
      ADD COLUMN need_extra_info boolean NOT NULL DEFAULT false,
      ADD COLUMN prepaid_tickets int CHECK (prepaid_tickets >= 0),
      ADD COLUMN full_allocation_policy text NOT NULL DEFAULT 'pending' CHECK (full_allocation_policy IN ('pending', 'full')),
      ADD COLUMN key_details jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(key_details) = 'array')`);

    await q.query(`CREATE TABLE line_passenger_extra_info (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      line_id uuid NOT NULL REFERENCES line (id) ON DELETE CASCADE,
      label text NOT NULL,
      type text NOT NULL CHECK (type IN ('text', 'date', 'dateBefore', 'dateAfter', 'country', 'list')),
      data jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(data) = 'array'),
      slug text NOT NULL,
      position int NOT NULL DEFAULT 0,
      UNIQUE (line_id, slug)
    )`);

    await q.query(`ALTER TABLE line_extra_option
      ADD COLUMN allow_predefined_data boolean NOT NULL DEFAULT false,
      ADD COLUMN use_predefined_data boolean NOT NULL DEFAULT false,
      ADD COLUMN data jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(data) = 'array'),
      ADD COLUMN deleted_at timestamptz,
      ADD CONSTRAINT line_extra_option_use_needs_allow CHECK (allow_predefined_data OR NOT use_predefined_data)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE line_extra_option
      DROP CONSTRAINT line_extra_option_use_needs_allow,
      DROP COLUMN allow_predefined_data, DROP COLUMN use_predefined_data, DROP COLUMN data, DROP COLUMN deleted_at`);
    await q.query(`DROP TABLE line_passenger_extra_info`);
    await q.query(`ALTER TABLE line
      DROP COLUMN phone_required, DROP COLUMN need_extra_info, DROP COLUMN prepaid_tickets, DROP COLUMN full_allocation_policy, DROP COLUMN key_details`);
  }
}
