/**
 * Query keys of the supplier-finance resources (every payments-report tab). A write invalidates what it changes:
 * a top-up moves the overview, the supplier's summary and ledger; an invoice action moves the invoices, the
 * overview and the gaps; `financeKeys.all` refreshes everything.
 */
export const financeKeys = {
  all: ['finance'] as const,
  overview: () => [...financeKeys.all, 'overview'] as const,
  overviewBoxes: () => [...financeKeys.overview(), 'boxes'] as const,
  overviewTopup: (filters: object, page: number) => [...financeKeys.overview(), 'topup', filters, page] as const,
  overviewInvoice: (filters: object, page: number) => [...financeKeys.overview(), 'invoice', filters, page] as const,
  reports: (filters: object, page: number) => [...financeKeys.all, 'reports', filters, page] as const,
  accrued: (filters: object) => [...financeKeys.all, 'accrued', filters] as const,
  accruedBreakdown: (supplierId: string, from: string, to: string) => [...financeKeys.all, 'accrued-breakdown', supplierId, from, to] as const,
  gaps: (filters: object) => [...financeKeys.all, 'gaps', filters] as const,
  gapsBreakdown: (supplierId: string) => [...financeKeys.all, 'gaps-breakdown', supplierId] as const,
  invoices: () => [...financeKeys.all, 'invoices'] as const,
  invoiceList: (filters: object, page: number) => [...financeKeys.invoices(), 'list', filters, page] as const,
  invoice: (id: string) => [...financeKeys.invoices(), 'detail', id] as const,
  assignees: (level: number, options: object = {}) => [...financeKeys.all, 'assignees', level, options] as const,
  supplier: (id: string) => [...financeKeys.all, 'supplier', id] as const,
  supplierSummary: (id: string) => [...financeKeys.supplier(id), 'summary'] as const,
  topupLedger: (id: string, filters: object, page: number) => [...financeKeys.supplier(id), 'topup-ledger', filters, page] as const,
  invoiceCycles: (id: string) => [...financeKeys.supplier(id), 'invoice-cycles'] as const,
  cyclesForReconciliation: (id: string, allowPastCycles: boolean) => [...financeKeys.supplier(id), 'cycles-for-reconciliation', allowPastCycles] as const,
  cyclesCost: (id: string, cycles: readonly string[]) => [...financeKeys.supplier(id), 'cycles-cost', cycles] as const,
  topupCost: (id: string, start: string, end: string) => [...financeKeys.supplier(id), 'topup-cost', start, end] as const,
  currencyRates: (date = '') => [...financeKeys.all, 'currency-rates', date] as const,
};
