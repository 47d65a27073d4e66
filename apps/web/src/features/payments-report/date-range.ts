import { FieldRequired, type FieldProblem } from '@farebox/domain';

export const DATE_ORDER_MESSAGE = 'The start date must not be after the end date.';

/** A report's date range (YYYY-MM-DD): both days, the first not after the second (one day is a range). */
export function dateRangeProblems({ from, to }: { from: string; to: string }): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!from) problems.push({ field: 'from', message: FieldRequired });
  if (!to) problems.push({ field: 'to', message: FieldRequired });
  if (from && to && from > to) problems.push({ field: 'to', message: DATE_ORDER_MESSAGE });
  return problems;
}
