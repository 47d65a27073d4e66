import { daysInMonth, isoDate, monthLabel, parseIsoDate, shiftMonth } from './finance-dates.js';

/** How often an invoice supplier is invoiced: calendar months, or half months (1–15 and 16–end). */
export type InvoicePaymentCycle = 'monthly' | 'bi_weekly';
export const INVOICE_PAYMENT_CYCLE_KINDS: readonly InvoicePaymentCycle[] = ['monthly', 'bi_weekly'];
export const isInvoicePaymentCycle = (value: unknown): value is InvoicePaymentCycle => value === 'monthly' || value === 'bi_weekly';

/** One payment cycle: ids '2026-10' (monthly) or '2026-10-1' / '2026-10-2' (bi-weekly); dates YYYY-MM-DD, end inclusive. */
export interface PaymentCycle {
  id: string;
  label: string;
  start: string;
  end: string;
}

const CYCLE_ID = /^(\d{4})-(0[1-9]|1[0-2])(?:-([12]))?$/;

function monthlyCycle(year: number, month: number): PaymentCycle {
  const last = daysInMonth(year, month);
  return {
    id: `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`,
    label: monthLabel(year, month),
    start: isoDate({ year, month, day: 1 }),
    end: isoDate({ year, month, day: last }),
  };
}

function halfMonthCycle(year: number, month: number, half: 1 | 2): PaymentCycle {
  const month_ = monthlyCycle(year, month);
  const [from, to] = half === 1 ? [1, 15] : [16, daysInMonth(year, month)];
  return {
    id: `${month_.id}-${half}`,
    label: `${from}–${to} ${monthLabel(year, month)}`,
    start: isoDate({ year, month, day: from }),
    end: isoDate({ year, month, day: to }),
  };
}

function requireDate(date: string) {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  return parsed;
}

/** The cycle that contains `date`. */
export function cycleOf(date: string, cycle: InvoicePaymentCycle): PaymentCycle {
  const { year, month, day } = requireDate(date);
  return cycle === 'monthly' ? monthlyCycle(year, month) : halfMonthCycle(year, month, day <= 15 ? 1 : 2);
}

/** The cycle of an id ('2026-10', '2026-10-1', '2026-10-2'); null when the id is malformed. */
export function cycleById(id: unknown): PaymentCycle | null {
  if (typeof id !== 'string') return null;
  const match = CYCLE_ID.exec(id);
  if (!match) return null;
  const [year, month] = [Number(match[1]), Number(match[2])];
  return match[3] ? halfMonthCycle(year, month, match[3] === '1' ? 1 : 2) : monthlyCycle(year, month);
}

/** The kind of cycle an id names; null when malformed. */
export function cycleKindOf(id: unknown): InvoicePaymentCycle | null {
  const match = typeof id === 'string' ? CYCLE_ID.exec(id) : null;
  return match ? (match[3] ? 'bi_weekly' : 'monthly') : null;
}

/** The cycle right after / before `current` (same kind). */
export function followingCycle(current: PaymentCycle, cycle: InvoicePaymentCycle): PaymentCycle {
  const end = requireDate(current.end);
  const next = shiftMonth(end.year, end.month, 1);
  return end.day === daysInMonth(end.year, end.month) ? cycleOf(isoDate({ ...next, day: 1 }), cycle) : cycleOf(isoDate({ ...end, day: end.day + 1 }), cycle);
}

export function precedingCycle(current: PaymentCycle, cycle: InvoicePaymentCycle): PaymentCycle {
  const start = requireDate(current.start);
  if (start.day > 1) return cycleOf(isoDate({ ...start, day: start.day - 1 }), cycle);
  const previous = shiftMonth(start.year, start.month, -1);
  return cycleOf(isoDate({ ...previous, day: daysInMonth(previous.year, previous.month) }), cycle);
}

/** Every cycle from the one containing `from` to the one containing `to`, ascending; empty when from > to. */
export function cyclesBetween(from: string, to: string, cycle: InvoicePaymentCycle): PaymentCycle[] {
  requireDate(to);
  if (from > to) return [];
  const cycles: PaymentCycle[] = [];
  for (let c = cycleOf(from, cycle); c.start <= to; c = followingCycle(c, cycle)) cycles.push(c);
  return cycles;
}

/** The next cycle to be invoiced: the current one, which has not ended yet (the cycle containing today). */
export const nextCycle = (today: string, cycle: InvoicePaymentCycle): PaymentCycle => cycleOf(today, cycle);

/** The `count` cycles before the current one (all ended), newest first. */
export function previousCycles(today: string, cycle: InvoicePaymentCycle, count: number): PaymentCycle[] {
  const cycles: PaymentCycle[] = [];
  for (let c = cycleOf(today, cycle); cycles.length < count;) {
    c = precedingCycle(c, cycle);
    cycles.push(c);
  }
  return cycles;
}

/** Cycles per year of each kind. */
export const CYCLES_PER_YEAR: Readonly<Record<InvoicePaymentCycle, number>> = { monthly: 12, bi_weekly: 24 };

/**
 * The cycles a new invoice may reconcile, newest first: the current cycle, then the ended ones of the last 12 months;
 * without past cycles only the newest 2. (The caller drops those that already have a live invoice.)
 */
export function reconciliationCycles(today: string, cycle: InvoicePaymentCycle, allowPastCycles: boolean): PaymentCycle[] {
  const cycles = [cycleOf(today, cycle), ...previousCycles(today, cycle, CYCLES_PER_YEAR[cycle])];
  return allowPastCycles ? cycles : cycles.slice(0, 2);
}

/** True when the cycle ended before `today`. */
export const isCycleEnded = (c: PaymentCycle, today: string): boolean => c.end < today;

/** A period holds several currencies (the multi-currency warning). */
export const isMultiCurrencyPeriod = (totals: readonly { currency: string }[]): boolean => new Set(totals.map((t) => t.currency)).size > 1;
