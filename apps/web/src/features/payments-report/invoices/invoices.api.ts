import type { GapLevel } from '@farebox/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data, toFormData, type QueryOf, type Schemas } from '@/api/http';
import { idempotent } from '@/api/idempotency';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import { financeKeys } from '../finance-keys';
import { onSupplier } from '../supplier/supplier.api';
import { toInvoiceListQuery, type InvoiceListFilters } from './invoice-filters';

const onInvoice = (id: string) => ({ path: { id } });

export function useInvoicesList(filters: InvoiceListFilters, page: number) {
  return useQuery({
    queryKey: financeKeys.invoiceList(filters, page),
    queryFn: ({ signal }) =>
      data(
        client.GET('/api/v2/supplier/invoices', { params: { query: { ...toInvoiceListQuery(filters), offset: offsetOf(page), limit: PAGE_SIZE } }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useInvoice(id: string | null) {
  return useQuery({
    queryKey: financeKeys.invoice(id ?? ''),
    queryFn: ({ signal }) => data(client.GET('/api/v2/supplier/invoice/{id}', { params: onInvoice(id!), signal })),
    enabled: !!id,
  });
}

/** The query flags of the assignees route (see the contract). */
export type AssigneeFlags = QueryOf<'/api/users/invoice/assignees/{level}'>;

/** The users who may approve an invoice of `level` (GET /api/users/invoice/assignees/{level}), sorted by name. */
export function useInvoiceAssignees(level: GapLevel | null, flags: AssigneeFlags = {}) {
  return useQuery({
    queryKey: financeKeys.assignees(level ?? 0, flags),
    queryFn: ({ signal }) => data(client.GET('/api/users/invoice/assignees/{level}', { params: { path: { level: level! }, query: flags }, signal })),
    select: (answer) => answer.data,
    enabled: level !== null,
    staleTime: 60_000,
  });
}

/** An invoice write changes the invoice, the lists, the overview boxes, the gaps report and the supplier's cycles. */
function useAfterInvoiceWrite() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: financeKeys.all });
}

/** `version`: the invoice version the user acted on; an older one than the server's is 409 EditConflict with what changed. */
export type InvoiceActionBody = Schemas['InvoiceActionDto'];

/** POST /api/v2/supplier/invoice/{id}/action with the form's Idempotency-Key. */
export function useInvoiceAction(invoiceId: string) {
  const after = useAfterInvoiceWrite();
  return useMutation({
    mutationFn: ({ body, key }: { body: InvoiceActionBody; key: string }) =>
      data(client.POST('/api/v2/supplier/invoice/{id}/action', { params: { ...onInvoice(invoiceId), ...idempotent(key) }, body })),
    onSettled: after,
  });
}

/** The fields and the file of an invoice upload. */
export type UploadInvoiceBody = Schemas['UploadInvoiceDto'] & { file: Blob };

/** POST (multipart) /api/v2/supplier/{id}/invoice with the form's Idempotency-Key (a retry gets the first upload's answer). */
export function useUploadInvoice() {
  const after = useAfterInvoiceWrite();
  return useMutation({
    mutationFn: ({ supplierId, body, key }: { supplierId: string; body: UploadInvoiceBody; key: string }) =>
      data(client.POST('/api/v2/supplier/{id}/invoice', { params: { ...onSupplier(supplierId), ...idempotent(key) }, body, bodySerializer: toFormData })),
    onSuccess: after,
  });
}

/** Cycles an invoice may reconcile (ended ones of the last 12 months without a live invoice, and the current one). */
export function useReconciliationCycles(supplierId: string | undefined, allowPastCycles = true) {
  return useQuery({
    queryKey: financeKeys.cyclesForReconciliation(supplierId ?? '', allowPastCycles),
    queryFn: ({ signal }) =>
      data(client.GET('/api/v2/supplier/{id}/cycles-for-reconciliation', { params: { ...onSupplier(supplierId!), query: { allowPastCycles } }, signal })),
    enabled: !!supplierId,
    select: (answer) => answer.data,
  });
}

/** The platform cost of one cycle. */
export function useCyclesCost(supplierId: string | undefined, cycleId: string) {
  return useQuery({
    queryKey: financeKeys.cyclesCost(supplierId ?? '', [cycleId]),
    queryFn: ({ signal }) =>
      data(client.POST('/api/v2/supplier/{id}/fetch-cycles-cost', { params: onSupplier(supplierId!), body: { invoiceCycles: [cycleId] }, signal })),
    enabled: !!supplierId && !!cycleId,
  });
}

/** The platform cost of a top-up range (cost with effective date in [start, end]). */
export function useTopupCost(supplierId: string | undefined, start: string, end: string) {
  return useQuery({
    queryKey: financeKeys.topupCost(supplierId ?? '', start, end),
    queryFn: ({ signal }) => data(client.POST('/api/v2/supplier/{id}/fetch-topup-cost', { params: onSupplier(supplierId!), body: { start, end }, signal })),
    enabled: !!supplierId && !!start && !!end && start <= end,
  });
}

/**
 * The rate of every currency (units per 1 USD) in force at `date`, as the server converts an invoice of that date;
 * the newest rates while there is no date. The previous answer stays while another date's is fetched.
 */
export function useCurrencyRates(date?: string) {
  return useQuery({
    queryKey: financeKeys.currencyRates(date),
    queryFn: ({ signal }) => data(client.GET('/api/finance/currency-rates', { params: { query: { date } }, signal })),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}

/**
 * Opens an invoice's file in a new tab. The file route needs the session's bearer token, which a plain link cannot
 * send: the tab is opened at once (so no popup blocker stops it) and shown the file once it has arrived.
 */
export async function openInvoiceFile(invoiceId: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await data(client.GET('/api/v2/supplier/invoice/{id}/file', { params: onInvoice(invoiceId), parseAs: 'blob' }));
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
