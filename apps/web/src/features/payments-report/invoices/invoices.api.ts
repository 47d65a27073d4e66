import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http';
import { offsetOf, PAGE_SIZE, type Page } from '@/api/page';
import { postIdempotent } from '@/api/post-idempotent';
import type { InvoiceAction } from '@farebox/domain';
import { financeKeys } from '../finance-keys';
import type { CurrencyRate, InvoiceAssigneesAnswer, InvoiceDetail, InvoiceDto, PlatformCost, ReconciliationCycle } from '../finance.types';
import { toInvoiceListQuery, type InvoiceListFilters } from './invoice-filters';

const supplierPath = (supplierId: string, rest: string) => `/v2/supplier/${encodeURIComponent(supplierId)}${rest}`;
export const invoicePath = (id: string, rest = '') => `/v2/supplier/invoice/${encodeURIComponent(id)}${rest}`;

export function useInvoicesList(filters: InvoiceListFilters, page: number) {
  return useQuery({
    queryKey: financeKeys.invoiceList(filters, page),
    queryFn: ({ signal }) =>
      api<Page<InvoiceDto>>('/v2/supplier/invoices', { query: { ...toInvoiceListQuery(filters), offset: offsetOf(page), limit: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInvoice(id: string | null) {
  return useQuery({
    queryKey: financeKeys.invoice(id ?? ''),
    queryFn: ({ signal }) => api<InvoiceDetail>(invoicePath(id!), { signal }),
    enabled: !!id,
  });
}

/** The query flags of the assignees route (see the contract). */
export interface AssigneeFlags {
  forceSelfAssignment?: boolean;
  isBackwardAssignment?: boolean;
  forceFinanceAdminAssignees?: boolean;
}

/** The users who may approve an invoice of `level` (GET /api/users/invoice/assignees/{level}), sorted by name. */
export function useInvoiceAssignees(level: number | null, flags: AssigneeFlags = {}) {
  return useQuery({
    queryKey: financeKeys.assignees(level ?? 0, flags),
    queryFn: ({ signal }) =>
      api<InvoiceAssigneesAnswer>(`/users/invoice/assignees/${level}`, {
        query: {
          forceSelfAssignment: flags.forceSelfAssignment,
          isBackwardAssignment: flags.isBackwardAssignment,
          forceFinanceAdminAssignees: flags.forceFinanceAdminAssignees,
        },
        signal,
      }),
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

export interface InvoiceActionBody {
  action: InvoiceAction;
  assignee?: string;
  notes?: string;
  /** The invoice version the user acted on: an older one than the server's is 409 EditConflict with what changed. */
  version?: number;
}

/** POST /api/v2/supplier/invoice/{id}/action with the form's Idempotency-Key. */
export function useInvoiceAction(invoiceId: string) {
  const after = useAfterInvoiceWrite();
  return useMutation({
    mutationFn: ({ body, key }: { body: InvoiceActionBody; key: string }) => postIdempotent<InvoiceDto>(invoicePath(invoiceId, '/action'), body, key),
    onSettled: after,
  });
}

/** POST (multipart) /api/v2/supplier/{id}/invoice with the form's Idempotency-Key (a retry gets the first upload's answer). */
export function useUploadInvoice() {
  const after = useAfterInvoiceWrite();
  return useMutation({
    mutationFn: ({ supplierId, body, key }: { supplierId: string; body: FormData; key: string }) =>
      postIdempotent<{ _id: string; invoice: InvoiceDto }>(supplierPath(supplierId, '/invoice'), body, key),
    onSuccess: after,
  });
}

/** Cycles an invoice may reconcile (ended ones of the last 12 months without a live invoice, and the current one). */
export function useReconciliationCycles(supplierId: string | undefined, allowPastCycles = true) {
  return useQuery({
    queryKey: financeKeys.cyclesForReconciliation(supplierId ?? '', allowPastCycles),
    queryFn: ({ signal }) =>
      api<{ data: ReconciliationCycle[] }>(supplierPath(supplierId!, '/cycles-for-reconciliation'), { query: { allowPastCycles }, signal }),
    enabled: !!supplierId,
    select: (answer) => answer.data,
  });
}

/** The platform cost of one cycle. */
export function useCyclesCost(supplierId: string | undefined, cycleId: string) {
  return useQuery({
    queryKey: financeKeys.cyclesCost(supplierId ?? '', [cycleId]),
    queryFn: ({ signal }) => api<PlatformCost>(supplierPath(supplierId!, '/fetch-cycles-cost'), { method: 'POST', body: { invoiceCycles: [cycleId] }, signal }),
    enabled: !!supplierId && !!cycleId,
  });
}

/** The platform cost of a top-up range (cost with effective date in [start, end]). */
export function useTopupCost(supplierId: string | undefined, start: string, end: string) {
  return useQuery({
    queryKey: financeKeys.topupCost(supplierId ?? '', start, end),
    queryFn: ({ signal }) => api<PlatformCost>(supplierPath(supplierId!, '/fetch-topup-cost'), { method: 'POST', body: { start, end }, signal }),
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
    queryFn: ({ signal }) => api<{ data: CurrencyRate[] }>('/finance/currency-rates', { query: { date }, signal }),
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
    const blob = await api<Blob>(invoicePath(invoiceId, '/file'), { accept: 'blob' });
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
