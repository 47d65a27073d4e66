import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isProspectSearchPending, type ProspectSearchFields } from '@farebox/domain';
import { client, data, type Schemas } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';

export type ProspectFile = Schemas['ProspectFileDto'];

/** While a search on the page is queued or running, the list reads again this often to show its progress. */
const PENDING_POLL_MS = 2000;

export const prospectKeys = {
  all: ['prospect-files'] as const,
  lists: () => [...prospectKeys.all, 'list'] as const,
  list: (fileName: string, page: number) => [...prospectKeys.lists(), fileName, page] as const,
  overview: () => [...prospectKeys.all, 'overview'] as const,
};

export function useProspectFiles(fileName: string, page: number) {
  return useQuery({
    queryKey: prospectKeys.list(fileName, page),
    queryFn: ({ signal }) =>
      data(client.GET('/api/prospect-files', { params: { query: { fileName: fileName || undefined, offset: offsetOf(page), limit: PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some((f) => isProspectSearchPending(f.state)) ? PENDING_POLL_MS : false),
  });
}

/** Total searches this month and whether the SERP provider is configured. */
export function useProspectOverview() {
  return useQuery({
    queryKey: prospectKeys.overview(),
    queryFn: ({ signal }) => data(client.GET('/api/prospect-files/overview', { signal })),
  });
}

/** Starts a search; a file name already taken answers 409. */
export function useStartProspectSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ProspectSearchFields) => data(client.POST('/api/prospect-files', { body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: prospectKeys.all }),
  });
}

/** Run again: a failed search back to queued (409 from any other state, e.g. when someone reran it first). */
export function useRerunProspectSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => data(client.POST('/api/prospect-files/{id}/rerun', { params: { path: { id } } })),
    onSettled: () => qc.invalidateQueries({ queryKey: prospectKeys.lists() }),
  });
}

/** The finished sheet (.xlsx), fetched with the session's token. */
export const prospectSheet = (id: string) => client.GET('/api/prospect-files/{id}/sheet', { params: { path: { id } }, parseAs: 'blob' });
