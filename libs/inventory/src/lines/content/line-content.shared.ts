import type { EntityManager } from 'typeorm';
import type { FieldProblem } from '@farebox/domain';
import { validationFailed, type AuthenticatedUser, type ChangeAuthor, type FieldChange } from '@farebox/platform';

/** The change-log entity of a line: every tab's save is one entry on it (the line's version). */
export const LINE = 'line';

export const authorOf = (user: AuthenticatedUser): ChangeAuthor => ({ id: user.id, name: user.displayName || user.username, email: user.email ?? null });

export const invalid = (errors: FieldProblem[]) => validationFailed(errors, errors.map((e) => e.message).join('; '));

export type Snapshot = Record<string, string | number | boolean | null>;

export function diff(before: Snapshot, after: Snapshot): FieldChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.filter((f) => (before[f] ?? null) !== (after[f] ?? null)).map((f) => ({ field: f, from: before[f] ?? null, to: after[f] ?? null }));
}

/** Locks the line row and answers its version (the caller compares it with the one the edit started from). */
export async function lockedVersion(manager: EntityManager, lineId: string): Promise<number> {
  const [row]: { version: number }[] = await manager.query(`SELECT version FROM line WHERE id = $1 FOR UPDATE`, [lineId]);
  return row.version;
}

/** JSON with object keys sorted: jsonb reorders keys, so a stored structure and the same one from a request compare equal. */
export function canonicalJson(value: unknown): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v !== null && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
          )
        : v;
  return JSON.stringify(sort(value));
}
