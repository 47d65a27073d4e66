import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data, type Schemas } from '@/api/http';
import { idempotent } from '@/api/idempotency';
import { partnerKeys } from './partners.api';

export type CreditHistory = Schemas['CreditHistoryDto'];
export type InventoryRules = Schemas['InventoryRulesDto'];
export type LiveResult = Schemas['PartnerLiveResultDto'];
export type LiveResultsQuery = { from: string; to: string; date: string };

const tabKey = (id: string, tab: string) => [...partnerKeys.all, 'detail', id, tab] as const;
const onPartner = (id: string) => ({ path: { id } });

/** GET /api/partners/{id}/credit-history (credit-line booking agents only). */
export function useCreditHistory(id: string) {
  return useQuery({
    queryKey: tabKey(id, 'credit-history'),
    queryFn: ({ signal }) => data(client.GET('/api/partners/{id}/credit-history', { params: onPartner(id), signal })),
  });
}

/** POST /api/partners/{id}/top-ups with the modal's Idempotency-Key; the history, the partner and the lists refetch. */
export function useTopUp(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: Schemas['TopUpDto']; key: string }) =>
      data(client.POST('/api/partners/{id}/top-ups', { params: { ...onPartner(id), ...idempotent(key) }, body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}

/** GET /api/partners/{id}/inventory-rules. */
export function useInventoryRules(id: string) {
  return useQuery({
    queryKey: tabKey(id, 'inventory-rules'),
    queryFn: ({ signal }) => data(client.GET('/api/partners/{id}/inventory-rules', { params: onPartner(id), signal })),
  });
}

/** PUT /api/partners/{id}/inventory-rules: the answer replaces the cached rules; live results, the partner and its log refetch. */
export function useSaveInventoryRules(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['SaveInventoryRulesDto']) => data(client.PUT('/api/partners/{id}/inventory-rules', { params: onPartner(id), body })),
    onSuccess: (saved) => queryClient.setQueryData(tabKey(id, 'inventory-rules'), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...partnerKeys.all, 'detail', id], predicate: (q) => q.queryKey[3] !== 'inventory-rules' }),
  });
}

/** GET /api/partners/{id}/live-results once a search is submitted. */
export function useLiveResults(id: string, query: LiveResultsQuery | null) {
  return useQuery({
    queryKey: [...tabKey(id, 'live-results'), query],
    queryFn: ({ signal }) => data(client.GET('/api/partners/{id}/live-results', { params: { ...onPartner(id), query: query! }, signal })),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
