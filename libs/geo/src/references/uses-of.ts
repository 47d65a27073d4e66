import type { EntityManager } from 'typeorm';

/**
 * One kind of row that may use a location: the rows of `table` matching `where` (SQL with `$1` the location's id),
 * each named by `label` (SQL over the table's columns; `name` unless given).
 */
export interface LocationReference {
  table: string;
  where: string;
  label?: string;
  one: string;
  many: string;
}

/** `(from_city_id = $1 OR to_city_id = $1)`: a row pointing at the location through any of these columns. */
export const pointsAt = (...columns: string[]) => `(${columns.map((c) => `${c} = $1`).join(' OR ')})`;

/** The names shown in a refusal; the count says how many more there are. */
export const NAMES_SHOWN = 3;

/** "2 stations (Mo Chit, Chatuchak)" for each kind of row that uses the location, in the order of `references`. */
export async function usesOf(manager: EntityManager, references: readonly LocationReference[], id: string): Promise<string[]> {
  const uses: string[] = [];
  for (const ref of references) {
    const label = ref.label ?? 'name';
    const rows = await manager.query<{ label: string; total: number }[]>(
      `SELECT ${label} AS label, count(*) OVER ()::int AS total FROM ${ref.table} WHERE ${ref.where} ORDER BY lower(${label}) LIMIT ${NAMES_SHOWN}`,
      [id],
    );
    if (rows.length === 0) continue;
    const total = rows[0].total;
    const more = total > rows.length ? `, and ${total - rows.length} more` : '';
    uses.push(`${total} ${total === 1 ? ref.one : ref.many} (${rows.map((r) => r.label).join(', ')}${more})`);
  }
  return uses;
}

/** The 409 message of a refused delete, e.g. "The zone is used by 2 stations (...); it cannot be deleted." */
export const inUseMessage = (noun: string, uses: string[]) => `The ${noun} is used by ${uses.join(' and ')}; it cannot be deleted.`;
