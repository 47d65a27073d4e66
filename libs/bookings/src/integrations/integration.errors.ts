import { HttpStatus } from '@nestjs/common';
import { AppException } from '@farebox/platform';
import { ErrorCode } from '@farebox/domain';

/** Spec 8, 'Supplier cancellation failed'; the supplier's own words go in details.supplierMessage. */
export const SUPPLIER_CANCEL_FAILED_MESSAGE = "The cancellation failed at the supplier's end.";

export const paymentGatewayNotConfigured = () =>
  new AppException(
    HttpStatus.SERVICE_UNAVAILABLE,
    ErrorCode.PaymentGatewayNotConfigured,
    'The payment gateway is not configured (PAYMENT_GATEWAY_URL is not set): no charge or refund can be made.',
  );
export const paymentGatewayUnavailable = (detail: string) =>
  new AppException(
    HttpStatus.BAD_GATEWAY,
    ErrorCode.PaymentGatewayUnavailable,
    `The payment gateway did not answer properly (${detail}); nothing was charged or refunded by this call.`,
  );
/** No answer at all (timeout, dropped connection): the gateway may or may not have acted on the call. */
export class GatewayOutcomeUnknown extends AppException {
  constructor(readonly detail: string) {
    super(
      HttpStatus.BAD_GATEWAY,
      ErrorCode.PaymentGatewayUnavailable,
      `The payment gateway did not answer (${detail}); retry with the same Idempotency-Key: the gateway acts on it at most once.`,
    );
  }
}
export const paymentDeclined = (gatewayCode: string, gatewayMessage: string) =>
  new AppException(HttpStatus.PAYMENT_REQUIRED, ErrorCode.PaymentDeclined, `The payment was declined: ${gatewayMessage}`, { gatewayCode });
export const paymentGatewayRefused = (gatewayCode: string, gatewayMessage: string) =>
  new AppException(HttpStatus.CONFLICT, ErrorCode.PaymentGatewayRefused, `The payment gateway refused: ${gatewayMessage}`, { gatewayCode });

export const supplierApiNotConfigured = () =>
  new AppException(HttpStatus.SERVICE_UNAVAILABLE, ErrorCode.SupplierApiNotConfigured, 'The supplier API is not configured (SUPPLIER_API_URL is not set).');
export const supplierApiUnavailable = (detail: string) =>
  new AppException(HttpStatus.BAD_GATEWAY, ErrorCode.SupplierApiUnavailable, `The supplier API did not answer properly (${detail}).`);
export const supplierCancelFailed = (supplierMessage: string) =>
  new AppException(HttpStatus.BAD_GATEWAY, ErrorCode.SupplierCancelFailed, SUPPLIER_CANCEL_FAILED_MESSAGE, { supplierMessage });
