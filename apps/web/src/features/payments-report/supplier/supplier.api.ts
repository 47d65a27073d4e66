import type { LedgerBasis, LedgerOperation } from '@farebox/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data } from '@/api/http';
import { idempotent } from '@/api/idempotency';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import { financeKeys } from '../finance-keys';

/** The path params of a supplier's finance routes (`/api/v2/supplier/{id}/…`). */
export const onSupplier = (id: string) => ({ path: { id } });

/** GET /api/v2/supplier/{id}/summary: the details, and the top-up or invoice box of its payment type. */
export function useSupplierSummary(supplierId: string) {
  return useQuery({
    queryKey: financeKeys.supplierSummary(supplierId),
    queryFn: ({ signal }) => data(client.GET('/api/v2/supplier/{id}/summary', { params: onSupplier(supplierId), signal })),
    enabled: !!supplierId,
  });
}

export interface LedgerFilters {
  operation: LedgerOperation;
  basis: LedgerBasis;
}

/** GET /api/v2/supplier/{id}/topup-ledger: 20 a page, newest first, with the running balances. */
export function useTopupLedger(supplierId: string, filters: LedgerFilters, page: number) {
  return useQuery({
    queryKey: financeKeys.topupLedger(supplierId, filters, page),
    queryFn: ({ signal }) =>
      data(
        client.GET('/api/v2/supplier/{id}/topup-ledger', {
          params: { ...onSupplier(supplierId), query: { ...filters, offset: offsetOf(page), limit: PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    enabled: !!supplierId,
  });
}

/** The ledger's CSV with the same filters. */
export const topupLedgerCsv = (supplierId: string, filters: LedgerFilters) =>
  client.GET('/api/v2/supplier/{id}/topup-ledger.csv', { params: { ...onSupplier(supplierId), query: { ...filters } }, parseAs: 'blob' });

/** GET /api/v2/supplier/{id}/invoice-cycles: the invoice supplier's cycles table. */
export function useSupplierInvoiceCycles(supplierId: string) {
  return useQuery({
    queryKey: financeKeys.invoiceCycles(supplierId),
    queryFn: ({ signal }) => data(client.GET('/api/v2/supplier/{id}/invoice-cycles', { params: onSupplier(supplierId), signal })),
    select: (answer) => answer.data,
    enabled: !!supplierId,
  });
}

/** A top-up write moves the supplier's summary and ledger, the overview and its boxes: refresh every finance view. */
export function useAfterTopupWrite() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: financeKeys.all });
}

/** POST …/topup/deposit-requests/{requestId}/cancel on the version the ledger showed, with an Idempotency-Key. */
export function useCancelDepositRequest(supplierId: string) {
  const after = useAfterTopupWrite();
  return useMutation({
    mutationFn: ({ requestId, version, key }: { requestId: string; version: number; key: string }) =>
      data(
        client.POST('/api/v2/supplier/{id}/topup/deposit-requests/{requestId}/cancel', {
          params: { path: { id: supplierId, requestId }, ...idempotent(key) },
          body: { version },
        }),
      ),
    onSettled: after,
  });
}
