import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http';
import { offsetOf, PAGE_SIZE, type Page } from '@/api/page';
import { postIdempotent } from '@/api/post-idempotent';
import { paymentKeys } from '@/features/payments/payments.api';
import { financeKeys } from '../finance-keys';
import type { OverviewBoxes, OverviewInvoiceItem, OverviewTopupItem, UploadPaymentsResult } from '../finance.types';
import { overviewQuery, type OverviewFilters } from './overview-query';

export const OVERVIEW_PATH = '/payments-report/overview';

export function useOverviewBoxes() {
  return useQuery({
    queryKey: financeKeys.overviewBoxes(),
    queryFn: ({ signal }) => api<OverviewBoxes>(`${OVERVIEW_PATH}/boxes`, { signal }),
  });
}

export function useOverviewTopup(filters: OverviewFilters, page: number, enabled: boolean) {
  const query = overviewQuery(filters);
  return useQuery({
    queryKey: financeKeys.overviewTopup(query, page),
    queryFn: ({ signal }) => api<Page<OverviewTopupItem>>(`${OVERVIEW_PATH}/topup`, { query: { ...query, offset: offsetOf(page), limit: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useOverviewInvoice(filters: OverviewFilters, page: number, enabled: boolean) {
  const query = overviewQuery(filters);
  return useQuery({
    queryKey: financeKeys.overviewInvoice(query, page),
    queryFn: ({ signal }) =>
      api<Page<OverviewInvoiceItem>>(`${OVERVIEW_PATH}/invoice`, { query: { ...query, offset: offsetOf(page), limit: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * Upload of payments by CSV: the file (a `bookingReference` column, or one reference per line) goes as multipart;
 * pasted references go as a one-column CSV file, so the server reads both the same way.
 */
export function useUploadPayments() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, key }: { file: Blob; key: string }) => {
      const body = new FormData();
      body.append('file', file, file instanceof File ? file.name : 'payments.csv');
      return postIdempotent<UploadPaymentsResult>('/payments-report/upload-payments', body, key);
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: financeKeys.all });
      void qc.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });
}
