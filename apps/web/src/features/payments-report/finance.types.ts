import type { Schemas } from '@/api/http';

/**
 * The supplier-finance payloads the payments-report tabs read, generated from libs/finance's DTOs: amounts are decimal
 * strings ("12.50"), rates strings with 4 decimals, dates YYYY-MM-DD, instants ISO strings.
 */
export type CurrencyTotal = Schemas['CurrencyTotalDto'];

export type OverviewTopupItem = Schemas['OverviewTopupItemDto'];
export type OverviewInvoiceItem = Schemas['OverviewInvoiceItemDto'];

export type ReportPage = Schemas['TransactionsReportDto'];
export type ReportRow = Schemas['TransactionsReportRowDto'];

export type AccruedReport = Schemas['AccruedReportDto'];
export type AccruedRow = Schemas['AccruedRowDto'];
export type AccruedBreakdownRow = Schemas['AccruedBreakdownRowDto'];

export type InvoiceGapRow = Schemas['InvoiceGapRowDto'];
export type InvoiceGapBreakdownRow = Schemas['InvoiceGapBreakdownRowDto'];

export type InvoiceDto = Schemas['InvoiceDto'];
export type InvoiceHistoryEntry = Schemas['InvoiceHistoryDto'];

export type SupplierSummary = Schemas['SupplierSummaryDto'];
export type SupplierTopupBox = Schemas['SupplierTopupBoxDto'];
export type SupplierInvoiceBox = Schemas['SupplierInvoiceBoxDto'];
export type SupplierCycleRow = Schemas['InvoiceCycleRowDto'];
export type TopupLedgerItem = Schemas['TopupLedgerItemDto'];
export type TopupRequestBody = Schemas['TopupRequestDto'];
