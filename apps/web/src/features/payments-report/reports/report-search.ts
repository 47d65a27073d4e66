import type { FieldProblem } from '@farebox/domain';
import type { QueryOf } from '@/api/http';
import { dateRangeProblems } from '../date-range';

/** The Reports tab's search: a date range (and a supplier, for full admins) or one booking reference. */
export const REPORT_SEARCH_KEYS = ['from', 'to', 'supplierId', 'bookingReference'] as const;
export type ReportSearch = Record<(typeof REPORT_SEARCH_KEYS)[number], string>;

/** Both dates (in order) unless a booking reference is given. */
export function reportSearchProblems(values: ReportSearch): FieldProblem[] {
  return values.bookingReference.trim() ? [] : dateRangeProblems(values);
}

/** A submitted search that can be run (what Create Report put in the URL). */
export const isRunnableSearch = (search: ReportSearch): boolean => reportSearchProblems(search).length === 0;

/** The query of the report and its CSV: the reference alone searches by reference, else the dates (and supplier). */
export function reportQuery(search: ReportSearch): QueryOf<'/api/payments-report/reports'> {
  const reference = search.bookingReference.trim();
  if (reference) return { bookingReference: reference };
  return { from: search.from, to: search.to, supplierId: search.supplierId };
}
