import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client, data } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import { financeKeys } from '../finance-keys';
import { isRunnableSearch, reportQuery, type ReportSearch } from './report-search';

/** GET /api/payments-report/reports: runs once Create Report has put a complete search in the URL. */
export function useReport(search: ReportSearch, page: number) {
  const query = reportQuery(search);
  return useQuery({
    queryKey: financeKeys.reports(query, page),
    queryFn: ({ signal }) =>
      data(client.GET('/api/payments-report/reports', { params: { query: { ...query, offset: offsetOf(page), limit: PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
    enabled: isRunnableSearch(search),
  });
}

/** The report's CSV (every row of the search). */
export const reportCsv = (search: ReportSearch) => client.GET('/api/payments-report/reports.csv', { params: { query: reportQuery(search) }, parseAs: 'blob' });
