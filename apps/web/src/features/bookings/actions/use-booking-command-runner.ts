import { ApiError } from '@/api/api-error';
import { conflictChanges } from '@/ui/edit-conflict-notice';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { useBookingCommand, type BookingCommand } from '../bookings.api';
import { useReportBookingConflict } from '../view/booking-conflict';

export interface RunOptions {
  /** Title of the success toast. */
  success?: string;
  onSuccess?: () => void;
  /** The booking changed under the user (409): the reason is shown (with the other person's changes) and the booking reloads. */
  onConflict?: () => void;
  /** Returns true when it handled the failure itself (no toast). */
  onError?: (error: unknown) => boolean;
}

export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/** Runs a booking command with the view's feedback: a toast on success, the refusal's reason on failure. */
export function useBookingCommandRunner(bookingId: string) {
  const command = useBookingCommand(bookingId);
  const { notify } = useToast();
  const reportConflict = useReportBookingConflict();
  const run = (cmd: BookingCommand, options: RunOptions = {}) =>
    command.mutate(cmd, {
      onSuccess: () => {
        if (options.success) notify({ kind: 'success', title: options.success });
        options.onSuccess?.();
      },
      onError: (error) => {
        if (isConflict(error)) {
          notify({ kind: 'error', title: 'Not possible', text: errorMessage(error) });
          const changes = conflictChanges(error);
          if (changes) reportConflict(changes);
          options.onConflict?.();
        } else if (!options.onError?.(error)) {
          notify({ kind: 'error', title: 'Action failed', text: errorMessage(error) });
        }
      },
    });
  return { run, isPending: command.isPending };
}
