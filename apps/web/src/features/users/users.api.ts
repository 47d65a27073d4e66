import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http';
import { offsetOf, PAGE_SIZE, type Page } from '@/api/page';
import type { UserDto, UserFilters, UserInput } from './user.types';

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
    queryFn: ({ signal }) =>
      api<Page<UserDto>>('/users', { query: { ...filters, offset: offsetOf(page), limit: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: string | undefined) {
  return useQuery({
    queryKey: userKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api<UserDto>(`/users/${encodeURIComponent(id!)}`, { signal }),
    enabled: !!id,
  });
}

export function useScopes() {
  return useQuery({
    queryKey: userKeys.scopes(),
    queryFn: ({ signal }) => api<string[]>('/scopes', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useSaveUser(id: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UserInput) =>
      id
        ? api<UserDto>(`/users/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
        : api<UserDto>('/users', { method: 'POST', body: input }),
    onSuccess: (user) => {
      qc.setQueryData(userKeys.detail(user.id), user);
      void qc.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}

export function useUnlockUser(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<UserDto | undefined>(`/users/${encodeURIComponent(id)}/unlock`, { method: 'POST' }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: userKeys.detail(id) });
      void qc.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
