import { Decimal } from 'decimal.js';
import {
  canSeeInvoiceFiles,
  INVOICE_STATUS_LABELS,
  INVOICE_TYPE_LABELS,
  invoiceAllowedActions,
  isGapPercentWarning,
  type FinanceActor,
  type GapLevel,
  type InvoiceState,
  type InvoiceType,
} from '@farebox/domain';
import type { InvoiceDto, InvoiceHistoryDto, InvoiceSupplierDto } from './dto/invoice.dto.js';
import { assigneeOf, type InvoiceUser } from './invoice-users.js';
import type { SupplierInvoiceHistory } from './supplier-invoice-history.entity.js';
import type { SupplierInvoice } from './supplier-invoice.entity.js';

const money = (value: Decimal) => new Decimal(value).toFixed(2);

export const invoiceFileUrl = (id: string) => `/api/v2/supplier/invoice/${id}/file`;

/** `isApproved` is true once an approver approved the invoice (at upload or later), also after it was paid. */
export const isApprovedState = (state: string): boolean => state === 'approved' || state === 'paid';

/** One invoice as the API shows it to `actor`, whose allowed actions come from the invoice machine. */
export function invoiceDto(
  invoice: SupplierInvoice,
  supplier: InvoiceSupplierDto,
  users: ReadonlyMap<string, InvoiceUser>,
  actor: FinanceActor,
): Omit<InvoiceDto, 'assigneeReason'> {
  const state = invoice.state as InvoiceState;
  const type = invoice.invoiceType as InvoiceType;
  const assignee = invoice.assigneeId ? users.get(invoice.assigneeId) : undefined;
  const gapPercent = money(invoice.gapPercent);
  return {
    id: invoice.id,
    supplier,
    invoiceTypeDisplay: INVOICE_TYPE_LABELS[type] ?? type,
    invoiceType: type,
    invoiceClass: invoice.invoiceClass,
    region: invoice.region,
    invoiceNumber: invoice.invoiceNumber,
    invoiceAmount: money(invoice.invoiceAmount),
    fareboxAmount: money(invoice.platformAmount),
    currency: invoice.currency,
    amountUsd: money(invoice.amountUsd),
    receiveDate: invoice.receiveDate,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    taxCode: invoice.taxCode,
    note: invoice.note,
    memo: invoice.memo,
    periods: [{ start: invoice.periodStart, end: invoice.periodEnd, label: invoice.periodLabel }],
    invoiceCycles: invoice.cycleId ? [invoice.cycleId] : [],
    assignee: assignee ? assigneeOf(assignee) : null,
    isApproved: invoice.isApproved,
    gapLevel: invoice.gapLevel,
    gap: money(invoice.gap),
    gapInUsd: money(invoice.gapUsd),
    gapPercent,
    isGapWarning: isGapPercentWarning(gapPercent),
    paid: invoice.paidAt ? { paidAt: invoice.paidAt.toISOString(), paymentPlatformName: invoice.paymentPlatformName } : null,
    state,
    statusDisplay: INVOICE_STATUS_LABELS[state] ?? state,
    createdAt: invoice.createdAt.toISOString(),
    createdBy: invoice.createdByName,
    updatedAt: invoice.updatedAt.toISOString(),
    updatedBy: invoice.updatedByName,
    fileUrl: canSeeInvoiceFiles(actor) ? invoiceFileUrl(invoice.id) : null,
    fileName: invoice.fileName,
    fileType: invoice.fileMime,
    version: invoice.version,
    allowedActions: invoiceAllowedActions(state, { actor, gapLevel: invoice.gapLevel as GapLevel }),
  };
}

export function invoiceHistoryDto(row: SupplierInvoiceHistory, users: ReadonlyMap<string, InvoiceUser>): InvoiceHistoryDto {
  const assignee = row.assigneeId ? users.get(row.assigneeId) : undefined;
  return {
    action: row.action,
    fromState: row.fromState,
    toState: row.toState,
    actor: row.actorName,
    note: row.note,
    assignee: assignee ? assigneeOf(assignee) : null,
    at: row.createdAt.toISOString(),
  };
}
