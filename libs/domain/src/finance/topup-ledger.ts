import type { Cents } from '../payments/money.js';
import { divideRoundHalfUp } from './currency-conversion.js';
import { AVG_DAILY_COST_WINDOW_DAYS, DAYS_LEFT_WARNING } from './finance-constants.js';
import { addDays } from './finance-dates.js';

/**
 * The top-up balance rules, in one place (common brief, "Top-up balance definitions"):
 * balance = Σ top-up entries − Σ supplier costs with effective_date <= today; the booking-date balance counts every
 * cost booked by today instead.
 */

/** The 14 days whose cost makes the average: [today − 14, today − 1], both inclusive. */
export function averageDailyCostWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, -AVG_DAILY_COST_WINDOW_DAYS), to: addDays(today, -1) };
}

/** Σ cost of the window / 14, rounded half up to cents. */
export const averageDailyCost = (costInWindow: Cents): Cents => divideRoundHalfUp(costInWindow, BigInt(AVG_DAILY_COST_WINDOW_DAYS));

/** Null when nothing is consumed (average <= 0); 0 when the balance is used up; else whole days the balance lasts. */
export function daysLeft(balance: Cents, avg: Cents): number | null {
  if (avg <= 0n) return null;
  if (balance <= 0n) return 0;
  return Number(balance / avg);
}

/** The red row: days left of 7 or fewer. */
export const isDaysLeftWarning = (days: number | null | undefined): boolean => days !== null && days !== undefined && days <= DAYS_LEFT_WARNING;

/** The supplier's newest automatic deposit request, once closed. */
export interface ClosedAutoRequest {
  state: 'deposited' | 'cancelled';
  /** Money came in after it was closed: a deposit, or a cash adjustment above 0. */
  fundedSince: boolean;
}

export interface AutoDepositFacts {
  daysLeft: number | null;
  avgDailyCost: Cents;
  /** The company's topupAutoDepositFromDaysLeft. */
  fromDaysLeft: number;
  /** The company's numOfDaysToExtendTopup. */
  extendDays: number;
  /** The company's doAutoTopupRequests. */
  doAuto: boolean;
  /** An open deposit request (automatic or not) already asks for money. */
  hasOpenRequest: boolean;
  /** The newest closed automatic request of the supplier (null: none yet). */
  lastClosedAutoRequest: ClosedAutoRequest | null;
}

/**
 * Once per need: a shortfall ends when the days left rise above the threshold again, which only money coming in can
 * do. So an automatic request that was cancelled still stands for its shortfall (no new one is raised for it) until
 * a deposit or a cash adjustment above 0 is posted after the cancel; one that was deposited was answered, and a new
 * shortfall may be asked for. (Cost corrections and fees do not end a shortfall: they are not money coming in.)
 */
export const isShortfallAlreadyRequested = (last: ClosedAutoRequest | null): boolean => last !== null && last.state === 'cancelled' && !last.fundedSince;

/** The amount of the automatic deposit request to raise now (due Immediate), or null when none is due. */
export function autoDepositAmount(f: AutoDepositFacts): Cents | null {
  if (!f.doAuto || f.hasOpenRequest || f.daysLeft === null || f.daysLeft > f.fromDaysLeft) return null;
  if (isShortfallAlreadyRequested(f.lastClosedAutoRequest)) return null;
  const amount = BigInt(f.extendDays) * f.avgDailyCost;
  return amount > 0n ? amount : null;
}

export type LedgerEntryKind = 'booking' | 'deposit' | 'adjustment' | 'deposit_request' | 'reversal';

/**
 * One ledger line for the balance. `booking`: a supplier cost (positive consumes the balance); `deposit` and
 * `adjustment`: signed amounts added; `deposit_request`: moves nothing; `reversal`: a cost given back (adds).
 */
export interface LedgerEntryInput {
  kind: LedgerEntryKind;
  amount: Cents;
}

/** What an entry does to the balance. */
export function ledgerEffect(entry: LedgerEntryInput): Cents {
  switch (entry.kind) {
    case 'booking':
      return -entry.amount;
    case 'deposit':
    case 'adjustment':
    case 'reversal':
      return entry.amount;
    case 'deposit_request':
      return 0n;
  }
}

/** The balance after each entry, in order. */
export function runningBalances(entries: readonly LedgerEntryInput[]): Cents[] {
  let balance = 0n;
  return entries.map((e) => (balance += ledgerEffect(e)));
}

export const ledgerBalance = (entries: readonly LedgerEntryInput[]): Cents => entries.reduce((sum, e) => sum + ledgerEffect(e), 0n);

/**
 * The day a supplier cost counts from: the booking or departure day by the company's calculation basis; a price
 * change's reconciliation date wins. A correction (a cancellation, refund or price change, or any later posting of a
 * booking) without a reconciliation date is dated no earlier than the day it is posted: a period already closed (its
 * cycle invoiced, its accrued reported) never changes. Dates are YYYY-MM-DD (business days, not instants).
 */
export function effectiveDateOf(input: {
  bookingDate: string;
  departureDate: string;
  calculationBasedOn: string;
  reconciliationDate?: string | null;
  /** The posting day (UTC) of a correction; absent for a booking's first posting. */
  correctionPostedOn?: string | null;
}): string {
  if (input.reconciliationDate) return input.reconciliationDate;
  const original = input.calculationBasedOn === 'departure_date' ? input.departureDate : input.bookingDate;
  return input.correctionPostedOn && input.correctionPostedOn > original ? input.correctionPostedOn : original;
}

export interface TopupFigures {
  balance: Cents;
  balanceByBookingDate: Cents;
  avgDailyCost: Cents;
  daysLeft: number | null;
  isDaysLeftWarning: boolean;
}

/** The summary and overview numbers of a top-up supplier from the sums the server reads. */
export function topupFigures(sums: {
  /** Σ topup_entry amounts (deposits and adjustments, signed). */
  entriesTotal: Cents;
  /** Σ cost with effective_date <= today. */
  costByEffectiveDate: Cents;
  /** Σ cost with booking date <= today. */
  costByBookingDate: Cents;
  /** Σ cost with effective_date in the average window. */
  costInWindow: Cents;
}): TopupFigures {
  const balance = sums.entriesTotal - sums.costByEffectiveDate;
  const avgDailyCost = averageDailyCost(sums.costInWindow);
  const days = daysLeft(balance, avgDailyCost);
  return {
    balance,
    balanceByBookingDate: sums.entriesTotal - sums.costByBookingDate,
    avgDailyCost,
    daysLeft: days,
    isDaysLeftWarning: isDaysLeftWarning(days),
  };
}
