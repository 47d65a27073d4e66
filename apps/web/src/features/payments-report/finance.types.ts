/**
 * Payloads of the supplier-finance API (the REST contract of issue 4): amounts are decimal strings ("12.50"),
 * rates strings with 4 decimals, dates YYYY-MM-DD, instants ISO strings. One file for every payments-report tab:
 * add to it, never re-type a payload elsewhere.
 */
import type { Page } from '@/api/page';
import type {
  AdjustmentType,
  DepositRequestState,
  GapLevel,
  InvoiceAction,
  InvoiceCycleStatus,
  InvoiceState,
  InvoiceType,
  LedgerItemType,
  TopupRequestType,
} from '@farebox/domain';

export type { Page };

/** One currency's amount (a sum per currency: cycle costs, report totals). */
export interface CurrencyTotal {
  currency: string;
  total: string;
}

/** Some finance lists answer `{ data }`, a few a bare array: the web reads both the same way. */
export type ListBody<T> = T[] | { data: T[] };

export type SupplierPaymentType = 'topup' | 'invoice';
export type CalculationBasedOn = 'booking_date' | 'departure_date';
export type InvoicePaymentCycleKind = 'monthly' | 'bi_weekly';

// ---- Overview (GET /api/payments-report/overview/*) ----

/** GET /api/payments-report/overview/boxes */
export interface OverviewBoxes {
  totalTopupBalanceUsd: string;
  /** Approved, unpaid invoices in USD. */
  invoicesToPayUsd: string;
  topupSuppliers: number;
  endOfMonthSuppliers: number;
  /** Invoices pending approval. */
  openInvoices: number;
}

/** One row of GET /api/payments-report/overview/topup (spec 3 'Overview top-up item'). */
export interface OverviewTopupItem {
  /** The supplier id (the legacy item's name for it). */
  supplier?: string;
  supplierId: string;
  supplierName: string;
  specialDeal: boolean | string | null;
  country: string | null;
  currency: string;
  balance: string;
  /** null without a rate. */
  balanceInUsd: string | null;
  avgDailyCost: string;
  /** null when there was no cost in the last 14 days. */
  daysLeft: number | null;
  /** Days left of 7 or fewer: the row is shown red. */
  isDaysLeftWarning?: boolean;
  hasOpenTopupDepositRequest: boolean;
  paymentPlatformName: string | null;
  businessOwner: string | null;
  calculationBasedOn: CalculationBasedOn | null;
  balanceByBookingDate: string;
  balanceByBookingDateInUsd: string | null;
  lastTopupAdjustment: string | null;
}

/** The cycle's live invoice state, or open (not ended) / not_invoiced. */
export type OverviewInvoiceStatus = InvoiceCycleStatus;

/** One row of GET /api/payments-report/overview/invoice: one invoice supplier in one payment cycle. */
export interface OverviewInvoiceItem {
  supplierId: string;
  supplierName: string;
  country: string | null;
  cycle: InvoicePaymentCycleKind;
  cycleId: string;
  period: string;
  start?: string;
  end?: string;
  cycleCost: CurrencyTotal[];
  cycleCostUsd: string | null;
  isMultiCurrencyPeriod?: boolean;
  status: OverviewInvoiceStatus;
  invoiceId: string | null;
}

/** Answer of POST /api/payments-report/upload-payments (the bookings mark-paid-by-references semantics). */
export interface UploadPaymentsResult {
  nModified: number;
  /** How many references the server read from the upload, when it says so. */
  expectedCount?: number;
  total?: number;
}

// ---- Reports (GET /api/payments-report/reports) ----

export interface ReportRow {
  bookingReference: string;
  supplierBookingId: string | null;
  bookingCode: string | null;
  effectiveDate: string;
  transactionDate: string;
  departureDate: string | null;
  route: string | null;
  status: string | null;
  paymentStatus: string | null;
  passengerName: string | null;
  tickets: number | null;
  cost: string;
  currency: string;
  /** The posting: booking, cancellation, refund or price_change. */
  kind?: string;
}

