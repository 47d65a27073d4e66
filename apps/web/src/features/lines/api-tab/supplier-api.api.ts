import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data, type Schemas } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';

export type SupplierLineInfo = Schemas['SupplierLineInfoDto'];
export type TransferMapping = Schemas['TransferMappingDto'];
export type TransferMatch = Schemas['TransferMatchDto'];
export type TransferMatches = Schemas['TransferMatchesDto'];
export type MapTransferBody = Schemas['CreateTransferMappingDto'];

export const supplierApiKeys = {
  info: (lineId: string) => ['line-supplier-api', lineId] as const,
  mappings: (lineId: string) => ['line-supplier-api', lineId, 'mappings'] as const,
  matches: (lineId: string) => ['line-supplier-api-matches', lineId] as const,
};

const byLine = (id: string) => ({ params: { path: { id } } });

export function useSupplierLineInfo(lineId: string) {
  return useQuery({
    queryKey: supplierApiKeys.info(lineId),
    queryFn: ({ signal }) => data(client.GET('/api/lines/{id}/supplier-api', { ...byLine(lineId), signal })),
  });
}

/** The mapping table's own page (1-based). */
export function useTransferMappings(lineId: string, page: number) {
  return useQuery({
    queryKey: [...supplierApiKeys.mappings(lineId), page],
    queryFn: ({ signal }) =>
      data(
        client.GET('/api/lines/{id}/supplier-api/mappings', {
          params: { path: { id: lineId }, query: { offset: offsetOf(page), limit: PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: (previous) => previous,
  });
}

/**
 * Find matches asks the suppliers, so it runs only on the button (`refetch`); the answer stays in the cache, so it
 * survives the editor remounting after a mapping changes the line's version.
 */
export function useTransferMatches(lineId: string) {
  return useQuery({
    queryKey: supplierApiKeys.matches(lineId),
    queryFn: ({ signal }) => data(client.GET('/api/lines/{id}/supplier-api/matches', { ...byLine(lineId), signal })),
    enabled: false,
    staleTime: Infinity,
  });
}

/** After a write: the fresh info, the mapping table again, and the found matches marked mapped or free. */
function useAfterWrite(lineId: string) {
  const qc = useQueryClient();
  return (info: SupplierLineInfo, mark?: (m: TransferMatch) => TransferMatch) => {
    qc.setQueryData(supplierApiKeys.info(lineId), info);
    void qc.invalidateQueries({ queryKey: supplierApiKeys.mappings(lineId) });
    if (mark) qc.setQueryData<TransferMatches>(supplierApiKeys.matches(lineId), (old) => old && { ...old, matches: old.matches.map(mark) });
  };
}

export function useMapTransfer(lineId: string, denomination: string) {
  const after = useAfterWrite(lineId);
  return useMutation({
    mutationFn: (body: MapTransferBody) => data(client.POST('/api/lines/{id}/supplier-api/mappings', { ...byLine(lineId), body })),
    onSuccess: (info, body) =>
      after(info, (m) =>
        m.integration.id === body.integrationId && m.transfer.transferId === body.transferId
          ? { ...m, mappedTo: { lineId, denomination, direction: body.direction } }
          : m,
      ),
  });
}

export function useSetMappingSync(lineId: string) {
  const after = useAfterWrite(lineId);
  return useMutation({
    mutationFn: ({ mappingId, ...body }: { mappingId: string; version: number; disableSync: boolean }) =>
      data(client.PUT('/api/lines/{id}/supplier-api/mappings/{mappingId}', { params: { path: { id: lineId, mappingId } }, body })),
    onSuccess: (info) => after(info),
  });
}

export function useDeleteMapping(lineId: string) {
  const after = useAfterWrite(lineId);
  return useMutation({
    mutationFn: ({ mapping, version }: { mapping: TransferMapping; version: number }) =>
      data(client.DELETE('/api/lines/{id}/supplier-api/mappings/{mappingId}', { params: { path: { id: lineId, mappingId: mapping.id }, query: { version } } })),
    onSuccess: (info, { mapping }) =>
      after(info, (m) =>
        m.integration.id === mapping.transfer.integrationId && m.transfer.transferId === mapping.transfer.transferId ? { ...m, mappedTo: null } : m,
      ),
  });
}
