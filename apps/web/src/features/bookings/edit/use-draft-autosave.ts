import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useDebouncedValue } from '@/ui/use-debounced-value';
import { saveDraft } from './booking-draft';
import type { BookingFormValues } from './booking-form-values';

const DRAFT_DEBOUNCE_MS = 400;

/** While a booking is created, what the user typed is kept in its local draft (nothing before the first change). */
export function useDraftAutosave(draftId: string | null, lineId: string, form: UseFormReturn<BookingFormValues>): void {
  const values = useWatch({ control: form.control });
  const debounced = useDebouncedValue(values, DRAFT_DEBOUNCE_MS);
  const { isDirty } = form.formState;
  useEffect(() => {
    if (draftId && isDirty) saveDraft(draftId, lineId, debounced as BookingFormValues);
  }, [draftId, lineId, debounced, isDirty]);
}
