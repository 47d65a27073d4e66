import { HttpStatus } from '@nestjs/common';
import { ErrorCode, InvoiceMessage, type FieldProblem } from '@farebox/domain';
import type { EntityManager } from 'typeorm';
import { AppException, validationFailed, type ChangeLogService } from '@farebox/platform';

/** The name an invoice's change-log entries are filed under. */
export const INVOICE_ENTITY_TYPE = 'supplier_invoice';

export const INVOICE_FORM_INVALID_MESSAGE = 'The invoice has invalid fields.';
export const STALE_INVOICE_MESSAGE = 'Someone else changed this invoice after you opened it. Reload it and try again.';

/** 400 with every invalid field; the message is the field's own when there is only one. */
export const invalidInvoice = (problems: FieldProblem[]) =>
  validationFailed(problems, problems.length === 1 ? problems[0].message : INVOICE_FORM_INVALID_MESSAGE);

/** The spec's answer to anyone without the right to upload, act on or see invoices (403). */
export const insufficientPermissions = (reason: string = InvoiceMessage.InsufficientPermissions) =>
  new AppException(HttpStatus.FORBIDDEN, ErrorCode.Forbidden, reason);

/** The invoice machine refused the action in this state (409 with the reason). */
export const invoiceRefused = (reason: string) => new AppException(HttpStatus.CONFLICT, ErrorCode.TransitionRefused, reason);

/**
 * The invoice was changed by someone else since the version the user acted on (also the loser of two racing
 * actions): 409 EditConflict with their changes.
 */
export const staleInvoice = (changeLog: ChangeLogService, manager: EntityManager, id: string, expectedVersion: number, currentVersion: number) =>
  changeLog.conflictSince(manager, INVOICE_ENTITY_TYPE, id, expectedVersion, currentVersion, STALE_INVOICE_MESSAGE);

export const duplicateInvoiceNumber = (invoiceNumber: string, supplierName: string) =>
  new AppException(HttpStatus.CONFLICT, ErrorCode.DuplicateInvoiceNumber, `${supplierName} already has an invoice numbered ${invoiceNumber}.`, [
    { field: 'invoiceNumber', message: `${supplierName} already has an invoice numbered ${invoiceNumber}.` },
  ]);

export const cycleAlreadyInvoiced = (label: string) =>
  new AppException(
    HttpStatus.CONFLICT,
    ErrorCode.CycleAlreadyInvoiced,
    `The cycle ${label} already has an invoice that is not rejected: only a rejected invoice can be replaced.`,
    [{ field: 'invoiceCycles', message: `The cycle ${label} already has an invoice that is not rejected.` }],
  );

/** The period overlaps the period of another live invoice of the supplier (`field`: where the period was chosen). */
export function periodAlreadyInvoiced(label: string, other: { invoiceNumber: string; periodLabel: string }, field: string) {
  const clash = `${label} overlaps ${other.periodLabel}, the period of invoice ${other.invoiceNumber}, which is not rejected.`;
  return new AppException(HttpStatus.CONFLICT, ErrorCode.PeriodAlreadyInvoiced, `${clash} A period can have only one live invoice: reject that one first.`, [
    { field, message: clash },
  ]);
}

export const invalidInvoiceFile = () =>
  new AppException(HttpStatus.BAD_REQUEST, ErrorCode.InvalidInvoiceFile, InvoiceMessage.FileType, [{ field: 'file', message: InvoiceMessage.FileType }]);

export const invoiceFileTooLarge = () => new AppException(HttpStatus.PAYLOAD_TOO_LARGE, ErrorCode.PayloadTooLarge, InvoiceMessage.FileTooLarge);

export const invoiceFileMissing = () =>
  new AppException(HttpStatus.NOT_FOUND, ErrorCode.InvoiceFileMissing, 'The file of this invoice is no longer in the file storage.');
