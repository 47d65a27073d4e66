import { HttpStatus } from '@nestjs/common';
import { PaymentMessage, type FieldProblem } from '@farebox/domain';
import { AppException, CommonErrorCode, validationFailed } from '@farebox/platform';

export const PaymentErrorCode = {
  NotAllMarkedPaid: 'NotAllMarkedPaid',
  RefundAboveCaptured: 'RefundAboveCaptured',
  NoPaymentMethod: 'NoPaymentMethod',
  NotRefundableThroughGateway: 'NotRefundableThroughGateway',
  NotVoidable: 'NotVoidable',
} as const;

export const PAYMENT_SAVE_FAILED_MESSAGE = 'The form has invalid fields.';

export const invalidPaymentForm = (errors: FieldProblem[]) => validationFailed(errors, errors.length === 1 ? errors[0].message : PAYMENT_SAVE_FAILED_MESSAGE);
/** A workflow or money rule refused the request (409 with the reason, ARCHITECTURE.md 3). */
export const paymentRefused = (reason: string, code: string = CommonErrorCode.TransitionRefused, details?: Record<string, unknown>) =>
  new AppException(HttpStatus.CONFLICT, code, reason, details);
export const paymentForbidden = (reason: string) => new AppException(HttpStatus.FORBIDDEN, CommonErrorCode.Forbidden, reason);
export const staleBooking = () =>
  new AppException(HttpStatus.CONFLICT, CommonErrorCode.EditConflict, 'The booking changed while this was being saved; reload it and try again.');
export const noPaymentMethod = () =>
  paymentRefused('The booking has no stored payment method at the payment gateway, so it cannot be charged.', PaymentErrorCode.NoPaymentMethod);
export const notAllMarkedPaid = (notMarked: string[]) => paymentRefused(PaymentMessage.NotAllMarkedPaid, PaymentErrorCode.NotAllMarkedPaid, { notMarked });
