import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data, type Schemas } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import type { ChangeLogQuery } from '@/ui/change-log-table';
import type { UserFilters, UserInput } from './user.types';

/** Query keys of the users resource. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (filters: UserFilters, page: number) => [...userKeys.lists(), filters, page] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
  scopes: () => ['scopes'] as const,
};

export function useUsersList(filters: UserFilters, page: number) {
  return useQuery({
    queryKey: userKeys.list(filters, page),
    queryFn: ({ signal }) => data(client.GET('/api/users', { params: { query: { ...filters, offset: offsetOf(page), limit: PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: string | undefined) {
  return useQuery({
    queryKey: userKeys.detail(id ?? ''),
    queryFn: ({ signal }) => data(client.GET('/api/users/{id}', { params: { path: { id: id! } }, signal })),
    enabled: !!id,
  });
}

/** GET /api/users/:id/change-log, newest first; filed under the user so a refresh of the user refreshes it. */
export const userChangeLogQuery = (id: string): ChangeLogQuery => ({
  queryKey: [...userKeys.detail(id), 'change-log'],
  queryFn: ({ signal }) => data(client.GET('/api/users/{id}/change-log', { params: { path: { id } }, signal })),
});

export function useScopes() {
  return useQuery({
    queryKey: userKeys.scopes(),
    queryFn: ({ signal }) => data(client.GET('/api/scopes', { signal })),
    staleTime: 5 * 60_000,
  });
}

export function useSaveUser(id: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UserInput) =>
      id
        ? data(client.PUT('/api/users/{id}', { params: { path: { id } }, body: { ...input, version: input.version! } }))
        : data(client.POST('/api/users', { body: input as Schemas['CreateUserDto'] })), // the server answers a missing password
    onSuccess: (user) => {
      qc.setQueryData(userKeys.detail(user.id), user);
      void qc.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}

export function useUnlockUser(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => data(client.POST('/api/users/{id}/unlock', { params: { path: { id } } })),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: userKeys.detail(id) });
      void qc.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