export interface ReportPage extends Page<ReportRow> {
  /** Per currency, over the whole filter (not only this page). */
  totals: CurrencyTotal[];
}

// ---- Accrued supplier cost (GET /api/payments-report/accrued) ----

export interface AccruedRow {
  supplierName: string;
  supplierId: string;
  currency: string;
  total: string;
  totalInUsd: string;
  isActivated: boolean;
  /** Count of accrued transactions. */
  payments: number;
}

export interface AccruedReport {
  data: AccruedRow[];
  suppliersFetched: number;
  suppliersExpected: number;
  hasMultiCurrencySuppliers: boolean;
}

/** One row of GET /api/v2/supplier/eom-accrued-breakdown. */
export interface AccruedBreakdownRow {
  bookingReference: string;
  transactionDate: string;
  effectiveDate: string;
  cost: string;
  currency: string;
  costUsd: string;
}

// ---- Invoice gaps (GET /api/payments-report/invoice-gaps) ----

export type GapLevelNumber = GapLevel;

export interface InvoiceGapRow {
  supplierId: string;
  supplierName: string;
  currency: string;
  invoices: number;
  invoiceAmount: string;
  fareboxAmount: string;
  gap: string;
  gapInUsd: string;
  maxGapLevel: GapLevelNumber | null;
}

