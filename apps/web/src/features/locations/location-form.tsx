import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/api/api-error';
import { Button } from '@/ui/button';
import { conflictChanges, type ConflictChange } from '@/ui/edit-conflict-notice';

/**
 * What a location form shows after a save: the other person's changes on 409, the server's field messages under
 * their fields, and the global error line.
 */
export function useSaveOutcome<T extends FieldValues>(noun: string, setError: UseFormSetError<T>) {
  const [globalError, setGlobalError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);
  return {
    globalError,
    conflict,
    /** Before a save: nothing to show. */
    start: () => {
      setGlobalError(null);
      setConflict(null);
    },
    invalid: () => setGlobalError('Please fix the fields marked below.'),
    fail: (error: unknown) => {
      const changes = conflictChanges(error);
      if (changes) return setConflict(changes);
      if (error instanceof ApiError) for (const p of error.fieldErrors) setError(p.field as Path<T>, { type: 'server', message: p.message });
      setGlobalError(`The ${noun} was not saved: ${error instanceof ApiError ? error.body.message : 'Error Occurred'}`);
    },
    clearConflict: () => setConflict(null),
  };
}

/** The form's global error line. */
export function GlobalErrorLine({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** Save, and Cancel back to `cancelTo` (the view, or the list for a new one). */
export function LocationFormActions({ saving, cancelTo, disabled }: { saving: boolean; cancelTo: string; disabled?: boolean }) {
  const navigate = useNavigate();
  return (
    <div className="flex gap-2">
      <Button type="submit" disabled={disabled} loading={saving}>
        Save
      </Button>
      <Button variant="secondary" onClick={() => void navigate(cancelTo)}>
        Cancel
      </Button>
    </div>
  );
}
