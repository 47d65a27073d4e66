import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isTransportVehicleType, TRANSPORT_LIST_FILTER_KEYS, type TransportListFilterKey, type TransportVehicleType } from '@farebox/domain';
import { client, data, type Schemas } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import type { ChangeLogQuery } from '@/ui/change-log-table';

/** One transport as the list and the view answer it. */
export type Transport = Schemas['TransportDto'];
/** What a save sends (the version is added from the transport being edited). */
export type TransportBody = Omit<Schemas['UpdateTransportDto'], 'version'>;

/** The `/transports` filters as they appear in the URL query, page aside. */
export const TRANSPORT_FILTER_KEYS = TRANSPORT_LIST_FILTER_KEYS;
export type TransportFilters = Record<TransportListFilterKey, string>;
/** Typed text, written to the URL 300 ms after the last keystroke. */
export const TRANSPORT_TEXT_FILTERS = ['reference'] as const satisfies readonly TransportListFilterKey[];

/** Query keys of the transports resource. */
export const transportKeys = {
  all: ['transports'] as const,
  lists: () => [...transportKeys.all, 'list'] as const,
  list: (filters: TransportFilters, page: number) => [...transportKeys.lists(), filters, page] as const,
  detail: (reference: string) => [...transportKeys.all, 'detail', reference.toLowerCase()] as const,
  changeLog: (reference: string) => [...transportKeys.all, 'change-log', reference.toLowerCase()] as const,
};

const byReference = (reference: string) => ({ params: { path: { reference } } });
const vehicleType = (value: string): TransportVehicleType | undefined => (isTransportVehicleType(value) ? value : undefined);

/** GET /api/transports: one page with the URL's filters. */
export function useTransportsList(filters: TransportFilters, page: number) {
  return useQuery({
    queryKey: transportKeys.list(filters, page),
    queryFn: ({ signal }) =>
      data(
        client.GET('/api/transports', {
          params: {
            query: {
              // A value from an edited URL that is none of the API's choices is left out rather than refused.
              type: vehicleType(filters.type),
              reference: filters.reference || undefined,
              supplier: filters.supplier || undefined,
              company: filters.company || undefined,
              country: filters.country || undefined,
              city: filters.city || undefined,
              cityB: filters.cityB || undefined,
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

export function useTransport(reference: string) {
  return useQuery({
    queryKey: transportKeys.detail(reference),
    queryFn: ({ signal }) => data(client.GET('/api/transports/{reference}', { ...byReference(reference), signal })),
  });
}

export const transportChangeLogQuery = (reference: string): ChangeLogQuery => ({
  queryKey: transportKeys.changeLog(reference),
  queryFn: ({ signal }) => data(client.GET('/api/transports/{reference}/change-log', { ...byReference(reference), signal })),
});

/** Saves `editing` from the version it was opened on (an older one is 409 EditConflict); the reference may change. */
export function useSaveTransport(editing: Pick<Transport, 'reference' | 'version'>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TransportBody) =>
      data(client.PUT('/api/transports/{reference}', { ...byReference(editing.reference), body: { ...body, version: editing.version } })),
    onSuccess: (saved) => {
      if (saved.reference.toLowerCase() !== editing.reference.toLowerCase()) qc.removeQueries({ queryKey: transportKeys.detail(editing.reference) });
      qc.setQueryData(transportKeys.detail(saved.reference), saved);
      void qc.invalidateQueries({ queryKey: transportKeys.changeLog(saved.reference) });
      void qc.invalidateQueries({ queryKey: transportKeys.lists() });
    },
  });
}
