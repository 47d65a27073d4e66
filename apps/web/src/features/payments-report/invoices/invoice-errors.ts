import { InvoiceMessage } from '@farebox/domain';
import { ApiError } from '@/api/api-error';

/**
 * The toast of a failed invoice call (spec 8): 'Server Error Occurred.' when the server failed or could not be
 * reached, 'Insufficient permissions' on a 403, otherwise 'Error Occurred. Please try again later.' with the
 * server's reason (a refused transition, a duplicate invoice number…) as its text.
 */
export function invoiceErrorToast(error: unknown): { title: string; text?: string } {
  if (!(error instanceof ApiError) || error.status >= 500) return { title: InvoiceMessage.ServerError };
  if (error.status === 403) return { title: InvoiceMessage.InsufficientPermissions };
  const reason = error.body.message;
  return reason && reason !== InvoiceMessage.TryLater ? { title: InvoiceMessage.TryLater, text: reason } : { title: InvoiceMessage.TryLater };
}
