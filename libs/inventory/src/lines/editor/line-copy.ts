import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/** Tables under a line that are not its configuration: never copied with it. */
const NOT_COPIED = new Set(['line_sync_run']);

interface ForeignKey {
  table: string;
  column: string;
  refTable: string;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Whether rows of `table`, hanging off a copied row, are line configuration: line_* and event_* tables, never trips or bookings. */
const isConfiguration = (table: string) => (table.startsWith('line_') || table.startsWith('event_')) && !NOT_COPIED.has(table);

/**
 * Copies the line `sourceId` as a new unpublished line named `denomination` with `slug`, and every configuration row
 * hanging off it, found from the schema's foreign keys rather than a fixed list (so tables the other parts of the editor
 * add, e.g. price rules or event date ranges, come along): every `line_*` / `event_*` table referencing the line or a
 * copied row, in foreign-key order, each row with a new id and its references to copied rows re-pointed. Trips,
 * bookings and sync runs are not copied. Returns the new line's id.
 */
export async function copyLineConfiguration(manager: EntityManager, sourceId: string, overrides: { denomination: string; slug: string }): Promise<string> {
  const copyId = randomUUID();
  const keys: ForeignKey[] = await manager.query(`
    SELECT c.conrelid::regclass::text AS "table", a.attname AS "column", c.confrelid::regclass::text AS "refTable"
    FROM pg_constraint c
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.contype = 'f' AND cardinality(c.conkey) = 1`);

  // The tables to copy: configuration tables referencing the line or a table already in the set.
  const inSet = new Set(['line']);
  for (let grew = true; grew;) {
    grew = false;
    for (const fk of keys)
      if (!inSet.has(fk.table) && inSet.has(fk.refTable) && isConfiguration(fk.table)) {
        inSet.add(fk.table);
        grew = true;
      }
  }
  // Parents before children.
  const order: string[] = [];
  const pending = new Set([...inSet].filter((t) => t !== 'line'));
  while (pending.size > 0) {
    const ready = [...pending].filter((t) => keys.every((k) => k.table !== t || k.refTable === t || !pending.has(k.refTable)));
    if (ready.length === 0) throw new Error(`Cyclic foreign keys among ${[...pending].join(', ')}`);
    for (const t of ready.sort()) {
      order.push(t);
      pending.delete(t);
    }
  }

  const columnsOf = async (table: string): Promise<string[]> =>
    (
      await manager.query<{ attname: string }[]>(
        `SELECT attname FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' AND attidentity = '' ORDER BY attnum`,
        [table],
      )
    ).map((r) => r.attname);

  // The new line: same configuration, unpublished, version 1.
  const fixed: Record<string, string> = {
    id: '$2',
    denomination: '$3',
    slug: '$4',
    published: 'false',
    published_at: 'NULL',
    version: '1',
    created_at: 'now()',
    updated_at: 'now()',
  };
  const lineColumns = await columnsOf('line');
  await manager.query(
    `INSERT INTO line (${lineColumns.map(ident).join(', ')}) SELECT ${lineColumns.map((c) => fixed[c] ?? `t.${ident(c)}`).join(', ')} FROM line t WHERE t.id = $1`,
    [sourceId, copyId, overrides.denomination, overrides.slug],
  );

  await manager.query(`CREATE TEMP TABLE line_copy_map (old_id uuid PRIMARY KEY, new_id uuid NOT NULL) ON COMMIT DROP`);
  for (const table of order) {
    const columns = await columnsOf(table);
    const refs = keys.filter((k) => k.table === table && inSet.has(k.refTable));
    const belongs = refs
      .map((r) => (r.refTable === 'line' ? `t.${ident(r.column)} = $1` : `t.${ident(r.column)} IN (SELECT old_id FROM line_copy_map)`))
      .join(' OR ');
    const hasId = columns.includes('id');
    if (hasId)
      await manager.query(`INSERT INTO line_copy_map SELECT t.id, gen_random_uuid() FROM ${ident(table)} t WHERE $1::uuid IS NOT NULL AND (${belongs})`, [
        sourceId,
      ]);
    const value = (c: string) => {
      if (c === 'id' && hasId) return `(SELECT new_id FROM line_copy_map WHERE old_id = t.id)`;
      const ref = refs.find((r) => r.column === c);
      if (!ref) return `t.${ident(c)}`;
      if (ref.refTable === 'line') return `CASE WHEN t.${ident(c)} = $1 THEN $2::uuid ELSE t.${ident(c)} END`;
      return `COALESCE((SELECT new_id FROM line_copy_map WHERE old_id = t.${ident(c)}), t.${ident(c)})`;
    };
    await manager.query(
      `INSERT INTO ${ident(table)} (${columns.map(ident).join(', ')}) SELECT ${columns.map(value).join(', ')} FROM ${ident(table)} t WHERE $2::uuid IS NOT NULL AND $1::uuid IS NOT NULL AND (${belongs})`,
      [sourceId, copyId],
    );
  }
  await manager.query(`DROP TABLE line_copy_map`);
  return copyId;
}
