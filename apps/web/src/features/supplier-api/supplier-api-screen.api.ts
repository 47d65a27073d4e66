import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data, type Schemas } from '@/api/http';

export type SupplierIntegration = Schemas['SupplierIntegrationDto'];
export type SupplierOverview = Schemas['SupplierOverviewDto'];
export type ScreenTransfer = Schemas['ScreenTransferDto'];
export type ScreenLine = Schemas['ScreenLineDto'];
export type SupplierMapping = Schemas['SupplierMappingDto'];
export type MappingKind = SupplierMapping['kind'];
export type LiveResult = Schemas['SupplierLiveResultDto'];
export type LiveSearch = Schemas['SupplierLiveSearchDto'];

const root = ['supplier-api-screen'] as const;
export const screenKeys = {
  integrations: () => [...root, 'integrations'] as const,
  of: (id: string) => [...root, id] as const,
  overview: (id: string) => [...root, id, 'overview'] as const,
  transfers: (id: string) => [...root, id, 'transfers'] as const,
  lines: (id: string) => [...root, id, 'lines'] as const,
  mappings: (id: string, kind: MappingKind) => [...root, id, 'mappings', kind] as const,
  options: (id: string, kind: MappingKind, q: string) => [...root, id, 'options', kind, q] as const,
};

const path = (id: string) => ({ params: { path: { id } } });

export function useIntegrations() {
  return useQuery({ queryKey: screenKeys.integrations(), queryFn: ({ signal }) => data(client.GET('/api/supplier-api/integrations', { signal })) });
}

export function useOverview(id: string) {
  return useQuery({
    queryKey: screenKeys.overview(id),
    queryFn: ({ signal }) => data(client.GET('/api/supplier-api/integrations/{id}', { ...path(id), signal })),
  });
}

export function useTransfers(id: string) {
  return useQuery({
    queryKey: screenKeys.transfers(id),
    queryFn: ({ signal }) => data(client.GET('/api/supplier-api/integrations/{id}/transfers', { ...path(id), signal })),
  });
}

export function useScreenLines(id: string) {
  return useQuery({
    queryKey: screenKeys.lines(id),
    queryFn: ({ signal }) => data(client.GET('/api/supplier-api/integrations/{id}/lines', { ...path(id), signal })),
  });
}

export function useMappings(id: string, kind: MappingKind) {
  return useQuery({
    queryKey: screenKeys.mappings(id, kind),
    queryFn: ({ signal }) => data(client.GET('/api/supplier-api/integrations/{id}/mappings', { params: { path: { id }, query: { kind } }, signal })),
  });
}

export function useMappingOptions(id: string, kind: MappingKind, q: string) {
  return useQuery({
    queryKey: screenKeys.options(id, kind, q),
    queryFn: ({ signal }) =>
      data(client.GET('/api/supplier-api/integrations/{id}/mapping-options', { params: { path: { id }, query: { kind, q: q || undefined } }, signal })),
    placeholderData: (previous) => previous,
  });
}

/** Every write of the screen changes counts, statuses and lists: the supplier's queries are fetched again. */
function useRefetchSupplier(id: string) {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: screenKeys.of(id) });
}

export function useRefreshTransfers(id: string) {
  const after = useRefetchSupplier(id);
  return useMutation({
    mutationFn: () => data(client.POST('/api/supplier-api/integrations/{id}/transfers/refresh', path(id))),
    onSuccess: after,
  });
}

export function useAddMapping(id: string) {
  const after = useRefetchSupplier(id);
  return useMutation({
    mutationFn: (body: Schemas['CreateSupplierMappingDto']) => data(client.POST('/api/supplier-api/integrations/{id}/mappings', { ...path(id), body })),
    onSuccess: after,
  });
}

export function useDeleteMapping(id: string) {
  const after = useRefetchSupplier(id);
  return useMutation({
    mutationFn: (mappingId: string) => data(client.DELETE('/api/supplier-api/integrations/{id}/mappings/{mappingId}', { params: { path: { id, mappingId } } })),
    onSuccess: after,
  });
}

export function useCreateLine(id: string) {
  const after = useRefetchSupplier(id);
  return useMutation({
    mutationFn: (transferId: string) =>
      data(client.POST('/api/supplier-api/integrations/{id}/transfers/{transferId}/line', { params: { path: { id, transferId } } })),
    onSuccess: after,
  });
}

export function useMapLine(id: string) {
  const after = useRefetchSupplier(id);
  return useMutation({
    mutationFn: ({ transferId, ...body }: Schemas['MapLineDto'] & { transferId: string }) =>
      data(client.POST('/api/supplier-api/integrations/{id}/transfers/{transferId}/mapping', { params: { path: { id, transferId } }, body })),
    onSuccess: after,
  });
}

export function useBulkMapping(id: string) {
  const after = useRefetchSupplier(id);
  return useMutation({
    mutationFn: () => data(client.POST('/api/supplier-api/integrations/{id}/bulk-mapping', path(id))),
    onSuccess: after,
  });
}

export function useLiveSearch(id: string) {
  return useMutation({ mutationFn: (body: LiveSearch) => data(client.POST('/api/supplier-api/integrations/{id}/live-search', { ...path(id), body })) });
}
