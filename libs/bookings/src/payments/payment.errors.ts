import { HttpStatus } from '@nestjs/common';
import { ErrorCode, PaymentMessage, type FieldProblem } from '@farebox/domain';
import { AppException, validationFailed } from '@farebox/platform';

export const PAYMENT_SAVE_FAILED_MESSAGE = 'The form has invalid fields.';

export const invalidPaymentForm = (errors: FieldProblem[]) => validationFailed(errors, errors.length === 1 ? errors[0].message : PAYMENT_SAVE_FAILED_MESSAGE);
/** A workflow or money rule refused the request (409 with the reason, ARCHITECTURE.md 3). */
export const paymentRefused = (reason: string, code: ErrorCode = ErrorCode.TransitionRefused, details?: Record<string, unknown>) =>
  new AppException(HttpStatus.CONFLICT, code, reason, details);
export const paymentForbidden = (reason: string) => new AppException(HttpStatus.FORBIDDEN, ErrorCode.Forbidden, reason);
export const noPaymentMethod = () =>
  paymentRefused('The booking has no stored payment method at the payment gateway, so it cannot be charged.', ErrorCode.NoPaymentMethod);
export const notAllMarkedPaid = (notMarked: string[]) => paymentRefused(PaymentMessage.NotAllMarkedPaid, ErrorCode.NotAllMarkedPaid, { notMarked });
