import { createContext, useContext, useState, type ReactNode } from 'react';
import { EditConflictNotice, type ConflictChange } from '@/ui/edit-conflict-notice';

interface ConflictState {
  changes: ConflictChange[] | null;
  report: (changes: ConflictChange[] | null) => void;
}

const BookingConflict = createContext<ConflictState>({ changes: null, report: () => {} });

/** What an action of the booking view calls on 409 EditConflict: the view then shows the other person's changes. */
export const useReportBookingConflict = () => useContext(BookingConflict).report;

/** Holds the last edit conflict of the booking view's actions (approve, cancel, ...) for BookingConflictNotice. */
export function BookingConflictProvider({ children }: { children: ReactNode }) {
  const [changes, report] = useState<ConflictChange[] | null>(null);
  return <BookingConflict.Provider value={{ changes, report }}>{children}</BookingConflict.Provider>;
}

/** What changed since the version an action was made on. The failed action already reloaded the booking, so "Reload latest version" dismisses it. */
export function BookingConflictNotice() {
  const { changes, report } = useContext(BookingConflict);
  return changes && <EditConflictNotice changes={changes} onReload={() => report(null)} />;
}
