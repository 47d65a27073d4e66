import { CAMPAIGN_TRANSPORT_TYPES, ROUTE_TRANSPORT_LABELS } from '@farebox/domain';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { client, data } from '@/api/http';
import type { SelectOption } from '@/ui/form-fields';
import { OPERATING_SYSTEM_OPTIONS, type AudienceKey } from './campaign.types';

/** Pickers load every choice at once: the lists are short enough to filter in the browser. */
const ALL_ROWS = 1000;
const OPTIONS_STALE_MS = 5 * 60_000;

/** One limitation's choices: loading (none yet), failed, or the options. */
export interface AudienceChoices {
  options: readonly SelectOption[];
  loading: boolean;
  failed: boolean;
}

const fixed = (options: readonly SelectOption[]): AudienceChoices => ({ options, loading: false, failed: false });
const loaded = (query: UseQueryResult<SelectOption[]>): AudienceChoices => ({
  options: query.data ?? [],
  loading: query.fetchStatus === 'fetching' && !query.data,
  failed: query.isError,
});

const TRANSPORT_TYPE_OPTIONS = CAMPAIGN_TRANSPORT_TYPES.map((t) => ({ value: t, label: ROUTE_TRANSPORT_LABELS[t] }));

/** Countries by id. */
function useCountryOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['promocodes', 'audience', 'countries'],
    queryFn: ({ signal }) => data(client.GET('/api/geo/countries', { signal })),
    enabled,
    staleTime: OPTIONS_STALE_MS,
    select: (list): SelectOption[] => list.map((c) => ({ value: c.id, label: c.name })),
  });
}

/** Landing-page routes by slug, named "From – To". */
function useRouteOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['promocodes', 'audience', 'routes'],
    queryFn: ({ signal }) => data(client.GET('/api/v1/routes', { params: { query: { offset: 0, limit: ALL_ROWS } }, signal })),
    enabled,
    staleTime: OPTIONS_STALE_MS,
    select: (page): SelectOption[] => page.data.map((r) => ({ value: r.slug, label: `${r.from.name} – ${r.to.name}` })),
  });
}

/** Supplier companies by id. */
function useSupplierOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['promocodes', 'audience', 'suppliers'],
    queryFn: ({ signal }) => data(client.GET('/api/companies', { params: { query: { isSupplier: true, offset: 0, limit: ALL_ROWS } }, signal })),
    enabled,
    staleTime: OPTIONS_STALE_MS,
    select: (page): SelectOption[] => page.data.map((c) => ({ value: c.id, label: c.name })),
  });
}

/** Sales partners by id. */
function usePartnerOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['promocodes', 'audience', 'partners'],
    queryFn: ({ signal }) => data(client.GET('/api/partners', { params: { query: { offset: 0, limit: ALL_ROWS } }, signal })),
    enabled,
    staleTime: OPTIONS_STALE_MS,
    select: (page): SelectOption[] => page.data.map((p) => ({ value: p.id, label: p.name })),
  });
}

/**
 * The choices of every audience limitation, from the screens that own them. `enabled` false loads nothing (the table
 * then names the chosen ids until the lists arrive); the modal and a campaign with limitations load them.
 */
export function useAudienceOptions(enabled: boolean): Record<AudienceKey, AudienceChoices> {
  return {
    countries: loaded(useCountryOptions(enabled)),
    routes: loaded(useRouteOptions(enabled)),
    transportTypes: fixed(TRANSPORT_TYPE_OPTIONS),
    suppliers: loaded(useSupplierOptions(enabled)),
    partners: loaded(usePartnerOptions(enabled)),
    operatingSystems: fixed(OPERATING_SYSTEM_OPTIONS),
  };
}
