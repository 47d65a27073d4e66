import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/api/api-error';
import { useToast } from '@/ui/toast';

/** The server's message of a failed call; "Error Occurred" when it sent none. */
export const failureText = (error: unknown) => (error instanceof ApiError ? error.body.message : 'Error Occurred');

/**
 * The notifications of the definition tables: a success toast per create, update and delete, and on failure the
 * server's field messages under their fields plus an error toast. `failureTitle` null puts the server message in the
 * title itself (vehicle classes show the server message).
 */
export function useDefinitionFeedback(failureTitle: string | null = 'Error Occurred') {
  const { notify } = useToast();
  return {
    done: (title: string) => notify({ kind: 'success', title }),
    failed: <V extends FieldValues>(error: unknown, setError?: UseFormSetError<V>) => {
      if (setError && error instanceof ApiError) for (const p of error.fieldErrors) setError(p.field as Path<V>, { type: 'server', message: p.message });
      notify(failureTitle === null ? { kind: 'error', title: failureText(error) } : { kind: 'error', title: failureTitle, text: failureText(error) });
    },
  };
}
