import { oneOf } from '@/ui/one-of';

/** The campaign list's URL parameters (besides `page`): the filters, then the sort. */
export const CAMPAIGN_LIST_KEYS = ['name', 'creator', 'type', 'team', 'status', 'sort', 'order'] as const;
export type CampaignListKey = (typeof CAMPAIGN_LIST_KEYS)[number];
export type CampaignListParams = Record<CampaignListKey, string>;

/** The campaign name is typed: it reaches the URL 500 ms after the last keystroke (spec part 3, section 9). */
export const CAMPAIGN_TEXT_FILTERS = ['name'] as const satisfies readonly CampaignListKey[];
export const CAMPAIGN_NAME_DEBOUNCE_MS = 500;
/** Creator, type, team and status are in the URL at once; the list asks the API 300 ms after the last change. */
export const CAMPAIGN_SELECT_DEBOUNCE_MS = 300;

export const CAMPAIGN_SORTS = ['value', 'createdAt', 'expiredAt', 'minimumPurchase', 'team'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The API's default order, which "Default Sorting" goes back to (no sort in the URL). */
export const DEFAULT_CAMPAIGN_SORT: { sort: CampaignSort; order: SortOrder } = { sort: 'createdAt', order: 'desc' };

export const CAMPAIGN_TYPES = ['single', 'serial'] as const;
export const CAMPAIGN_TEAMS = ['marketing', 'support'] as const;
export const CAMPAIGN_STATUSES = ['active', 'inactive'] as const;

/** The sort the list shows: the URL's when it names a sortable column, else the default. */
export function currentSort(params: Pick<CampaignListParams, 'sort' | 'order'>): { sort: CampaignSort; order: SortOrder } {
  const sort = oneOf(CAMPAIGN_SORTS, params.sort);
  if (!sort) return DEFAULT_CAMPAIGN_SORT;
  return { sort, order: oneOf(SORT_ORDERS, params.order) ?? 'asc' };
}

/** The order a click on a column's header asks for: ascending first, then the other way round. */
export function nextOrder(params: Pick<CampaignListParams, 'sort' | 'order'>, column: CampaignSort): SortOrder {
  const { sort, order } = currentSort(params);
  return sort === column && order === 'asc' ? 'desc' : 'asc';
}

/**
 * The query of GET /api/promocodes for the URL's parameters, paging aside: empty values and values that are none of
 * the API's choices (an edited URL) are left out, so the API's defaults apply.
 */
export function campaignListQuery(params: CampaignListParams) {
  const { sort, order } = currentSort(params);
  return {
    name: params.name.trim() || undefined,
    creator: params.creator || undefined,
    type: oneOf(CAMPAIGN_TYPES, params.type),
    team: oneOf(CAMPAIGN_TEAMS, params.team),
    status: oneOf(CAMPAIGN_STATUSES, params.status),
    sort,
    order,
  };
}
