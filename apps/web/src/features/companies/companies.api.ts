import type { Currency } from '@farebox/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data, toFormData, type QueryOf } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import { companyOptionKeys } from './company-options.api';
import type { CompanyBody, CompanyDto, CompanyFilters, CompanyPicture } from './company.types';

/** Query keys of the companies resource. */
export const companyKeys = {
  all: ['companies'] as const,
  lists: () => [...companyKeys.all, 'list'] as const,
  list: (filters: CompanyFilters, page: number) => [...companyKeys.lists(), filters, page] as const,
  detail: (id: string) => [...companyKeys.all, 'detail', id] as const,
  changeLog: (id: string) => [...companyKeys.all, 'change-log', id] as const,
};

const byId = (id: string) => ({ params: { path: { id } } });

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

/** Creates a company, or updates `editing` from the version the form was opened on (an older one is 409 EditConflict). */
export function useSaveCompany(editing: Pick<CompanyDto, 'id' | 'version'> | undefined) {
  const after = useAfterCompanyWrite();
  return useMutation({
    mutationFn: (body: CompanyBody) =>
      editing
        ? data(client.PUT('/api/companies/{id}', { ...byId(editing.id), body: { ...body, version: editing.version } }))
        : data(client.POST('/api/companies', { body })),
    onSuccess: after,
  });
}

export function useChangeCurrency(id: string) {
  const after = useAfterCompanyWrite();
  return useMutation({
    mutationFn: (newCurrency: Currency) => data(client.PUT('/api/companies/{id}/change-currency', { ...byId(id), body: { newCurrency } })),
    onSuccess: after,
  });
}

export function useUploadPicture(id: string, kind: CompanyPicture) {
  const after = useAfterCompanyWrite();
  return useMutation({
    mutationFn: (file: File) =>
      data(client.PUT(kind === 'logo' ? '/api/companies/{id}/logo' : '/api/companies/{id}/cover', { ...byId(id), body: { file }, bodySerializer: toFormData })),
    onSuccess: after,
  });
}

/** A departure day's approved or cancelled passengers of the company, as a CSV Blob. */
export const passengerListCsv = (id: string, query: QueryOf<'/api/companies/{id}/passenger-list.csv'>) =>
  client.GET('/api/companies/{id}/passenger-list.csv', { params: { ...byId(id).params, query }, parseAs: 'blob' });

/**
 * The places the geocoder finds at an address (GET /api/geo/geocode), kept for the session: the server caches the
 * answers too. The key is the station form's address-search key, so both share what was found.
 */
export function useGeocodedAddress(q: string) {
  return useQuery({
    queryKey: ['geo', 'geocode', 'address', q],
    queryFn: ({ signal }) => data(client.GET('/api/geo/geocode', { params: { query: { q, kind: 'address' } }, signal })),
    enabled: q.length > 0,
    staleTime: Infinity,
    retry: false,
  });
}
