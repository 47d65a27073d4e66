import type { LedgerBasis, LedgerOperation } from '@farebox/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http';
import { offsetOf, PAGE_SIZE, type Page } from '@/api/page';
import { postIdempotent } from '@/api/post-idempotent';
import { listOf } from '../finance-format';
import { financeKeys } from '../finance-keys';
import type { ListBody, SupplierCycleRow, SupplierSummary, TopupLedgerItem } from '../finance.types';

export const supplierPath = (supplierId: string, rest = '') => `/v2/supplier/${encodeURIComponent(supplierId)}${rest}`;

/** GET /api/v2/supplier/{id}/summary: the details, and the top-up or invoice box of its payment type. */
export function useSupplierSummary(supplierId: string) {
  return useQuery({
    queryKey: financeKeys.supplierSummary(supplierId),
    queryFn: ({ signal }) => api<SupplierSummary>(supplierPath(supplierId, '/summary'), { signal }),
    enabled: !!supplierId,
  });
}

export interface LedgerFilters {
  operation: LedgerOperation;
  basis: LedgerBasis;
}

/** The ledger's query (also the CSV export's). */
export const ledgerQuery = (filters: LedgerFilters) => ({ operation: filters.operation, basis: filters.basis });

/** GET /api/v2/supplier/{id}/topup-ledger: 20 a page, newest first, with the running balances. */
export function useTopupLedger(supplierId: string, filters: LedgerFilters, page: number) {
  return useQuery({
    queryKey: financeKeys.topupLedger(supplierId, filters, page),
    queryFn: ({ signal }) =>
      api<Page<TopupLedgerItem>>(supplierPath(supplierId, '/topup-ledger'), {
        query: { ...ledgerQuery(filters), offset: offsetOf(page), limit: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: !!supplierId,
  });
}

/** GET /api/v2/supplier/{id}/invoice-cycles: the invoice supplier's cycles table. */
export function useSupplierInvoiceCycles(supplierId: string) {
  return useQuery({
    queryKey: financeKeys.invoiceCycles(supplierId),
    queryFn: ({ signal }) => api<ListBody<SupplierCycleRow>>(supplierPath(supplierId, '/invoice-cycles'), { signal }),
    select: (body) => listOf(body),
    enabled: !!supplierId,
  });
}

/** A top-up write moves the supplier's summary and ledger, the overview and its boxes: refresh every finance view. */
export function useAfterTopupWrite() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: financeKeys.all });
}

/** POST …/topup/deposit-requests/{requestId}/cancel with an Idempotency-Key. */
export function useCancelDepositRequest(supplierId: string) {
  const after = useAfterTopupWrite();
  return useMutation({
    mutationFn: ({ requestId, version, key }: { requestId: string; version: number; key: string }) =>
      postIdempotent<unknown>(supplierPath(supplierId, `/topup/deposit-requests/${encodeURIComponent(requestId)}/cancel`), { version }, key),
    onSettled: after,
  });
}
