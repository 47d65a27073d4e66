import type { ChoiceOption } from '../companies/company-options.js';

/** Business constants of supplier finance (spec part 1, sections 3, 4, 5 and 9). */

export const AVG_DAILY_COST_WINDOW_DAYS = 14;
/** A top-up row is red when days left is at most this. */
export const DAYS_LEFT_WARNING = 7;
/** The gap percent is shown red above this (a 2-decimal string, compared exactly). */
export const GAP_PERCENT_WARNING = '2';
export const AMOUNT_DEBOUNCE_MS = 500;

/** Gap level tolerances, measured in USD on the platform amount: at most min(percent of platform, cap). */
export const GAP_LEVEL_1_TOLERANCE = { percent: 2n, capUsd: 5_000n } as const;
export const GAP_LEVEL_2_TOLERANCE = { percent: 10n, capUsd: 20_000n } as const;

export const INVOICE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const INVOICE_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type InvoiceFileType = (typeof INVOICE_FILE_TYPES)[number];

export const InvoiceType = {
  TaxBill: 'tax_bill',
  TopupTaxBill: 'topup_tax_bill',
  PrepaidInventory: 'prepaid_inventory',
  Others: 'others',
} as const;
export type InvoiceType = (typeof InvoiceType)[keyof typeof InvoiceType];
export const INVOICE_TYPES: readonly InvoiceType[] = Object.values(InvoiceType);
export const INVOICE_TYPE_LABELS: Readonly<Record<InvoiceType, string>> = {
  tax_bill: 'Tax bill',
  topup_tax_bill: 'Top-up tax bill',
  prepaid_inventory: 'Prepaid inventory',
  others: 'Others',
};
export const INVOICE_TYPE_OPTIONS: readonly ChoiceOption<InvoiceType>[] = INVOICE_TYPES.map((value) => ({ value, label: INVOICE_TYPE_LABELS[value] }));
/** Invoice types whose period is one payment cycle; the others cover a top-up range (start..end). */
export const CYCLE_INVOICE_TYPES: readonly InvoiceType[] = [InvoiceType.TaxBill, InvoiceType.Others];
export const isCycleInvoiceType = (type: string | null | undefined): boolean => CYCLE_INVOICE_TYPES.includes(type as InvoiceType);

export const INVOICE_CLASSES = ['Transportation'] as const;
export type InvoiceClass = (typeof INVOICE_CLASSES)[number];
export const DEFAULT_INVOICE_CLASS: InvoiceClass = 'Transportation';

export const InvoiceState = {
  PendingApproval: 'pending_approval',
  Approved: 'approved',
  Rejected: 'rejected',
  Paid: 'paid',
} as const;
export type InvoiceState = (typeof InvoiceState)[keyof typeof InvoiceState];
export const INVOICE_STATES: readonly InvoiceState[] = Object.values(InvoiceState);
export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceState, string>> = {
  pending_approval: 'Pending approval',
  approved: 'Approved',
  rejected: 'Rejected',
  paid: 'Paid',
};

export const InvoiceAction = {
  Approve: 'approve',
  Assign: 'assign',
  Reject: 'reject',
  MarkPaid: 'markPaid',
  CancelPayment: 'cancelPayment',
} as const;
export type InvoiceAction = (typeof InvoiceAction)[keyof typeof InvoiceAction];
export const INVOICE_ACTIONS: readonly InvoiceAction[] = Object.values(InvoiceAction);
export const INVOICE_ACTION_LABELS: Readonly<Record<InvoiceAction, string>> = {
  approve: 'Approve',
  assign: 'Assign',
  reject: 'Reject',
  markPaid: 'Mark as Paid',
  cancelPayment: 'Cancel Payment',
};

/** Sort options of the invoices list; newest first by default. */
export const INVOICE_SORTS = ['createdAt', '-createdAt', 'dueDate', '-dueDate', 'gapPercent', '-gapPercent'] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];
export const DEFAULT_INVOICE_SORT: InvoiceSort = '-createdAt';

/** Status of a cycle in an invoice supplier's cycles table and the overview's invoice mode. */
export const INVOICE_CYCLE_STATUSES = ['open', 'not_invoiced', ...INVOICE_STATES] as const;
export type InvoiceCycleStatus = (typeof INVOICE_CYCLE_STATUSES)[number];
export const INVOICE_CYCLE_STATUS_LABELS: Readonly<Record<InvoiceCycleStatus, string>> = {
  open: 'Open',
  not_invoiced: 'Not invoiced',
  ...INVOICE_STATUS_LABELS,
};

/** The `type` of POST /topup; adding a receipt (the spec's addReceipt) is POST /topup/update. */
export const TopupRequestType = { DepositRequest: 'deposit_request', Deposit: 'deposit', Adjustment: 'adjustment' } as const;
export type TopupRequestType = (typeof TopupRequestType)[keyof typeof TopupRequestType];
export const TOPUP_REQUEST_TYPES: readonly TopupRequestType[] = Object.values(TopupRequestType);

export const AdjustmentType = { Cash: 'cash', Cost: 'cost' } as const;
export type AdjustmentType = (typeof AdjustmentType)[keyof typeof AdjustmentType];
export const ADJUSTMENT_TYPES: readonly AdjustmentType[] = Object.values(AdjustmentType);
export const DEFAULT_ADJUSTMENT_TYPE: AdjustmentType = AdjustmentType.Cash;
export const ADJUSTMENT_TYPE_OPTIONS: readonly ChoiceOption<AdjustmentType>[] = [
  { value: 'cash', label: 'Cash' },
  { value: 'cost', label: 'Cost' },
];

export const DepositRequestState = { Open: 'open', Deposited: 'deposited', Cancelled: 'cancelled' } as const;
export type DepositRequestState = (typeof DepositRequestState)[keyof typeof DepositRequestState];
export const DEPOSIT_REQUEST_STATES: readonly DepositRequestState[] = Object.values(DepositRequestState);

/** Kinds of top-up ledger items (spec 3 'Top-up ledger item'). */
export const LedgerItemType = { Booking: 'booking', DepositRequest: 'deposit_request', Deposit: 'deposit', Adjustment: 'adjustment' } as const;
export type LedgerItemType = (typeof LedgerItemType)[keyof typeof LedgerItemType];
export const LEDGER_ITEM_TYPES: readonly LedgerItemType[] = Object.values(LedgerItemType);

/** The ledger's operation filter. */
export const LEDGER_OPERATIONS = ['all', 'adjustment', 'deposit', 'deposit_request'] as const;
export type LedgerOperation = (typeof LEDGER_OPERATIONS)[number];

/** The ledger's ordering toggle: by booking date or by effective date. */
export const LEDGER_BASES = ['booking_date', 'effective_date'] as const;
export type LedgerBasis = (typeof LEDGER_BASES)[number];
export const DEFAULT_LEDGER_BASIS: LedgerBasis = 'effective_date';

export const SUPPLIER_TRANSACTION_KINDS = ['booking', 'cancellation', 'refund', 'price_change'] as const;
export type SupplierTransactionKind = (typeof SUPPLIER_TRANSACTION_KINDS)[number];

/** Due date value of a deposit request to be paid at once (stored as a null due date). */
export const DUE_DATE_IMMEDIATE = 'immediate';

/** Longest free text (notes, memos) of the finance forms. */
export const FINANCE_TEXT_MAX = 1000;
