import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client, data } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import { financeKeys } from '../finance-keys';

/** GET /api/payments-report/invoice-gaps: per supplier and currency, from 1 January of this year, 20 a page. */
export function useInvoiceGaps(supplierId: string, page: number) {
  const query = { supplierId };
  return useQuery({
    queryKey: financeKeys.gaps({ ...query, page }),
    queryFn: ({ signal }) =>
      data(client.GET('/api/payments-report/invoice-gaps', { params: { query: { ...query, offset: offsetOf(page), limit: PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** The gaps CSV (every supplier, or the one filtered). */
export const invoiceGapsCsv = (supplierId: string) =>
  client.GET('/api/payments-report/invoice-gaps.csv', { params: { query: { supplierId } }, parseAs: 'blob' });

/** GET /api/payments-report/invoice-gaps/{supplierId}: the supplier's invoices with their gaps. */
export function useInvoiceGapsBreakdown(supplierId: string) {
  return useQuery({
    queryKey: financeKeys.gapsBreakdown(supplierId),
    queryFn: ({ signal }) => data(client.GET('/api/payments-report/invoice-gaps/{supplierId}', { params: { path: { supplierId } }, signal })),
    select: (answer) => answer.data,
  });
}
