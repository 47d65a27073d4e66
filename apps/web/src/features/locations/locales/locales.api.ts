import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import type { LocaleBody, LocaleDto } from './locale.types';

/** Query keys of the locales resource. */
export const localeKeys = {
  all: ['locales'] as const,
  lists: () => [...localeKeys.all, 'list'] as const,
  list: (page: number) => [...localeKeys.lists(), page] as const,
  detail: (id: string) => [...localeKeys.all, 'detail', id] as const,
};

const byId = (id: string) => ({ params: { path: { id } } });

export function useLocalesList(page: number) {
  return useQuery({
    queryKey: localeKeys.list(page),
    queryFn: ({ signal }) => data(client.GET('/api/locales', { params: { query: { offset: offsetOf(page), limit: PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useLocale(id: string | undefined) {
  return useQuery({
    queryKey: localeKeys.detail(id ?? ''),
    queryFn: ({ signal }) => data(client.GET('/api/locales/{id}', { ...byId(id!), signal })),
    enabled: !!id,
  });
}

/** Creates a locale, or updates `editing` from the version the form was opened on (an older one is 409 EditConflict). */
export function useSaveLocale(editing: Pick<LocaleDto, 'id' | 'version'> | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LocaleBody) =>
      editing
        ? data(client.PUT('/api/locales/{id}', { ...byId(editing.id), body: { ...body, version: editing.version } }))
        : data(client.POST('/api/locales', { body })),
    onSuccess: (locale) => {
      qc.setQueryData(localeKeys.detail(locale.id), locale);
      void qc.invalidateQueries({ queryKey: localeKeys.lists() });
    },
  });
}
