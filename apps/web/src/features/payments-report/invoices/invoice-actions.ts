import { INVOICE_ACTIONS, type InvoiceAction } from '@farebox/domain';

export const INVOICE_ACTION_SUCCESS: Readonly<Record<InvoiceAction, string>> = {
  approve: 'Invoice approved',
  assign: 'Invoice assigned',
  reject: 'Invoice rejected',
  markPaid: 'Invoice marked as paid',
  cancelPayment: 'Invoice payment cancelled',
};

/** The actions in the domain's order (approve, assign, reject, mark paid, cancel payment), whatever order the API lists them. */
export function orderedActions(allowed: readonly InvoiceAction[]): InvoiceAction[] {
  return INVOICE_ACTIONS.filter((a) => allowed.includes(a));
}
