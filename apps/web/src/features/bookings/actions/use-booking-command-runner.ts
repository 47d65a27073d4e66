import { ApiError } from '@/api/api-error';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { useBookingCommand, type BookingCommand } from '../bookings.api';

export interface RunOptions {
  /** Title of the success toast. */
  success?: string;
  onSuccess?: () => void;
  /** The booking changed under the user (409): the reason is shown and the booking reloads. */
  onConflict?: () => void;
  /** Returns true when it handled the failure itself (no toast). */
  onError?: (error: unknown) => boolean;
}

export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/** Runs a booking command with the view's feedback: a toast on success, the refusal's reason on failure. */
export function useBookingCommandRunner(bookingId: string) {
  const command = useBookingCommand(bookingId);
  const { notify } = useToast();
  const run = (cmd: BookingCommand, options: RunOptions = {}) =>
    command.mutate(cmd, {
      onSuccess: () => {
        if (options.success) notify({ kind: 'success', title: options.success });
        options.onSuccess?.();
      },
      onError: (error) => {
        if (isConflict(error)) {
          notify({ kind: 'error', title: 'Not possible', text: errorMessage(error) });
          options.onConflict?.();
        } else if (!options.onError?.(error)) {
          notify({ kind: 'error', title: 'Action failed', text: errorMessage(error) });
        }
      },
    });
  return { run, isPending: command.isPending };
}
