import { CURRENCIES, REGIONS, TAX_CODES } from '../companies/company-options.js';
import { isUrl } from '../companies/company-rules.js';
import type { FieldProblem } from '../identity/field-problem.js';
import { toCents } from '../payments/money.js';
import { isDueDateOption } from './due-dates.js';
import {
  ADJUSTMENT_TYPES,
  FINANCE_TEXT_MAX,
  INVOICE_ACTIONS,
  INVOICE_CLASSES,
  INVOICE_FILE_MAX_BYTES,
  INVOICE_FILE_TYPES,
  INVOICE_TYPES,
  InvoiceAction,
  isCycleInvoiceType,
  TOPUP_REQUEST_TYPES,
  TopupRequestType,
} from './finance-constants.js';
import { FieldRequired, InvoiceMessage, TopupMessage } from './finance-messages.js';
import { isIsoDate } from './finance-dates.js';
import { cycleById, cycleKindOf, type InvoicePaymentCycle } from './payment-cycles.js';

/**
 * The finance forms' rules, shared by the API's body checks and the web forms (one place for each rule).
 * Each returns every problem as { field, message } with the spec's messages; an empty list means valid.
 */

type Text = string | null | undefined;
type AmountText = string | number | null | undefined;

const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const tooLong = (v: unknown): boolean => typeof v === 'string' && v.trim().length > FINANCE_TEXT_MAX;

class Problems {
  readonly list: FieldProblem[] = [];
  add(field: string, message: string | null | undefined | false): void {
    if (message) this.list.push({ field, message });
  }
}

/** The currency of a top-up differs from the supplier's: the API answers 409 currencyMismatch. */
export const isTopupCurrencyMismatch = (currency: Text, supplierCurrency: string): boolean =>
  !isBlank(currency) && text(currency).toUpperCase() !== supplierCurrency.trim().toUpperCase();

/** A top-up amount: required, a number with at most 2 decimals (step 0.01), above 0 unless `signed` (then not 0). */
export function topupAmountProblem(value: AmountText, signed = false): string | null {
  if (isBlank(value)) return TopupMessage.AmountRequired;
  const cents = toCents(text(value));
  if (cents === null) return TopupMessage.InvalidAmount;
  if (signed) return cents === 0n ? TopupMessage.InvalidAmount : null;
  return cents > 0n ? null : TopupMessage.AmountPositive;
}

export interface TopupRequestInput {
  type?: Text;
  amount?: AmountText;
  currency?: Text;
  /** 'immediate' or one of the offered dates (deposit requests). */
  dueDate?: Text;
  adjustmentType?: Text;
  adjustmentDate?: Text;
  note?: Text;
  /** The deposit request a deposit answers. */
  depositId?: Text;
}

/**
 * POST /topup by type: deposit_request (amount > 0, due date from the offered list), deposit (amount > 0),
 * adjustment (signed non-zero amount, note required, cash or cost — default cash). A currency other than the
 * supplier's is a 'currency' problem with the spec's message (the API answers it as 409 currencyMismatch).
 */
export function validateTopupRequest(input: TopupRequestInput, ctx: { today: string; supplierCurrency: string }): FieldProblem[] {
  const p = new Problems();
  const type = text(input.type) as TopupRequestType;
  if (isBlank(input.type)) p.add('type', FieldRequired);
  else if (!TOPUP_REQUEST_TYPES.includes(type)) p.add('type', TopupMessage.InvalidType);
  if (p.list.length > 0) return p.list;

  const adjustment = type === TopupRequestType.Adjustment;
  p.add('amount', topupAmountProblem(input.amount, adjustment));
  if (isBlank(input.currency)) p.add('currency', FieldRequired);
  else if (isTopupCurrencyMismatch(input.currency, ctx.supplierCurrency)) p.add('currency', TopupMessage.CurrencyMismatch);
  if (type === TopupRequestType.DepositRequest) {
    if (isBlank(input.dueDate)) p.add('dueDate', FieldRequired);
    else if (!isDueDateOption(text(input.dueDate), ctx.today)) p.add('dueDate', TopupMessage.DueDateOption);
  }
  if (adjustment) {
    if (!isBlank(input.adjustmentType) && !ADJUSTMENT_TYPES.includes(text(input.adjustmentType) as never)) p.add('adjustmentType', TopupMessage.AdjustmentType);
    if (!isBlank(input.adjustmentDate) && !isIsoDate(text(input.adjustmentDate))) p.add('adjustmentDate', TopupMessage.DateFormat);
    if (isBlank(input.note)) p.add('note', FieldRequired);
  }
  if (tooLong(input.note)) p.add('note', TopupMessage.TextTooLong);
  return p.list;
}

