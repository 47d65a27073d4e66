import type { EntityManager } from 'typeorm';

/**
 * One kind of row that may point at an entity: `namesSql` selects a `name` column for each such row, with the
 * entity's id as `$1`. An entity any kind points at is never deleted; the refusal names what uses it.
 */
export interface UseReference {
  one: string;
  many: string;
  namesSql: string;
}

/** The names shown in a refusal; the count says how many more there are. */
const NAMES_SHOWN = 3;

/** "2 lines (Bangkok - Chiang Mai, ...)" for each kind of row that points at `id`; empty when nothing does. */
export async function usesOf(manager: EntityManager, id: string, references: readonly UseReference[]): Promise<string[]> {
  const uses: string[] = [];
  for (const ref of references) {
    const rows = await manager.query<{ name: string; total: number }[]>(
      `SELECT name, count(*) OVER ()::int AS total FROM (${ref.namesSql}) AS used ORDER BY lower(name) LIMIT ${NAMES_SHOWN}`,
      [id],
    );
    if (rows.length === 0) continue;
    const total = rows[0].total;
    const more = total > rows.length ? `, and ${total - rows.length} more` : '';
    uses.push(`${total} ${total === 1 ? ref.one : ref.many} (${rows.map((r) => r.name).join(', ')}${more})`);
  }
  return uses;
}
