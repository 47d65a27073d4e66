import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client, data, type QueryOf } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import { financeKeys } from '../finance-keys';

/** GET /api/payments-report/accrued, once Create Report has put the dates in the URL. */
export function useAccrued(search: QueryOf<'/api/payments-report/accrued'>, enabled: boolean) {
  return useQuery({
    queryKey: financeKeys.accrued(search),
    queryFn: ({ signal }) => data(client.GET('/api/payments-report/accrued', { params: { query: search }, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The accrued report's CSV over the dates (and supplier name) of `search`. */
export const accruedCsv = (search: QueryOf<'/api/payments-report/accrued.csv'>) =>
  client.GET('/api/payments-report/accrued.csv', { params: { query: search }, parseAs: 'blob' });

/** The query of one supplier's breakdown and of its CSV. */
const breakdownQuery = (supplierId: string, from: string, to: string) => ({ fromDate: from, toDate: to, supplierId });

/** GET /api/v2/supplier/eom-accrued-breakdown: the accrued transactions of one supplier in the range, 20 a page. */
export function useAccruedBreakdown(supplierId: string, from: string, to: string, page: number) {
  return useQuery({
    queryKey: [...financeKeys.accruedBreakdown(supplierId, from, to), page],
    queryFn: ({ signal }) =>
      data(
        client.GET('/api/v2/supplier/eom-accrued-breakdown', {
          params: { query: { ...breakdownQuery(supplierId, from, to), offset: offsetOf(page), limit: PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** One supplier's breakdown as CSV. */
export const accruedBreakdownCsv = (supplierId: string, from: string, to: string) =>
  client.GET('/api/v2/supplier/eom-accrued-breakdown.csv', { params: { query: breakdownQuery(supplierId, from, to) }, parseAs: 'blob' });