/** The receipt link of a deposit: required, an http(s) URL. */
export function validateReceipt(receipt: Text): FieldProblem[] {
  if (isBlank(receipt)) return [{ field: 'receipt', message: TopupMessage.ReceiptRequired }];
  if (!isUrl(text(receipt)) || tooLong(receipt)) return [{ field: 'receipt', message: TopupMessage.ReceiptInvalid }];
  return [];
}

/** invoiceCycles as sent: an array, a JSON array text, or one id (multipart repeats or a single field). */
export function parseInvoiceCycles(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
  if (typeof value !== 'string' || value.trim() === '') return [];
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    try {
      return parseInvoiceCycles(JSON.parse(trimmed) as unknown);
    } catch {
      return [trimmed];
    }
  }
  return [trimmed];
}

export interface InvoiceFileFacts {
  size: number;
  /** The declared MIME type; the server also checks the content (`sniffInvoiceFileType`). */
  type?: string | null;
}

export interface InvoiceUploadInput {
  file?: InvoiceFileFacts | null;
  currency?: Text;
  invoiceAmount?: AmountText;
  /** The platform amount (from fetch-cycles-cost or fetch-topup-cost). */
  fareboxAmount?: AmountText;
  invoiceType?: Text;
  invoiceClass?: Text;
  region?: Text;
  dueDate?: Text;
  taxCode?: Text;
  invoiceCycles?: readonly string[] | string | null;
  topupStart?: Text;
  topupEnd?: Text;
  invoiceNumber?: Text;
  receiveDate?: Text;
  invoiceDate?: Text;
  assignee?: Text;
  note?: Text;
  memo?: Text;
}

export interface InvoiceUploadContext {
  today: string;
  /** The assignee is needed unless the uploader may approve the invoice's level (spec 5 lists it as required). */
  assigneeRequired?: boolean;
  /** false when the caller checks the file apart (default true). */
  checkFile?: boolean;
  /** The supplier's kind of cycle: a cycle of the other kind is refused (unchecked when not given). */
  paymentCycle?: InvoicePaymentCycle;
}

function invoiceAmountProblem(value: AmountText): string | null {
  if (isBlank(value)) return FieldRequired;
  const cents = toCents(text(value));
  if (cents === null) return InvoiceMessage.AmountFormat;
  return cents < 0n ? InvoiceMessage.AmountMin : null;
}

function choiceProblem(value: unknown, allowed: readonly string[], invalid: string, required = true): string | null {
  if (isBlank(value)) return required ? FieldRequired : null;
  return allowed.includes(text(value)) ? null : invalid;
}

const dateProblem = (value: unknown): string | null => (isBlank(value) ? FieldRequired : isIsoDate(text(value)) ? null : InvoiceMessage.DateFormat);

/**
 * The upload invoice form (spec 5): file, currency, both amounts, type, class, region, due date (not before the
 * invoice date), tax code, exactly one cycle (tax_bill, others; a cycle of the supplier's kind that has started by `today`) or a top-up
 * range start <= end (topup_tax_bill, prepaid_inventory), invoice number, receive and invoice dates, assignee.
 */
