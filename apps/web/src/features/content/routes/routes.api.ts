import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isProConType, type ProConType } from '@farebox/domain';
import { client, data } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import type { ChangeLogQuery } from '@/ui/change-log-table';
import type { ProConBody, ProConFilters, RouteBody, RouteDto } from './route.types';

/** Query keys of the routes and pros-and-cons resources. */
export const routeKeys = {
  all: ['routes'] as const,
  lists: () => [...routeKeys.all, 'list'] as const,
  list: (page: number) => [...routeKeys.lists(), page] as const,
  detail: (slug: string) => [...routeKeys.all, 'detail', slug] as const,
  changeLog: (slug: string) => [...routeKeys.all, 'change-log', slug] as const,
};

export const proConKeys = {
  all: ['pros-and-cons'] as const,
  lists: () => [...proConKeys.all, 'list'] as const,
  list: (filters: ProConFilters, page: number) => [...proConKeys.lists(), filters, page] as const,
  pick: (type: ProConType, search: string) => [...proConKeys.all, 'pick', type, search] as const,
};

const bySlug = (slug: string) => ({ params: { path: { slug } } });

export function useRoutesList(page: number) {
  return useQuery({
    queryKey: routeKeys.list(page),
    queryFn: ({ signal }) => data(client.GET('/api/v1/routes', { params: { query: { offset: offsetOf(page), limit: PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useRoute(slug: string | undefined) {
  return useQuery({
    queryKey: routeKeys.detail(slug ?? ''),
    queryFn: ({ signal }) => data(client.GET('/api/v1/route/{slug}', { ...bySlug(slug!), signal })),
    enabled: !!slug,
  });
}

export const routeChangeLogQuery = (slug: string): ChangeLogQuery => ({
  queryKey: routeKeys.changeLog(slug),
  queryFn: ({ signal }) => data(client.GET('/api/v1/route/{slug}/change-log', { ...bySlug(slug), signal })),
});

/** Saves `editing` from the version the form was opened on (an older one is 409 EditConflict). */
export function useSaveRoute(editing: Pick<RouteDto, 'slug' | 'version'>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody) => data(client.PUT('/api/v1/route/{slug}', { ...bySlug(editing.slug), body: { ...body, version: editing.version } })),
    onSuccess: (route) => {
      qc.setQueryData(routeKeys.detail(route.slug), route);
      void qc.invalidateQueries({ queryKey: routeKeys.changeLog(route.slug) });
      void qc.invalidateQueries({ queryKey: routeKeys.lists() });
    },
  });
}

export function useProsConsList(filters: ProConFilters, page: number) {
  return useQuery({
    queryKey: proConKeys.list(filters, page),
    queryFn: ({ signal }) =>
      data(
        client.GET('/api/v1/pros-and-cons', {
          params: {
            // A type in the URL that is neither pro nor con is left out rather than sent to be refused.
            query: {
              search: filters.search || undefined,
              type: isProConType(filters.type) ? filters.type : undefined,
              offset: offsetOf(page),
              limit: PAGE_SIZE,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The route editor's picker: at most 10 pros (or cons) matching the search. */
export function useProConSearch(type: ProConType, search: string) {
  return useQuery({
    queryKey: proConKeys.pick(type, search),
    queryFn: ({ signal }) =>
      data(
        type === 'pro'
          ? client.GET('/api/v1/pros', { params: { query: { search } }, signal })
          : client.GET('/api/v1/cons', { params: { query: { search } }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Creates a pro or con; a slug already taken answers 409. */
export function useCreateProCon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ProConBody) => data(client.POST('/api/v1/pro-con', { body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: proConKeys.all }),
  });
}
