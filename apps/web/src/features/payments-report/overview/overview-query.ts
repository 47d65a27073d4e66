import { INVOICE_CYCLE_STATUSES, INVOICE_PAYMENT_CYCLES } from '@farebox/domain';
import type { QueryOf } from '@/api/http';
import { oneOf } from '@/ui/one-of';

/** The overview filters in the URL (spec 2.6): shared ones, then top-up mode's until-date, then invoice mode's. */
export const OVERVIEW_FILTER_KEYS = ['mode', 'supplier', 'country', 'owner', 'region', 'untilDate', 'cycle', 'period', 'status'] as const;
export type OverviewFilterKey = (typeof OVERVIEW_FILTER_KEYS)[number];
export type OverviewFilters = Record<OverviewFilterKey, string>;
/** Typed filters reach the URL once typing stops. */
export const OVERVIEW_TEXT_FILTERS = ['supplier', 'country', 'owner'] as const satisfies readonly OverviewFilterKey[];

export type OverviewMode = 'topup' | 'invoice';
export const overviewMode = (filters: Pick<OverviewFilters, 'mode'>): OverviewMode => (filters.mode === 'invoice' ? 'invoice' : 'topup');

const sharedQuery = (filters: OverviewFilters) => ({ supplier: filters.supplier, country: filters.country, owner: filters.owner, region: filters.region });

/** The query of top-up mode's table and CSV. */
export const topupOverviewQuery = (filters: OverviewFilters): QueryOf<'/api/payments-report/overview/topup'> => ({
  ...sharedQuery(filters),
  untilDate: filters.untilDate,
});

/** The query of invoice mode's table and CSV (a cycle or status that is none of the choices is left out). */
export function invoiceOverviewQuery(filters: OverviewFilters): QueryOf<'/api/payments-report/overview/invoice'> {
  const status = oneOf(INVOICE_CYCLE_STATUSES, filters.status);
  return {
    ...sharedQuery(filters),
    cycle: oneOf(INVOICE_PAYMENT_CYCLES, filters.cycle),
    period: filters.period ? [filters.period] : undefined,
    status: status && [status],
  };
}
