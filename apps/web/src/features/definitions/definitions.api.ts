import { keepPreviousData, useMutation, useQuery, useQueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { KEY_DETAIL_ICON_PAGE_SIZE } from '@farebox/domain';
import { client, data, type Schemas } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';

export type PassengerExtraInfoDefinitionDto = Schemas['PassengerExtraInfoDefinitionDto'];
export type PassengerTypeDefinitionDto = Schemas['PassengerTypeDefinitionDto'];
export type KeyDetailDefinitionDto = Schemas['KeyDetailDefinitionDto'];
export type KeyDetailIconDto = Schemas['KeyDetailIconDto'];
export type VehicleClassDefinitionDto = Schemas['VehicleClassDefinitionDto'];
export type AirlineDto = Schemas['AirlineDto'];

/** Query keys of the definition tables: one branch per table, lists under it by page. */
export const definitionKeys = {
  all: ['definitions'] as const,
  table: (table: DefinitionTable) => [...definitionKeys.all, table] as const,
  page: (table: DefinitionTable, page: number) => [...definitionKeys.table(table), 'page', page] as const,
  icons: () => [...definitionKeys.all, 'icons'] as const,
};
export type DefinitionTable = 'passenger-extra-info' | 'passenger-types' | 'key-details' | 'vehicle-classes' | 'airlines';

const byId = (id: string) => ({ params: { path: { id } } });
const pageQuery = (page: number) => ({ params: { query: { offset: offsetOf(page), limit: PAGE_SIZE } } });
/** Pickers and the client-paged vehicle classes ask for the whole table (limit 0 = up to 1000). */
const everything = { params: { query: { offset: 0, limit: 0 } } };

/** A page of a table, or the whole table when `page` is 'all'. */
function useTable<T>(
  table: DefinitionTable,
  page: number | 'all',
  fetch: (req: typeof everything, signal: AbortSignal) => Promise<{ data: T[]; meta: { total: number; limit: number; offset: number } }>,
) {
  return useQuery({
    queryKey: definitionKeys.page(table, page === 'all' ? 0 : page),
    queryFn: ({ signal }) => fetch(page === 'all' ? everything : pageQuery(page), signal),
    placeholderData: keepPreviousData,
  });
}

export const usePassengerExtraInfoDefinitions = (page: number | 'all') =>
  useTable('passenger-extra-info', page, (req, signal) => data(client.GET('/api/passenger-extra-info-definitions', { ...req, signal })));
export const usePassengerTypeDefinitions = (page: number) =>
  useTable('passenger-types', page, (req, signal) => data(client.GET('/api/passenger-type-definitions', { ...req, signal })));
export const useKeyDetailDefinitions = (page: number | 'all') =>
  useTable('key-details', page, (req, signal) => data(client.GET('/api/key-detail-definitions', { ...req, signal })));
export const useVehicleClassDefinitions = () =>
  useTable('vehicle-classes', 'all', (req, signal) => data(client.GET('/api/vehicle-classes', { ...req, signal })));
export const useAirlines = (page: number) => useTable('airlines', page, (req, signal) => data(client.GET('/api/airlines', { ...req, signal })));

/** The icon catalogue, 20 more at each "load more". */
export function useKeyDetailIcons() {
  return useInfiniteQuery({
    queryKey: definitionKeys.icons(),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      data(client.GET('/api/key-detail-icons', { params: { query: { offset: pageParam, limit: KEY_DETAIL_ICON_PAGE_SIZE } }, signal })),
    getNextPageParam: (last) => (last.meta.offset + last.data.length < last.meta.total ? last.meta.offset + last.data.length : undefined),
  });
}

/** A write to a table; its lists and the line editor's pickers are fetched again after it. */
function useTableWrite<A>(write: (args: A) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => qc.invalidateQueries({ queryKey: definitionKeys.all }) });
}

type Versioned = { id: string; version: number };

export const useAddPassengerExtraInfo = () =>
  useTableWrite((body: Schemas['CreatePassengerExtraInfoDefinitionDto']) => data(client.POST('/api/passenger-extra-info-definitions', { body })));
export const useUpdatePassengerExtraInfo = () =>
  useTableWrite(({ id, version, ...body }: Versioned & Omit<Schemas['UpdatePassengerExtraInfoDefinitionDto'], 'version'>) =>
    data(client.PUT('/api/passenger-extra-info-definitions/{id}', { ...byId(id), body: { ...body, version } })),
  );
export const useDeletePassengerExtraInfo = () => useTableWrite((id: string) => data(client.DELETE('/api/passenger-extra-info-definitions/{id}', byId(id))));

export const useUpdatePassengerType = () =>
  useTableWrite(({ id, version, ...body }: Versioned & Omit<Schemas['UpdatePassengerTypeDefinitionDto'], 'version'>) =>
    data(client.PUT('/api/passenger-type-definitions/{id}', { ...byId(id), body: { ...body, version } })),
  );

export const useAddKeyDetail = () =>
  useTableWrite((body: Schemas['KeyDetailDefinitionFieldsDto']) => data(client.POST('/api/key-detail-definitions', { body })));
export const useUpdateKeyDetail = () =>
  useTableWrite(({ id, version, ...body }: Versioned & Schemas['KeyDetailDefinitionFieldsDto']) =>
    data(client.PUT('/api/key-detail-definitions/{id}', { ...byId(id), body: { ...body, version } })),
  );
export const useDeleteKeyDetail = () => useTableWrite((id: string) => data(client.DELETE('/api/key-detail-definitions/{id}', byId(id))));

export const useAddVehicleClass = () =>
  useTableWrite((body: Schemas['CreateVehicleClassDefinitionDto']) => data(client.POST('/api/vehicle-classes', { body })));
export const useDeleteVehicleClass = () => useTableWrite((id: string) => data(client.DELETE('/api/vehicle-classes/{id}', byId(id))));

export const useAddAirline = () => useTableWrite((body: Schemas['CreateAirlineDto']) => data(client.POST('/api/airlines', { body })));
export const useUpdateAirline = () =>
  useTableWrite(({ id, version, name }: Versioned & { name: string }) => data(client.PUT('/api/airlines/{id}', { ...byId(id), body: { name, version } })));
export const useDeleteAirline = () => useTableWrite((id: string) => data(client.DELETE('/api/airlines/{id}', byId(id))));
