import { formatCents, toCents } from '../payments/money.js';

/** A period's supplier cost as fetch-cycles-cost / fetch-topup-cost answer it (amounts as decimal strings). */
export interface PeriodCost {
  totalsByCurrency: readonly { currency: string; total: string }[];
  totalInUsd: string;
}

const BASE_CURRENCY = 'USD';
const twoDecimals = (amount: string): string => {
  const cents = toCents(amount);
  return cents === null ? amount : formatCents(cents);
};

/**
 * The platform amount of an invoice in `currency`: the period's cost in that currency; for a USD invoice of a period
 * without USD cost, the USD value of all of it; otherwise 0 (nothing was booked in that currency).
 * '' while the cost or the currency is not known yet (the upload form before the period and currency are chosen).
 */
export function platformAmountIn(cost: PeriodCost | null | undefined, currency: string | null | undefined): string {
  if (!cost || !currency) return '';
  const own = cost.totalsByCurrency.find((t) => t.currency === currency);
  if (own) return twoDecimals(own.total);
  return currency === BASE_CURRENCY ? twoDecimals(cost.totalInUsd) : formatCents(0n);
}
