import { useState } from 'react';
import { conflictChanges, EditConflictNotice, type ConflictChange } from '../../ui/edit-conflict-notice';

/**
 * A money call refused with 409 EditConflict (the booking changed since the form was opened): keeps the other
 * person's changes for the form to show. The failed call already reloaded the payment, so "Reload latest version"
 * only dismisses the notice and the next submit acts on the new version.
 */
export function useMoneyConflict() {
  const [changes, setChanges] = useState<ConflictChange[] | null>(null);
  return {
    /** True when `error` was an edit conflict (the notice shows it instead of a toast). */
    caught: (error: unknown) => {
      const found = conflictChanges(error);
      setChanges(found);
      return found !== null;
    },
    notice: changes && <EditConflictNotice changes={changes} onReload={() => setChanges(null)} />,
  };
}
