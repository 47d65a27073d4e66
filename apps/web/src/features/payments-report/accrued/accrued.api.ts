import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api/http';
import { offsetOf, PAGE_SIZE, type Page } from '@/api/page';
import { financeKeys } from '../finance-keys';
import type { AccruedBreakdownRow, AccruedReport } from '../finance.types';

export const ACCRUED_PATH = '/payments-report/accrued';
export const ACCRUED_BREAKDOWN_PATH = '/v2/supplier/eom-accrued-breakdown';

export interface AccruedSearch {
  from: string;
  to: string;
  supplierName: string;
}

/** GET /api/payments-report/accrued, once Create Report has put the dates in the URL. */
export function useAccrued(search: AccruedSearch, enabled: boolean) {
  return useQuery({
    queryKey: financeKeys.accrued(search),
    queryFn: ({ signal }) => api<AccruedReport>(ACCRUED_PATH, { query: { ...search }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The query of one supplier's breakdown and of its CSV. */
export const breakdownQuery = (supplierId: string, from: string, to: string) => ({ fromDate: from, toDate: to, supplierId });

/** GET /api/v2/supplier/eom-accrued-breakdown: the accrued transactions of one supplier in the range, 20 a page. */
export function useAccruedBreakdown(supplierId: string, from: string, to: string, page: number) {
  return useQuery({
    queryKey: [...financeKeys.accruedBreakdown(supplierId, from, to), page],
    queryFn: ({ signal }) =>
      api<Page<AccruedBreakdownRow>>(ACCRUED_BREAKDOWN_PATH, {
        query: { ...breakdownQuery(supplierId, from, to), offset: offsetOf(page), limit: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
