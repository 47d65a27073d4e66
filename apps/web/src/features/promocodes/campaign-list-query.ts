import { CAMPAIGN_SORTS, CAMPAIGN_STATUSES, CAMPAIGN_TEAMS, CAMPAIGN_TYPES, type CampaignSort } from '@farebox/domain';
import { oneOf } from '@/ui/one-of';
import type { CampaignListQuery } from './campaign.types';

/** The campaign list's URL parameters (besides `page`): the filters, then the sort. */
export const CAMPAIGN_LIST_KEYS = ['name', 'creator', 'type', 'team', 'status', 'sort', 'order'] as const;
export type CampaignListKey = (typeof CAMPAIGN_LIST_KEYS)[number];
export type CampaignListParams = Record<CampaignListKey, string>;

/** The campaign name is typed: it reaches the URL once typing stops (CAMPAIGN_NAME_DEBOUNCE_MS). */
export const CAMPAIGN_TEXT_FILTERS = ['name'] as const satisfies readonly CampaignListKey[];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The API's default order, which "Default Sorting" goes back to (no sort in the URL). */
export const DEFAULT_CAMPAIGN_SORT: { sort: CampaignSort; order: SortOrder } = { sort: 'createdAt', order: 'desc' };

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
export function campaignListQuery(params: CampaignListParams): CampaignListQuery {
  return {
    name: params.name.trim() || undefined,
    creator: params.creator || undefined,
    type: oneOf(CAMPAIGN_TYPES, params.type),
    team: oneOf(CAMPAIGN_TEAMS, params.team),
    status: oneOf(CAMPAIGN_STATUSES, params.status),
    ...currentSort(params),
  };
}
