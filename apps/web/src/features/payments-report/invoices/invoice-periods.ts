import { cycleOf, previousCycles, type PaymentCycle } from '@farebox/domain';
import type { SelectOption } from '@/ui/form-fields';

/** How far back the Period filter reaches: the cycles of the last year (what reconciliation allows). */
const MONTHS_BACK = 12;

/** By month, newest first; within a month the whole month, then its second half, then its first. */
function newestMonthFirst(a: PaymentCycle, b: PaymentCycle): number {
  const month = b.start.slice(0, 7).localeCompare(a.start.slice(0, 7));
  if (month !== 0) return month;
  const length = (c: PaymentCycle) => Date.parse(c.end) - Date.parse(c.start);
  return length(b) - length(a) || b.start.localeCompare(a.start);
}

/**
 * The Period filter's choices: the monthly and bi-weekly cycles of the last 12 months and the current ones, newest
 * first, a month before its halves (ids `2026-10`, `2026-10-2`, `2026-10-1`).
 */
export function periodFilterOptions(today: string): SelectOption[] {
  const cycles: PaymentCycle[] = [
    cycleOf(today, 'monthly'),
    ...previousCycles(today, 'monthly', MONTHS_BACK),
    cycleOf(today, 'bi_weekly'),
    ...previousCycles(today, 'bi_weekly', MONTHS_BACK * 2),
  ];
  const byId = new Map(cycles.map((c) => [c.id, c]));
  return [...byId.values()].sort(newestMonthFirst).map((c) => ({ value: c.id, label: c.label }));
}
