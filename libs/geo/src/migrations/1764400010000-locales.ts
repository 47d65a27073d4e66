import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The languages the public site is offered in (spec part 3, Locales). */
export class Locales1764400010000 implements MigrationInterface {
  name = 'Locales1764400010000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE locale (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (char_length(name) BETWEEN 2 AND 50),
      locale text NOT NULL UNIQUE CHECK (char_length(locale) BETWEEN 2 AND 3),
      is_activated boolean NOT NULL DEFAULT false,
      flag_url text,
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    // The list is ordered by name.
    await q.query(`CREATE INDEX locale_name_idx ON locale (lower(name))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE locale`);
  }
}
