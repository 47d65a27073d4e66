import { useCallback, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * One row of a definition table in edit mode at a time (spec part 3, section 4): entering edit on a row drops the
 * draft of the row edited before, and the one form holds the new row's values.
 */
export function useRowEdit<V extends FieldValues>(form: UseFormReturn<V>) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const { reset, clearErrors } = form;
  const start = useCallback(
    (id: string, values: V) => {
      clearErrors();
      reset(values);
      setEditingId(id);
    },
    [reset, clearErrors],
  );
  const cancel = useCallback(() => setEditingId(null), []);
  return { editingId, start, cancel, isEditing: (id: string) => editingId === id };
}
