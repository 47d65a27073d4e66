import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data } from '@/api/http';
import { idempotent } from '@/api/idempotency';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import { paymentKeys } from '@/features/payments/payments.api';
import { financeKeys } from '../finance-keys';
import { invoiceOverviewQuery, overviewMode, topupOverviewQuery, type OverviewFilters } from './overview-query';

const paged = (page: number) => ({ offset: offsetOf(page), limit: PAGE_SIZE });

export function useOverviewBoxes() {
  return useQuery({
    queryKey: financeKeys.overviewBoxes(),
    queryFn: ({ signal }) => data(client.GET('/api/payments-report/overview/boxes', { signal })),
  });
}

export function useOverviewTopup(filters: OverviewFilters, page: number, enabled: boolean) {
  const query = topupOverviewQuery(filters);
  return useQuery({
    queryKey: financeKeys.overviewTopup(query, page),
    queryFn: ({ signal }) => data(client.GET('/api/payments-report/overview/topup', { params: { query: { ...query, ...paged(page) } }, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useOverviewInvoice(filters: OverviewFilters, page: number, enabled: boolean) {
  const query = invoiceOverviewQuery(filters);
  return useQuery({
    queryKey: financeKeys.overviewInvoice(query, page),
    queryFn: ({ signal }) => data(client.GET('/api/payments-report/overview/invoice', { params: { query: { ...query, ...paged(page) } }, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The CSV of the mode shown, with its filters. */
export const overviewCsv = (filters: OverviewFilters) =>
  overviewMode(filters) === 'invoice'
    ? client.GET('/api/payments-report/overview/invoice.csv', { params: { query: invoiceOverviewQuery(filters) }, parseAs: 'blob' })
    : client.GET('/api/payments-report/overview/topup.csv', { params: { query: topupOverviewQuery(filters) }, parseAs: 'blob' });

/**
 * Upload of payments: the CSV (the file's text, a `bookingReference` column or one reference per line; or the pasted
 * references as a one-column CSV) goes as a text/csv body, so the server reads both the same way.
 */
export function useUploadPayments() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, key }: { csv: string; key: string }) =>
      data(
        client.POST('/api/payments-report/upload-payments', {
          params: idempotent(key),
          body: csv,
          bodySerializer: (text: string) => text,
          headers: { 'Content-Type': 'text/csv' },
        }),
      ),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: financeKeys.all });
      void qc.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });
}
