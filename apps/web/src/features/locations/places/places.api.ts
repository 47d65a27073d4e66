import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import type { ChangeLogQuery } from '@/ui/change-log-table';
import type { SelectOption } from '@/ui/form-fields';
import type { PlaceBody, PlaceDto, PlaceFilters, PlaceTypeBody, PlaceTypeFilters } from './place.types';

/** Query keys of the places and place types resources. */
export const placeKeys = {
  all: ['places'] as const,
  lists: () => [...placeKeys.all, 'list'] as const,
  list: (filters: PlaceFilters, page: number) => [...placeKeys.lists(), filters, page] as const,
  detail: (id: string) => [...placeKeys.all, 'detail', id] as const,
  changeLog: (id: string) => [...placeKeys.all, 'change-log', id] as const,
  types: ['place-types'] as const,
  typeList: (filters: PlaceTypeFilters, page: number) => [...placeKeys.types, 'list', filters, page] as const,
  typeOptions: () => [...placeKeys.types, 'options'] as const,
};

const byId = (id: string) => ({ params: { path: { id } } });

export function usePlacesList(filters: PlaceFilters, page: number) {
  return useQuery({
    queryKey: placeKeys.list(filters, page),
    queryFn: ({ signal }) =>
      data(
        client.GET('/api/v2/points-of-interest', {
          params: {
            query: {
              city: filters.city || undefined,
              name: filters.name || undefined,
              type: filters.type || undefined,
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

export function usePlace(id: string | undefined) {
  return useQuery({
    queryKey: placeKeys.detail(id ?? ''),
    queryFn: ({ signal }) => data(client.GET('/api/v2/points-of-interest/{id}', { ...byId(id!), signal })),
    enabled: !!id,
  });
}

export const placeChangeLogQuery = (id: string): ChangeLogQuery => ({
  queryKey: placeKeys.changeLog(id),
  queryFn: ({ signal }) => data(client.GET('/api/v2/points-of-interest/{id}/change-log', { ...byId(id), signal })),
});

/** Creates a place, or updates `editing` from the version the form was opened on (an older one is 409 EditConflict). */
export function useSavePlace(editing: Pick<PlaceDto, 'id' | 'version'> | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceBody) =>
      editing
        ? data(client.PUT('/api/v2/points-of-interest/{id}', { ...byId(editing.id), body: { ...body, version: editing.version } }))
        : data(client.POST('/api/v2/points-of-interest', { body })),
    onSuccess: (place) => {
      qc.setQueryData(placeKeys.detail(place.id), place);
      void qc.invalidateQueries({ queryKey: placeKeys.changeLog(place.id) });
      void qc.invalidateQueries({ queryKey: placeKeys.lists() });
    },
  });
}

export function useDeletePlace() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => data(client.DELETE('/api/v2/points-of-interest/{id}', byId(id))),
    onSuccess: (_, id) => {
      qc.removeQueries({ queryKey: placeKeys.detail(id) });
      void qc.invalidateQueries({ queryKey: placeKeys.lists() });
    },
  });
}

export function usePlaceTypesList(filters: PlaceTypeFilters, page: number) {
  return useQuery({
    queryKey: placeKeys.typeList(filters, page),
    queryFn: ({ signal }) =>
      data(
        client.GET('/api/v2/points-of-interest/types', {
          params: { query: { name: filters.name || undefined, offset: offsetOf(page), limit: PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every place type by name, as select options; `by` picks the id (the form) or the slug (the list filter in the URL). */
export function usePlaceTypeOptions(by: 'id' | 'slug') {
  return useQuery({
    queryKey: placeKeys.typeOptions(),
    queryFn: ({ signal }) => data(client.GET('/api/v2/points-of-interest/types', { params: { query: { limit: 0 } }, signal })),
    select: (page): SelectOption[] => page.data.map((t) => ({ value: t[by], label: t.name })),
  });
}

export function useCreatePlaceType() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceTypeBody) => data(client.POST('/api/v2/points-of-interest/types', { body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: placeKeys.types }),
  });
}

/** Deletes a place type; the API refuses one that places use (409, naming them). */
export function useDeletePlaceType() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => data(client.DELETE('/api/v2/points-of-interest/types/{id}', byId(id))),
    onSuccess: () => qc.invalidateQueries({ queryKey: placeKeys.types }),
  });
}

/** The city of the list filter, as the picker shows it after a reload (the URL keeps only its id). */
export function useCityOption(id: string) {
  return useQuery({
    queryKey: ['geo', 'cities', 'detail', id],
    queryFn: ({ signal }) => data(client.GET('/api/geo/cities/{id}', { ...byId(id), signal })),
    enabled: !!id,
    select: (city): SelectOption => ({ value: city.id, label: `${city.name}, ${city.country.name}` }),
  });
}
