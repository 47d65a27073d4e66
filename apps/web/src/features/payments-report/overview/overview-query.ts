/** The overview filters in the URL (spec 2.6): shared ones, then top-up mode's until-date, then invoice mode's. */
export const OVERVIEW_FILTER_KEYS = ['mode', 'supplier', 'country', 'owner', 'region', 'untilDate', 'cycle', 'period', 'status'] as const;
export type OverviewFilterKey = (typeof OVERVIEW_FILTER_KEYS)[number];
export type OverviewFilters = Record<OverviewFilterKey, string>;
/** Typed filters reach the URL once typing stops. */
export const OVERVIEW_TEXT_FILTERS = ['supplier', 'country', 'owner'] as const satisfies readonly OverviewFilterKey[];

export type OverviewMode = 'topup' | 'invoice';
export const overviewMode = (filters: Pick<OverviewFilters, 'mode'>): OverviewMode => (filters.mode === 'invoice' ? 'invoice' : 'topup');

/** The query of one mode's table and CSV: only the filters that mode has. */
export function overviewQuery(filters: OverviewFilters): Record<string, string> {
  const shared = { supplier: filters.supplier, country: filters.country, owner: filters.owner, region: filters.region };
  return overviewMode(filters) === 'invoice'
    ? { ...shared, cycle: filters.cycle, period: filters.period, status: filters.status }
    : { ...shared, untilDate: filters.untilDate };
}
