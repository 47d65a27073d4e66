import { PRICE_CHANGE_REASON_TYPES } from '@farebox/domain';
import { oneOf } from '@/ui/one-of';
import type { ChangePriceBody } from './payments.api';

/** Reconcile the change by default, from an effective date, or in a reconciliation cycle. */
export type ReconciliationChoice = 'none' | 'effectiveDate' | 'cycle';

const REASON_TYPES = PRICE_CHANGE_REASON_TYPES.map((t) => t.type);

/** The change-price form as its inputs hold it. */
export interface ChangePriceValues {
  amount: string;
  supplierAmount: string;
  perItem: Record<string, string>;
  reasonType: string;
  reason: string;
  /** Free text; required unless a reason is chosen. */
  note: string;
  reconciliation: ReconciliationChoice;
  effectiveDate: string;
  cycle: string;
}

const LABELS: Record<string, string> = {
  amount: 'New total price',
  supplierAmount: 'Supplier total',
  supplierCostPerItem: 'Supplier cost per item',
  reasonType: 'Reason type',
  reason: 'Reason',
  note: 'Note',
  reconciliation: 'Reconciliation',
  'reconciliation.effectiveDate': 'Effective date',
};
export const changePriceLabel = (field: string) =>
  LABELS[field] ?? (field.startsWith('supplierCostPerItem.') ? `Supplier cost of ${field.slice('supplierCostPerItem.'.length)}` : field);

/**
 * The request of the form: per-item costs only when several items have them (one item costs the whole); the reason
 * type, reason and note only when given.
 */
export function toChangePriceBody(values: ChangePriceValues, references: readonly string[]): ChangePriceBody {
  const perItem =
    references.length === 1
      ? { [references[0]]: values.supplierAmount.trim() }
      : Object.fromEntries(
          Object.entries(values.perItem)
            .filter(([, cost]) => cost.trim() !== '')
            .map(([ref, cost]) => [ref, cost.trim()]),
        );
  const reconciliation =
    values.reconciliation === 'effectiveDate'
      ? { effectiveDate: values.effectiveDate }
      : values.reconciliation === 'cycle'
        ? { cycle: values.cycle.trim() }
        : undefined;
  return {
    amount: values.amount.trim(),
    supplierAmount: values.supplierAmount.trim(),
    supplierCostPerItem: perItem,
    reasonType: oneOf(REASON_TYPES, values.reasonType),
    reason: values.reason.trim() || undefined,
    note: values.note.trim() || undefined,
    reconciliation,
  };
}
