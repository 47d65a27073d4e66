import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LINE_TYPES, type LineType } from '@farebox/domain';
import { client, data } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import type { LineFilters } from './line-list.types';

/** Query keys of the lines resource. */
export const lineKeys = {
  all: ['lines'] as const,
  lists: () => [...lineKeys.all, 'list'] as const,
  list: (filters: LineFilters, page: number) => [...lineKeys.lists(), filters, page] as const,
};

const flag = (value: string): boolean | undefined => (value === 'true' ? true : value === 'false' ? false : undefined);
const lineType = (value: string): LineType | undefined => (LINE_TYPES.includes(value as LineType) ? (value as LineType) : undefined);

/** GET /api/lines: one page of the lines the user may see (agents: their company's), with the URL's filters. */
export function useLinesList(filters: LineFilters, page: number) {
  return useQuery({
    queryKey: lineKeys.list(filters, page),
    queryFn: ({ signal }) =>
      data(
        client.GET('/api/lines', {
          params: {
            query: {
              company: filters.company || undefined,
              supplier: filters.supplier || undefined,
              country: filters.country || undefined,
              city: filters.city || undefined,
              cityB: filters.cityB || undefined,
              // A value from an edited URL that is none of the API's choices is left out rather than refused.
              type: lineType(filters.type),
              published: flag(filters.published),
              denomination: filters.denomination || undefined,
              isSupplierApi: flag(filters.isSupplierApi),
              isPrivateTransfer: flag(filters.isPrivateTransfer),
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
