import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import { financeKeys } from '../finance-keys';
import type { ReportPage } from '../finance.types';
import { isRunnableSearch, reportQuery, type ReportSearch } from './report-search';

export const REPORTS_PATH = '/payments-report/reports';

/** GET /api/payments-report/reports: runs once Create Report has put a complete search in the URL. */
export function useReport(search: ReportSearch, page: number) {
  const query = reportQuery(search);
  return useQuery({
    queryKey: financeKeys.reports(query, page),
    queryFn: ({ signal }) => api<ReportPage>(REPORTS_PATH, { query: { ...query, offset: offsetOf(page), limit: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    enabled: isRunnableSearch(search),
  });
}