/** One invoice of GET /api/payments-report/invoice-gaps/{supplierId} (a subset of the invoice DTO). */
export interface InvoiceGapBreakdownRow {
  id: string;
  invoiceNumber: string;
  invoiceTypeDisplay?: string;
  invoiceDate: string | null;
  currency: string;
  invoiceAmount: string;
  fareboxAmount: string;
  gap: string;
  gapInUsd: string;
  gapPercent: string;
  gapLevel: GapLevelNumber;
  periods?: { start: string; end: string; label: string }[];
  state?: string;
  statusDisplay?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Invoices, supplier and top-up payloads (web-b): the REST contract of /api/v2/supplier/** and the assignees route.
// ---------------------------------------------------------------------------------------------------------------

/** POST /api/v2/supplier/{id}/fetch-cycles-cost and …/fetch-topup-cost. */
export interface PlatformCost {
  totalsByCurrency: CurrencyTotal[];
  totalInUsd: string;
  isMultiCurrencyPeriod: boolean;
}

/** One entry of GET /api/v2/supplier/{id}/cycles-for-reconciliation. */
export interface ReconciliationCycle {
  id: string;
  label: string;
  start: string;
  end: string;
  hasInvoice: boolean;
  cost: CurrencyTotal[];
}

/** The user an invoice is assigned to. */
export interface InvoiceAssigneeRef {
  userId: string;
  name: string;
  email: string;
}

/** One row of GET /api/v2/supplier/invoices. */
export interface InvoiceDto {
  id: string;
  /** paymentPlatformName is the supplier's payment gate. */
  supplier: { id: string; name: string; paymentPlatformName?: string | null };
  invoiceTypeDisplay: string;
  invoiceType: InvoiceType;
  invoiceClass?: string;
  region?: string | null;
  invoiceNumber: string;
  invoiceAmount: string;
  /** The platform amount (the spec names it after the product). */
  fareboxAmount: string;
  currency: string;
  amountUsd?: string;
  receiveDate: string;
  invoiceDate: string;
  dueDate: string;
  taxCode: string;
  note: string | null;
  memo: string | null;
  periods: { start: string; end: string; label: string }[];
  invoiceCycles: string[];
  assignee: InvoiceAssigneeRef | null;
  /** Why the invoice has its assignee, or none (the upload, the approval at upload, or the last assign and its notes). */
  assigneeReason: string | null;
  isApproved: boolean;
  gapLevel: GapLevelNumber;
  gap: string;
  gapInUsd: string;
  gapPercent: string;
  isGapWarning?: boolean;
  paid: { paidAt: string; paymentPlatformName: string | null } | null;
  state: InvoiceState;
  statusDisplay: string;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy?: string | null;
  /** null for who may not open the file (the reference is then plain text). */
  fileUrl: string | null;
  fileName?: string;
  fileType?: string;
  version?: number;
  allowedActions: InvoiceAction[];
}

/** One transition of an invoice (who, when, note). */
export interface InvoiceHistoryEntry {
  /** upload, or the action applied (an approval without the right is recorded as assign). */
  action: string;
  fromState: InvoiceState | null;
  toState: InvoiceState;
  actor: string;
  note: string | null;
  assignee: InvoiceAssigneeRef | null;
  at: string;
}

/** GET /api/v2/supplier/invoice/{id}. */
export interface InvoiceDetail extends InvoiceDto {
  history: InvoiceHistoryEntry[];
}

/** GET /api/users/invoice/assignees/{level}: the choices, sorted by name (empty: 'No assignee options were found'). */
export interface InvoiceAssigneesAnswer {
  data: InvoiceAssigneeRef[];
}

/** The Top-up box of the supplier summary (amounts in the supplier currency unless named InUsd). */
export interface SupplierTopupBox {
  balance: string;
  balanceInUsd: string | null;
  balanceByBookingDate: string;
  avgDailyCost: string;
  daysLeft: number | null;
  lastTopupAdjustment: string | null;
  hasOpenTopupDepositRequest: boolean;
}

/** The Invoice box of the supplier summary. */
export interface SupplierInvoiceBox {
  unpaidCount: number;
  unpaidTotal: string;
  unpaidTotalUsd: string;
  nextCycle: { id: string; label: string; start: string; end: string; cost: string; costUsd: string } | null;
}

/** GET /api/v2/supplier/{id}/summary. */
export interface SupplierSummary {
  id: string;
  name: string;
  paymentType: SupplierPaymentType | null;
  calculationBasedOn: CalculationBasedOn | null;
  invoicePaymentCycle: InvoicePaymentCycleKind | null;
  currency: string | null;
  securityDeposit: string | null;
  tms: string | null;
  commission: string | null;
  contract: string | null;
  proofOfPayment: string | null;
  financeNote: string | null;
  operationsOwner: string | null;
  businessOwner: string | null;
  paymentPlatformName: string | null;
  specialDeal: boolean | string | null;
  country: string | null;
  activated: boolean;
  topup?: SupplierTopupBox;
  invoice?: SupplierInvoiceBox;
}

export type DepositRequestAction = 'cancel' | 'deposit';

/** One row of GET /api/v2/supplier/{id}/topup-ledger (newest first). */
export interface TopupLedgerItem {
  id: string;
  timestamp: string;
  type: LedgerItemType;
  adjustmentType: AdjustmentType | null;
  bookingReference: string | null;
  amount: string;
  balance: string;
  amountUsd: string;
  balanceUsd: string;
  note: string | null;
  invoiceReference: string | null;
  receipt: string | null;
  modifiedBy: string | null;
  isFreezedAmount: boolean;
  isFirstFuturePayment: boolean;
  depositRequest?: { id: string; state: DepositRequestState; dueDate: string | null; version: number; allowedActions: DepositRequestAction[] } | null;
}

/** One row of GET /api/v2/supplier/{id}/invoice-cycles. */
export interface SupplierCycleRow {
  cycleId: string;
  period: string;
  amount: string;
  amountUsd: string;
  currency: string;
  status: InvoiceCycleStatus;
  invoiceNumber: string | null;
  invoiceAmount: string | null;
  paymentPlatformName: string | null;
  modifiedBy: string | null;
  note: string | null;
  invoiceId: string | null;
}

/** POST /api/v2/supplier/{id}/topup. */
export interface TopupRequestBody {
  type: TopupRequestType;
  amount: string;
  currency: string;
  dueDate?: string;
  adjustmentType?: AdjustmentType;
  adjustmentDate?: string;
  note?: string;
  depositId?: string;
  supplierName?: string;
}

/** GET /api/finance/currency-rates: the newest rate per currency (units per 1 USD, 4 decimals). */
export interface CurrencyRate {
  currency: string;
  rateDate: string;
  rate: string;
}
