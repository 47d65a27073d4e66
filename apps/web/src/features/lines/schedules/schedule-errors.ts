import { ApiError } from '@/api/api-error';
import { errorMessage } from '@/ui/states';

/**
 * The lines of the "Errors" modal for a failed schedule call: each field problem of a 400, or the message of any
 * other refusal (a 409 names the bookings a change would break).
 */
export function scheduleErrors(error: unknown): string[] {
  if (error instanceof ApiError && error.fieldErrors.length > 0) return error.fieldErrors.map((f) => f.message);
  return [errorMessage(error)];
}
