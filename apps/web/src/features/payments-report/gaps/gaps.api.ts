import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api/http';
import { offsetOf, PAGE_SIZE, type Page } from '@/api/page';
import { financeKeys } from '../finance-keys';
import { listOf } from '../finance-format';
import type { InvoiceGapBreakdownRow, InvoiceGapRow, ListBody } from '../finance.types';

export const GAPS_PATH = '/payments-report/invoice-gaps';

/** GET /api/payments-report/invoice-gaps: per supplier and currency, from 1 January of this year, 20 a page. */
export function useInvoiceGaps(supplierId: string, page: number) {
  const query = { supplierId };
  return useQuery({
    queryKey: financeKeys.gaps({ ...query, page }),
    queryFn: ({ signal }) => api<Page<InvoiceGapRow>>(GAPS_PATH, { query: { ...query, offset: offsetOf(page), limit: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/payments-report/invoice-gaps/{supplierId}: the supplier's invoices with their gaps. */
export function useInvoiceGapsBreakdown(supplierId: string) {
  return useQuery({
    queryKey: financeKeys.gapsBreakdown(supplierId),
    queryFn: ({ signal }) => api<ListBody<InvoiceGapBreakdownRow>>(`${GAPS_PATH}/${encodeURIComponent(supplierId)}`, { signal }),
    select: listOf,
  });
}
