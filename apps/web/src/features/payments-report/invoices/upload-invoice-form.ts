import { DEFAULT_INVOICE_CLASS, isCycleInvoiceType, type FieldProblem } from '@farebox/domain';
import type { Schemas } from '@/api/http';

/** The upload form as its inputs hold it (spec 3 'Upload invoice form'); the file is kept beside it. */
export interface UploadInvoiceValues {
  supplierId: string;
  region: string;
  currency: string;
  invoiceClass: string;
  invoiceType: string;
  /** The one cycle of a tax bill / others. */
  cycleId: string;
  /** The range of a top-up tax bill / prepaid inventory. */
  topupStart: string;
  topupEnd: string;
  invoiceNumber: string;
  invoiceDate: string;
  receiveDate: string;
  dueDate: string;
  taxCode: string;
  invoiceAmount: string;
  /** The platform amount, as fetch-cycles-cost / fetch-topup-cost answered it. */
  fareboxAmount: string;
  assignee: string;
  note: string;
  memo: string;
}

export function emptyUploadValues(preset: { supplierId?: string; cycleId?: string; today: string }): UploadInvoiceValues {
  return {
    supplierId: preset.supplierId ?? '',
    region: '',
    currency: '',
    invoiceClass: DEFAULT_INVOICE_CLASS,
    invoiceType: '',
    cycleId: preset.cycleId ?? '',
    topupStart: '',
    topupEnd: '',
    invoiceNumber: '',
    invoiceDate: preset.today,
    receiveDate: preset.today,
    dueDate: '',
    taxCode: '',
    invoiceAmount: '',
    fareboxAmount: '',
    assignee: '',
    note: '',
    memo: '',
  };
}

/** The supplier's defaults the form starts from once a supplier is chosen. */
export interface SupplierDefaults {
  currency?: string | null;
  region?: string | null;
  taxCode?: string | null;
  paymentType?: string | null;
}

/** Fills the empty fields the supplier decides (currency, region, tax code, the type its payment type suggests). */
export function withSupplierDefaults(values: UploadInvoiceValues, supplier: SupplierDefaults): Partial<UploadInvoiceValues> {
  const changes: Partial<UploadInvoiceValues> = {};
  if (!values.currency && supplier.currency) changes.currency = supplier.currency;
  if (!values.region && supplier.region) changes.region = supplier.region;
  if (!values.taxCode && supplier.taxCode) changes.taxCode = supplier.taxCode;
  if (!values.invoiceType && supplier.paymentType) changes.invoiceType = supplier.paymentType === 'topup' ? 'topup_tax_bill' : 'tax_bill';
  return changes;
}

/** The multipart fields of POST /api/v2/supplier/{id}/invoice: the period by the type (one cycle, or a range). */
export function toUploadFields(values: UploadInvoiceValues): Schemas['UploadInvoiceDto'] {
  const byCycle = isCycleInvoiceType(values.invoiceType);
  const fields: Record<string, string> = {
    currency: values.currency,
    invoiceAmount: values.invoiceAmount.trim(),
    fareboxAmount: values.fareboxAmount,
    invoiceType: values.invoiceType,
    invoiceClass: values.invoiceClass,
    region: values.region,
    dueDate: values.dueDate,
    taxCode: values.taxCode,
    invoiceNumber: values.invoiceNumber.trim(),
    receiveDate: values.receiveDate,
    invoiceDate: values.invoiceDate,
    assignee: values.assignee,
    note: values.note.trim(),
    memo: values.memo.trim(),
  };
  if (byCycle) fields.invoiceCycles = values.cycleId ? JSON.stringify([values.cycleId]) : '';
  else Object.assign(fields, { topupStart: values.topupStart, topupEnd: values.topupEnd });
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== ''));
}

/** The form field an API or domain problem belongs to (the period's cycles are one select). */
export function uploadFieldOf(field: string): keyof UploadInvoiceValues | 'file' | 'supplierId' {
  if (field === 'invoiceCycles' || field.startsWith('invoiceCycles')) return 'cycleId';
  if (field === 'platformAmount') return 'fareboxAmount';
  return field as keyof UploadInvoiceValues;
}

export const UPLOAD_FIELD_LABELS: Readonly<Record<string, string>> = {
  supplierId: 'Supplier',
  region: 'Region',
  currency: 'Currency',
  invoiceClass: 'Class',
  invoiceType: 'Invoice type',
  cycleId: 'Period',
  topupStart: 'Top-up range start',
  topupEnd: 'Top-up range end',
  invoiceNumber: 'Invoice number',
  invoiceDate: 'Invoice date',
  receiveDate: 'Receive date',
  dueDate: 'Due date',
  taxCode: 'Tax code',
  invoiceAmount: 'Invoice amount',
  fareboxAmount: 'Platform amount',
  assignee: 'Assignee',
  note: 'Note',
  memo: 'Memo',
  file: 'File',
};

/** Problems keyed by the form's fields, for the summary above the form. */
export function labelledProblems(problems: readonly FieldProblem[]): { field: string; message: string }[] {
  return problems.map((p) => ({ field: UPLOAD_FIELD_LABELS[uploadFieldOf(p.field)] ?? p.field, message: p.message }));
}
