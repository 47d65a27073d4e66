import type { Actor } from '../access/access-rule.js';
import { hasScope } from '../access/access-rule.js';
import { Scope } from '../access/roles.js';
import type { FieldProblem } from '../identity/field-problem.js';
import { sumCents, toCents } from './money.js';
import { PaymentMessage } from './payment-messages.js';
import { isBlank, moneyFieldError } from './payment-rules.js';

export interface PriceChangeReasonType {
  type: 'customer' | 'supplier' | 'internal' | 'other';
  label: string;
  reasons: readonly string[];
  /** The reason may be free text instead of one of `reasons`. */
  freeText: boolean;
}

/** The spec names price-change reasons without listing them; these are ours (one list for form and API). */
export const PRICE_CHANGE_REASON_TYPES: readonly PriceChangeReasonType[] = [
  { type: 'customer', label: 'Customer', reasons: ['Customer request', 'Passenger count changed', 'Extras changed', 'Compensation'], freeText: false },
  { type: 'supplier', label: 'Supplier', reasons: ['Supplier price change', 'Supplier fee', 'Supplier error'], freeText: false },
  { type: 'internal', label: 'Internal', reasons: ['Pricing error', 'Currency correction', 'Goodwill'], freeText: false },
  { type: 'other', label: 'Other', reasons: [], freeText: true },
];

export interface Reconciliation {
  /** YYYY-MM-DD: the price change counts from this date in the supplier's reconciliation. */
  effectiveDate?: string | null;
  /** Or a reconciliation cycle, e.g. "2025-06". */
  cycle?: string | null;
}

export interface ChangePriceInput {
  amount?: string | null;
  supplierAmount?: string | null;
  /** Supplier cost of each booking item, in the supplier currency, keyed by item reference. */
  supplierCostPerItem?: Record<string, string> | null;
  /** Optional: without a type (and so without a reason), the note is required instead. */
  reasonType?: string | null;
  reason?: string | null;
  /** Free text: required unless a reason is chosen (spec 5, Change price). */
  note?: string | null;
  reconciliation?: Reconciliation | null;
}

/** The longest note or free-text reason. */
export const PRICE_CHANGE_TEXT_MAX = 500;

/** Choosing a reconciliation period or date needs the reconciliation permission: the finance scopes. */
export const RECONCILIATION_SCOPES: readonly Scope[] = [Scope.FinanceAdmin, Scope.FinanceOps];
export const canChooseReconciliation = (actor: Actor | null | undefined): boolean => RECONCILIATION_SCOPES.some((s) => hasScope(actor, s));

const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Every invalid field of the change-price form (spec 5 'Change price'); `itemReferences` are the booking's items. */
export function validateChangePrice(input: ChangePriceInput, itemReferences: readonly string[]): FieldProblem[] {
  const errors: FieldProblem[] = [];
  const push = (e: FieldProblem | null) => e && errors.push(e);
  push(moneyFieldError('amount', input.amount));
  push(moneyFieldError('supplierAmount', input.supplierAmount));

  const perItem = Object.entries(input.supplierCostPerItem ?? {});
  for (const [reference, cost] of perItem) {
    const field = `supplierCostPerItem.${reference}`;
    if (!itemReferences.includes(reference)) errors.push({ field, message: PaymentMessage.UnknownItem });
    else push(moneyFieldError(field, cost));
  }
  const itemsValid = perItem.length > 0 && !errors.some((e) => e.field.startsWith('supplierCostPerItem') || e.field === 'supplierAmount');
  if (itemsValid && sumCents(perItem.map(([, c]) => toCents(c)!)) !== toCents(input.supplierAmount)) {
    errors.push({ field: 'supplierCostPerItem', message: PaymentMessage.ItemCostsSum });
  }

  // A reason needs its type; without either, the note says why (and a note may accompany a reason too).
  const type = PRICE_CHANGE_REASON_TYPES.find((t) => t.type === input.reasonType);
  if (isBlank(input.reasonType)) {
    if (!isBlank(input.reason)) errors.push({ field: 'reasonType', message: PaymentMessage.Required });
    else if (isBlank(input.note)) errors.push({ field: 'note', message: PaymentMessage.Required });
  } else if (!type) errors.push({ field: 'reasonType', message: PaymentMessage.InvalidReasonType });
  else if (isBlank(input.reason)) errors.push({ field: 'reason', message: PaymentMessage.Required });
  else if (typeof input.reason !== 'string') errors.push({ field: 'reason', message: PaymentMessage.InvalidReason });
  else if (!type.freeText && !type.reasons.includes(input.reason.trim())) errors.push({ field: 'reason', message: PaymentMessage.InvalidReason });
  if (!isBlank(input.note) && (typeof input.note !== 'string' || input.note.trim().length > PRICE_CHANGE_TEXT_MAX)) {
    errors.push({ field: 'note', message: PaymentMessage.NoteFormat });
  }

  const rec = input.reconciliation;
  if (rec) {
    const hasDate = !isBlank(rec.effectiveDate);
    if (hasDate === !isBlank(rec.cycle)) errors.push({ field: 'reconciliation', message: PaymentMessage.ReconciliationOneOf });
    else if (hasDate && !DATE_PATTERN.test(String(rec.effectiveDate)))
      errors.push({ field: 'reconciliation.effectiveDate', message: PaymentMessage.ReconciliationDate });
  }
  return errors;
}