export function validateInvoiceUpload(input: InvoiceUploadInput, ctx: InvoiceUploadContext): FieldProblem[] {
  const p = new Problems();
  if (ctx.checkFile ?? true) {
    const file = input.file;
    if (!file) p.add('file', FieldRequired);
    else if (file.size > INVOICE_FILE_MAX_BYTES) p.add('file', InvoiceMessage.FileTooLarge);
    else if (file.size <= 0 || (file.type && !INVOICE_FILE_TYPES.includes(file.type as never))) p.add('file', InvoiceMessage.FileType);
  }
  p.add('currency', choiceProblem(input.currency, CURRENCIES, InvoiceMessage.InvalidCurrency));
  p.add('invoiceAmount', invoiceAmountProblem(input.invoiceAmount));
  p.add('fareboxAmount', invoiceAmountProblem(input.fareboxAmount));
  p.add('invoiceType', choiceProblem(input.invoiceType, INVOICE_TYPES, InvoiceMessage.InvalidInvoiceType));
  p.add('invoiceClass', choiceProblem(input.invoiceClass, INVOICE_CLASSES, InvoiceMessage.InvalidInvoiceClass, false));
  p.add('region', choiceProblem(input.region, REGIONS, InvoiceMessage.InvalidRegion, false));
  p.add('taxCode', choiceProblem(input.taxCode, TAX_CODES, InvoiceMessage.InvalidTaxCode));

  const type = text(input.invoiceType);
  if (INVOICE_TYPES.includes(type as never)) {
    if (isCycleInvoiceType(type)) {
      const cycles = parseInvoiceCycles(input.invoiceCycles);
      if (cycles.length === 0) p.add('invoiceCycles', FieldRequired);
      else if (cycles.length > 1) p.add('invoiceCycles', InvoiceMessage.OneCycle);
      else {
        const cycle = cycleById(cycles[0]);
        const otherKind = !!ctx.paymentCycle && cycleKindOf(cycles[0]) !== ctx.paymentCycle;
        if (!cycle || cycle.start > ctx.today || otherKind) p.add('invoiceCycles', InvoiceMessage.InvalidCycle);
      }
    } else {
      p.add('topupStart', dateProblem(input.topupStart));
      p.add('topupEnd', dateProblem(input.topupEnd));
      if (isIsoDate(text(input.topupStart)) && isIsoDate(text(input.topupEnd)) && text(input.topupStart) > text(input.topupEnd)) {
        p.add('topupEnd', InvoiceMessage.TopupRange);
      }
    }
  }

  p.add('invoiceNumber', isBlank(input.invoiceNumber) ? FieldRequired : tooLong(input.invoiceNumber) && InvoiceMessage.TextTooLong);
  p.add('receiveDate', dateProblem(input.receiveDate));
  p.add('invoiceDate', dateProblem(input.invoiceDate));
  const due = dateProblem(input.dueDate);
  p.add('dueDate', due);
  if (!due && isIsoDate(text(input.invoiceDate)) && text(input.dueDate) < text(input.invoiceDate)) p.add('dueDate', InvoiceMessage.DueBeforeInvoiceDate);
  if ((ctx.assigneeRequired ?? true) && isBlank(input.assignee)) p.add('assignee', FieldRequired);
  if (tooLong(input.note)) p.add('note', InvoiceMessage.TextTooLong);
  if (tooLong(input.memo)) p.add('memo', InvoiceMessage.TextTooLong);
  return p.list;
}

export interface InvoiceActionInput {
  action?: Text;
  assignee?: Text;
  notes?: Text;
}

/**
 * The action body (spec 5): an assignee for assign, notes except for approve. An approve that becomes an assign
 * needs both too; `decideInvoiceAction` says so, as it knows the actor and the level.
 */
export function validateInvoiceAction(input: InvoiceActionInput): FieldProblem[] {
  const p = new Problems();
  const action = text(input.action) as InvoiceAction;
  p.add('action', choiceProblem(input.action, INVOICE_ACTIONS, InvoiceMessage.InvalidAction));
  if (action === InvoiceAction.Assign && isBlank(input.assignee)) p.add('assignee', FieldRequired);
  if (INVOICE_ACTIONS.includes(action) && action !== InvoiceAction.Approve && isBlank(input.notes)) p.add('notes', FieldRequired);
  if (tooLong(input.notes)) p.add('notes', InvoiceMessage.TextTooLong);
  return p.list;
}
