import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { MonitoringItemFields } from '@farebox/domain';
import { client, data, type QueryOf, type Schemas } from '@/api/http';
import { idempotent } from '@/api/idempotency';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import { newIdempotencyKey } from '@/ui/use-idempotency-key';

export type MonitoringItemDto = Schemas['MonitoringItemDto'];
export type MonitoringRunDto = Schemas['MonitoringRunDto'];
export type UserEventDto = Schemas['UserEventDto'];
export type UserEventsQuery = Omit<QueryOf<'/api/user-events'>, 'offset' | 'limit'>;

/** Query keys of the monitoring resources. */
export const monitoringKeys = {
  items: ['monitoring', 'items'] as const,
  itemsPage: (page: number) => [...monitoringKeys.items, page] as const,
  userEvents: (filters: UserEventsQuery, page: number) => ['monitoring', 'user-events', filters, page] as const,
};

const byId = (id: string) => ({ params: { path: { id } } });
type ItemBody = Schemas['MonitoringItemFieldsDto'];
/** Fields that passed validateMonitoringItem: their output type and format are chosen. */
const toBody = (f: MonitoringItemFields): ItemBody => ({
  ...f,
  outputType: f.outputType as ItemBody['outputType'],
  outputFormat: f.outputFormat as ItemBody['outputFormat'],
});

export function useMonitoringItems(page: number, enabled: boolean) {
  return useQuery({
    queryKey: monitoringKeys.itemsPage(page),
    queryFn: ({ signal }) => data(client.GET('/api/monitoring/items', { params: { query: { offset: offsetOf(page), limit: PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every item change refreshes the list (its version, paused flag and last runs). */
function useItemMutation<A, R>(call: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => qc.invalidateQueries({ queryKey: monitoringKeys.items }) });
}

/** Creates an item, or updates `editing` from the version it was opened on (an older one is 409 EditConflict). */
export function useSaveMonitoringItem(editing: Pick<MonitoringItemDto, 'id' | 'version'> | undefined) {
  return useItemMutation((fields: MonitoringItemFields) =>
    editing
      ? data(client.PUT('/api/monitoring/items/{id}', { ...byId(editing.id), body: { ...toBody(fields), version: editing.version } }))
      : data(client.POST('/api/monitoring/items', { body: toBody(fields) })),
  );
}

export const usePauseMonitoringItem = () =>
  useItemMutation((item: Pick<MonitoringItemDto, 'id' | 'version' | 'paused'>) =>
    data(client.PATCH('/api/monitoring/items/{id}/paused', { ...byId(item.id), body: { paused: !item.paused, version: item.version } })),
  );

/**
 * Run now with one Idempotency-Key per click-session: a click again before the answer (or after it was lost) is the
 * same run and posts nothing twice; once a run has answered, the next click is a new run.
 */
export function useRunMonitoringItem() {
  const session = useRef<{ id: string; key: string } | null>(null);
  return useItemMutation(async (id: string) => {
    if (session.current?.id !== id) session.current = { id, key: newIdempotencyKey() };
    const { key } = session.current;
    const run = await data(client.POST('/api/monitoring/items/{id}/runs', { params: { path: { id }, ...idempotent(key) } }));
    if (session.current?.key === key) session.current = null;
    return run;
  });
}

export const useDeleteMonitoringItem = () => useItemMutation((id: string) => data(client.DELETE('/api/monitoring/items/{id}', byId(id))));

export function useUserEvents(filters: UserEventsQuery, page: number, enabled: boolean) {
  return useQuery({
    queryKey: monitoringKeys.userEvents(filters, page),
    queryFn: ({ signal }) => data(client.GET('/api/user-events', { params: { query: { ...filters, offset: offsetOf(page), limit: PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}
