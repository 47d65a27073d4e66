import type { EntityManager } from 'typeorm';
import type { UsesOf } from './definition-store.js';

/** One kind of row that may use a definition: `namesSql` selects a `name` for each, with the definition's value as `$1`. */
export interface UseReference {
  one: string;
  many: string;
  namesSql: string;
}

const NAMES_SHOWN = 3;

/** "2 lines (Bangkok - Chiang Mai, ...)" for each kind of row that uses `value`. */
export const usesOfValue =
  (value: string, references: readonly UseReference[]): UsesOf =>
  async (manager: EntityManager) => {
    const uses: string[] = [];
    for (const ref of references) {
      const rows = await manager.query<{ name: string; total: number }[]>(
        `SELECT name, count(*) OVER ()::int AS total FROM (${ref.namesSql}) AS used ORDER BY lower(name) LIMIT ${NAMES_SHOWN}`,
        [value],
      );
      if (rows.length === 0) continue;
      const total = rows[0].total;
      const more = total > rows.length ? `, and ${total - rows.length} more` : '';
      uses.push(`${total} ${total === 1 ? ref.one : ref.many} (${rows.map((r) => r.name).join(', ')}${more})`);
    }
    return uses;
  };
