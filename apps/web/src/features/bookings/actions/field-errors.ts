import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/api/api-error';

/** Puts the field errors of a 400 on the form's fields; true when there were any (no toast needed then). */
export function applyFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || error.fieldErrors.length === 0) return false;
  for (const { field, message } of error.fieldErrors) setError(field as Path<T>, { type: 'server', message });
  return true;
}
