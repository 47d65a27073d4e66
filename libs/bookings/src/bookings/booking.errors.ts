import { HttpStatus } from '@nestjs/common';
import { APPROVAL_ATTACHMENT_MAX_BYTES, ErrorCode, supplierDetailsUnavailable } from '@farebox/domain';
import type { EntityManager } from 'typeorm';
import { AppException, validationFailed, type ChangeLogService, type FieldError } from '@farebox/platform';

/** The name the booking's change-log entries are filed under. */
export const BOOKING_ENTITY_TYPE = 'booking';

export const BOOKING_SAVE_FAILED_MESSAGE = 'The booking has invalid fields.';
export const SUPPLIER_API_EDIT_MESSAGE = 'Only the phone, the e-mail and the fraud flag of this booking can be changed.';
export const INVALID_ATTACHMENT_MESSAGE = 'The file must be a PDF or a PNG, JPEG or WebP image.';
export const ATTACHMENT_TOO_LARGE_MESSAGE = `A file must be at most ${APPROVAL_ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB.`;
export const UNKNOWN_ATTACHMENT_MESSAGE = 'Some files were not uploaded for this booking: upload them again.';
export const STALE_BOOKING_MESSAGE = 'Someone else changed this booking after you opened it. Reload it and try again.';

export const invalidBooking = (errors: FieldError[]) => validationFailed(errors, errors.length === 1 ? errors[0].message : BOOKING_SAVE_FAILED_MESSAGE);
export const transitionRefused = (reason: string) => new AppException(HttpStatus.CONFLICT, ErrorCode.TransitionRefused, reason);
/** 409 EditConflict with every change logged since the version the user acted on (who, when, from, to). */
export const staleBooking = (changeLog: ChangeLogService, manager: EntityManager, id: string, expectedVersion: number, currentVersion: number) =>
  changeLog.conflictSince(manager, BOOKING_ENTITY_TYPE, id, expectedVersion, currentVersion, STALE_BOOKING_MESSAGE);
export const supplierApiReadOnly = (fields: string[]) =>
  new AppException(
    HttpStatus.BAD_REQUEST,
    ErrorCode.SupplierApiReadOnly,
    SUPPLIER_API_EDIT_MESSAGE,
    fields.map((field) => ({ field, message: SUPPLIER_API_EDIT_MESSAGE })),
  );
export const supplierDetailsNotAvailable = (reference: string) =>
  new AppException(HttpStatus.NOT_FOUND, ErrorCode.SupplierDetailsUnavailable, supplierDetailsUnavailable(reference));
export const invalidAttachment = () =>
  new AppException(HttpStatus.BAD_REQUEST, ErrorCode.InvalidAttachment, INVALID_ATTACHMENT_MESSAGE, [{ field: 'file', message: INVALID_ATTACHMENT_MESSAGE }]);
export const attachmentTooLarge = () => new AppException(HttpStatus.PAYLOAD_TOO_LARGE, ErrorCode.PayloadTooLarge, ATTACHMENT_TOO_LARGE_MESSAGE);
export const attachmentNotFound = () => new AppException(HttpStatus.NOT_FOUND, ErrorCode.AttachmentNotFound, 'The booking has no such attachment.');
