import {
  cycleOf,
  CYCLES_PER_YEAR,
  INVOICE_CYCLE_STATUS_LABELS,
  INVOICE_CYCLE_STATUSES,
  isInvoicePaymentCycle,
  previousCycles,
  type InvoiceCycleStatus,
} from '@farebox/domain';

/** The period filter's options of one kind of cycle (ids `2026-10` or `2026-10-1`): the current cycle and the year before it, newest first. */
export function periodOptions(cycle: string, today: string): { value: string; label: string }[] {
  if (!isInvoicePaymentCycle(cycle)) return [];
  return [cycleOf(today, cycle), ...previousCycles(today, cycle, CYCLES_PER_YEAR[cycle])].map((c) => ({ value: c.id, label: c.label }));
}

export const CYCLE_STATUS_OPTIONS = INVOICE_CYCLE_STATUSES.map((value) => ({ value, label: INVOICE_CYCLE_STATUS_LABELS[value] }));

/** Statuses whose cycle already has a live invoice: nothing left to reconcile. */
const INVOICED: readonly InvoiceCycleStatus[] = ['pending_approval', 'approved', 'paid'];
export const isReconcilable = (status: InvoiceCycleStatus): boolean => !INVOICED.includes(status);
