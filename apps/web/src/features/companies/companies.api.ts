import type { CompanyInput } from '@farebox/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, client, data } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import { companyOptionKeys } from './company-options.api';
import type { CompanyDto, CompanyFilters, CompanyPicture } from './company.types';

/** Query keys of the companies resource. */
export const companyKeys = {
  all: ['companies'] as const,
  lists: () => [...companyKeys.all, 'list'] as const,
  list: (filters: CompanyFilters, page: number) => [...companyKeys.lists(), filters, page] as const,
  detail: (id: string) => [...companyKeys.all, 'detail', id] as const,
  changeLog: (id: string) => [...companyKeys.all, 'change-log', id] as const,
};

const byId = (id: string) => ({ params: { path: { id } } });
const path = (id: string, rest = '') => `/companies/${encodeURIComponent(id)}${rest}`;

export function useCompaniesList(filters: CompanyFilters, page: number) {
  return useQuery({
    queryKey: companyKeys.list(filters, page),
    queryFn: ({ signal }) =>
      data(
        client.GET('/api/companies', {
          params: {
            query: {
              company: filters.company,
              website: filters.website,
              agent: filters.agent,
              isHeat: filters.isHeat ? true : undefined,
              isSupplier: filters.isSupplier ? true : undefined,
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

export function useCompany(id: string | undefined) {
  return useQuery({
    queryKey: companyKeys.detail(id ?? ''),
    queryFn: ({ signal }) => data(client.GET('/api/companies/{id}', { ...byId(id!), signal })),
    enabled: !!id,
  });
}

export function useCompanyChangeLog(id: string, enabled = true) {
  return useQuery({
    queryKey: companyKeys.changeLog(id),
    queryFn: ({ signal }) => data(client.GET('/api/companies/{id}/change-log', { ...byId(id), signal })),
    enabled,
  });
}

/** Everything a company write changes: the record, its log, the lists and the pickers. */
function useAfterCompanyWrite() {
  const qc = useQueryClient();
  return (company: CompanyDto) => {
    qc.setQueryData(companyKeys.detail(company.id), company);
    void qc.invalidateQueries({ queryKey: companyKeys.changeLog(company.id) });
    void qc.invalidateQueries({ queryKey: companyKeys.lists() });
    void qc.invalidateQueries({ queryKey: companyOptionKeys.all });
  };
}

export function useSaveCompany(id: string | undefined) {
  const after = useAfterCompanyWrite();
  return useMutation({
    mutationFn: (input: CompanyInput & { version?: number }) =>
      id ? api<CompanyDto>(path(id), { method: 'PUT', body: input }) : api<CompanyDto>('/companies', { method: 'POST', body: input }),
    onSuccess: after,
  });
}

export function useChangeCurrency(id: string) {
  const after = useAfterCompanyWrite();
  return useMutation({
    mutationFn: (newCurrency: string) => api<CompanyDto>(path(id, '/change-currency'), { method: 'PUT', body: { newCurrency } }),
    onSuccess: after,
  });
}

export function useUploadPicture(id: string, kind: CompanyPicture) {
  const after = useAfterCompanyWrite();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api<CompanyDto>(path(id, `/${kind}`), { method: 'PUT', body });
    },
    onSuccess: after,
  });
}
