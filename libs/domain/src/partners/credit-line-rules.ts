/** A booking agent's credit line and inventory rules (spec part 2, sections 2.7, 3.3, 5 "Top-up", 9). */
import type { FieldProblem } from '../identity/field-problem.js';

/** Only booking agents paying by credit line have a credit line (Current Balance, Credit History, Top Up). */
export const hasCreditLine = (p: { type: string; paymentFlow: string | null }): boolean => p.type === 'bookingAgent' && p.paymentFlow === 'creditline';

export const TOP_UP_MESSAGES = {
  amountRequired: 'Amount is required',
  amountPositive: 'Amount must be greater than 0',
  amountStep: 'Amount has at most 2 decimals',
} as const;

/** The Top Up amount's step (spec part 2, section 9). */
export const TOP_UP_AMOUNT_STEP = '0.01';
const AMOUNT_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

/** The Top Up form as typed; the API checks the same. */
export function validateTopUp(v: { amount: string; note?: string | null }): FieldProblem[] {
  const amount = v.amount.trim();
  if (!amount) return [{ field: 'amount', message: TOP_UP_MESSAGES.amountRequired }];
  if (/^-?\d+(\.\d+)?$/.test(amount) && Number(amount) <= 0) return [{ field: 'amount', message: TOP_UP_MESSAGES.amountPositive }];
  if (!AMOUNT_PATTERN.test(amount)) return [{ field: 'amount', message: TOP_UP_MESSAGES.amountStep }];
  if (/^0+(\.0+)?$/.test(amount)) return [{ field: 'amount', message: TOP_UP_MESSAGES.amountPositive }];
  return [];
}

/** "There are N top up operations found." */
export function topUpsFoundText(total: number): string {
  return total === 1 ? 'There is 1 top up operation found.' : `There are ${total} top up operations found.`;
}

/** Inventory management: the channel sells only the listed companies' lines (allow) or all but theirs (block). */
export const INVENTORY_ACTIONS = ['allow', 'block'] as const;
export type InventoryAction = (typeof INVENTORY_ACTIONS)[number];
export const INVENTORY_ACTION_LABELS: Record<InventoryAction, string> = { allow: 'Allow', block: 'Block' };
/** "Allowed Companies" or "Blocked Companies". */
export const inventoryCompaniesLabel = (action: InventoryAction): string => (action === 'allow' ? 'Allowed Companies' : 'Blocked Companies');

/** A channel's company rule as product search applies it. */
export interface CompanyRule {
  action: InventoryAction;
  companyIds: string[];
}
