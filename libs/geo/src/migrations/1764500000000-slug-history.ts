import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Keeps every slug a slugged table's rows ever had, written by the database whichever code changes the slug. */
export const recordSlugChangesOn = (table: string) =>
  `CREATE TRIGGER ${table}_slug_history AFTER UPDATE OF slug ON ${table}
     FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION record_slug_change()`;

/** The slugged tables at the time of this migration; a later slugged table adds its own trigger. */
const SLUGGED_TABLES = ['country', 'city', 'station'];

/** The slug history (issue 9, Slugs): old public links still resolve to the entity's current slug. */
export class SlugHistory1764500000000 implements MigrationInterface {
  name = 'SlugHistory1764500000000';

  async up(q: QueryRunner): Promise<void> {
    // The identity orders changes made in one transaction, which share their created_at.
    await q.query(`CREATE TABLE slug_history (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      entity_type text NOT NULL,
      entity_id uuid NOT NULL,
      previous_slug text NOT NULL,
      new_slug text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX slug_history_previous_slug_idx ON slug_history (entity_type, previous_slug)`);
    await q.query(`CREATE INDEX slug_history_entity_idx ON slug_history (entity_type, entity_id)`);
    await q.query(`CREATE FUNCTION record_slug_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO slug_history (entity_type, entity_id, previous_slug, new_slug) VALUES (TG_TABLE_NAME, NEW.id, OLD.slug, NEW.slug);
        RETURN NULL;
      END $$`);
    for (const table of SLUGGED_TABLES) await q.query(recordSlugChangesOn(table));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of SLUGGED_TABLES) await q.query(`DROP TRIGGER ${table}_slug_history ON ${table}`);
    await q.query(`DROP FUNCTION record_slug_change()`);
    await q.query(`DROP TABLE slug_history`);
  }
}
