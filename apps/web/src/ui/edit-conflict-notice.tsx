import { useState } from 'react';
import { ErrorCode } from '@farebox/domain';
import { ApiError } from '@/api/api-error';
import { Button } from './button';
import { valueText } from './format';

/** One change another person saved since this form was opened (409 EditConflict `details.changes`). */
export interface ConflictChange {
  field: string;
  from: unknown;
  to: unknown;
  user: string;
  timestamp: string;
}

/** The changes of a 409 EditConflict, or null when the error is something else. */
export function conflictChanges(error: unknown): ConflictChange[] | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== ErrorCode.EditConflict) return null;
  const details = error.body.details as { changes?: ConflictChange[] } | undefined;
  return Array.isArray(details?.changes) ? details.changes : [];
}

export function formatValue(value: unknown): string {
  return valueText(value) || '—';
}

export function formatTimestamp(value: string | Date): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? String(value) : d.toLocaleString();
}

/** Shows what the other person changed and offers to reload the latest version instead of overwriting it. */
export function EditConflictNotice({
  changes,
  onReload,
  reloading = false,
}: {
  changes: readonly ConflictChange[];
  onReload: () => void;
  reloading?: boolean;
}) {
  return (
    <section role="alert" aria-labelledby="edit-conflict-title" className="rounded border border-amber-400 bg-amber-50 p-4 text-amber-950">
      <h2 id="edit-conflict-title" className="font-semibold">
        Someone else saved this record after you opened it
      </h2>
      <p className="mt-1 text-sm">Your changes were not saved. Review what they changed, reload the latest version and apply your edits again.</p>
      {changes.length > 0 && (
        <div className="mt-3 overflow-x-auto">
          <table className="min-w-full text-sm">
            <caption className="sr-only">Changes made by others</caption>
            <thead>
              <tr className="text-left">
                <th scope="col" className="pr-4 font-semibold">
                  Field
                </th>
                <th scope="col" className="pr-4 font-semibold">
                  From
                </th>
                <th scope="col" className="pr-4 font-semibold">
                  To
                </th>
                <th scope="col" className="pr-4 font-semibold">
                  User
                </th>
                <th scope="col" className="font-semibold">
                  Time
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((c, i) => (
                <tr key={`${c.field}-${i}`}>
                  <td className="pr-4">{c.field}</td>
                  <td className="pr-4">{formatValue(c.from)}</td>
                  <td className="pr-4">{formatValue(c.to)}</td>
                  <td className="pr-4">{c.user}</td>
                  <td>{formatTimestamp(c.timestamp)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Button variant="secondary" size="sm" className="mt-3" onClick={onReload} loading={reloading}>
        Reload latest version
      </Button>
    </section>
  );
}

/**
 * For an action form (money calls, invoice and deposit actions): `caught(error)` keeps the other person's changes of a
 * 409 EditConflict (true) for `notice` to show instead of a toast. The failed call already refreshed the data, so
 * "Reload latest version" runs `onReload` (default: dismiss the notice, and the next submit acts on the new version).
 */
export function useEditConflict(onReload?: () => void) {
  const [changes, setChanges] = useState<ConflictChange[] | null>(null);
  return {
    caught: (error: unknown) => {
      const found = conflictChanges(error);
      setChanges(found);
      return found !== null;
    },
    notice: changes && <EditConflictNotice changes={changes} onReload={onReload ?? (() => setChanges(null))} />,
  };
}
