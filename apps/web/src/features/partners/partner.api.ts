import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data, type Schemas } from '@/api/http';
import type { ChangeLogQuery } from '@/ui/change-log-table';
import { partnerKeys } from './partners.api';

export type Partner = Schemas['PartnerDto'];
export type UpdatePartnerBody = Schemas['UpdatePartnerDto'];

const detailKey = (id: string) => [...partnerKeys.all, 'detail', id] as const;

/** GET /api/partners/{id}. */
export function usePartner(id: string) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => data(client.GET('/api/partners/{id}', { params: { path: { id } }, signal })),
  });
}

/** GET /api/partners/{id}/change-log, for the collapsible log. */
export const partnerChangeLogQuery = (id: string): ChangeLogQuery => ({
  queryKey: [...detailKey(id), 'change-log'],
  queryFn: ({ signal }) => data(client.GET('/api/partners/{id}/change-log', { params: { path: { id } }, signal })),
});

/** PATCH /api/partners/{id}: the answer replaces the cached partner; lists and the log refetch. */
export function useUpdatePartner(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePartnerBody) => data(client.PATCH('/api/partners/{id}', { params: { path: { id } }, body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(detailKey(id), saved);
      void queryClient.invalidateQueries({ queryKey: partnerKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' || q.queryKey[3] === 'change-log' });
    },
  });
}
