import { useState } from 'react';
import { Button } from '@/ui/button';
import { TextAreaField } from '@/ui/form-fields';
import { formatDateTimeInZone } from '@/ui/format';
import type { BookingNote } from '../booking.types';
import { bookingCommands } from '../bookings.api';
import { useBookingCommandRunner } from '../actions/use-booking-command-runner';
import { Section } from './section';

/** Notes (newest last) and, when allowed, Add note: disabled while the note is empty (spec 5). */
export function NotesSection({ bookingId, notes, canAdd }: { bookingId: string; notes: BookingNote[]; canAdd: boolean }) {
  const [note, setNote] = useState('');
  const command = useBookingCommandRunner(bookingId);
  const add = () => command.run((id) => bookingCommands.addNote(id, { note: note.trim() }), { success: 'Note added', onSuccess: () => setNote('') });
  return (
    <Section title="Notes">
      {notes.length === 0 ? (
        <p className="text-sm text-slate-700">No notes</p>
      ) : (
        <ul className="space-y-2">
          {notes.map((n) => (
            <li key={n.id} className="rounded border border-slate-200 bg-slate-50 p-2 text-sm">
              <p className="whitespace-pre-wrap text-slate-900">{n.note}</p>
              <p className="mt-1 text-xs text-slate-700">
                {n.by} · {formatDateTimeInZone(n.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {canAdd && (
        <div className="mt-3 space-y-2">
          <TextAreaField label="New note" rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
          <Button size="sm" onClick={add} disabled={note.trim() === ''} loading={command.isPending}>
            Add note
          </Button>
        </div>
      )}
    </Section>
  );
}
