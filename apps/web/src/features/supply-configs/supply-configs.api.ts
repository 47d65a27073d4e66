import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import type { SupplyConfigDto, SupplyConfigSettings } from './supply-config.types';

export const supplyConfigKeys = {
  all: ['supply-configs'] as const,
  lists: () => [...supplyConfigKeys.all, 'list'] as const,
  list: (supplierName: string, page: number) => [...supplyConfigKeys.lists(), supplierName, page] as const,
  detail: (id: string) => [...supplyConfigKeys.all, 'detail', id] as const,
};

const byId = (id: string) => ({ params: { path: { id } } });

export function useSupplyConfigsList(supplierName: string, page: number) {
  return useQuery({
    queryKey: supplyConfigKeys.list(supplierName, page),
    queryFn: ({ signal }) =>
      data(
        client.GET('/api/supply-configs', { params: { query: { supplierName: supplierName || undefined, offset: offsetOf(page), limit: PAGE_SIZE } }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useSupplyConfig(id: string | undefined) {
  return useQuery({
    queryKey: supplyConfigKeys.detail(id ?? ''),
    queryFn: ({ signal }) => data(client.GET('/api/supply-configs/{id}', { ...byId(id!), signal })),
    enabled: !!id,
  });
}

/** Creates a supplier's config, or updates `editing` from the version the form was opened on (an older one is 409). */
export function useSaveSupplyConfig(editing: Pick<SupplyConfigDto, 'id' | 'version'> | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, ...settings }: SupplyConfigSettings & { companyId: string }) =>
      editing
        ? data(client.PUT('/api/supply-configs/{id}', { ...byId(editing.id), body: { ...settings, version: editing.version } }))
        : data(client.POST('/api/supply-configs', { body: { ...settings, companyId } })),
    onSuccess: (config) => {
      qc.setQueryData(supplyConfigKeys.detail(config.id), config);
      void qc.invalidateQueries({ queryKey: supplyConfigKeys.lists() });
    },
  });
}
