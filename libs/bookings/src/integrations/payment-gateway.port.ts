/** A payment as the gateway reports it; amounts are decimal strings in the payment's currency. */
export interface GatewayPayment {
  id: string;
  status: 'authorized' | 'captured' | 'refunded' | 'voided';
  currency: string;
  amount: string;
  captured: string;
  refunded: string;
  authorizationCode: string | null;
}

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amount: string;
  currency: string;
}

export interface AuthorizeRequest {
  amount: string;
  currency: string;
  /** The customer's stored payment method (a gateway token). */
  paymentMethod: string;
  /** Our booking reference, shown in the gateway's dashboard. */
  reference: string;
  description: string;
}

/**
 * Port to the card payment gateway. Every call carries an idempotency key that the provider honours: the same key
 * again returns the first result and moves no money twice. Failures are AppExceptions: 402 PaymentDeclined,
 * 409 PaymentGatewayRefused (e.g. a refund above what was captured), 502 PaymentGatewayUnavailable,
 * 503 PaymentGatewayNotConfigured; a call with no answer in time (PAYMENT_GATEWAY_TIMEOUT_MS) is GatewayOutcomeUnknown
 * (502 PaymentGatewayUnavailable): it may have acted, so the caller looks the outcome up.
 */
export abstract class PaymentGateway {
  /** The name stored as the transactions' provider. */
  abstract readonly provider: string;
  abstract authorize(request: AuthorizeRequest, idempotencyKey: string): Promise<GatewayPayment>;
  abstract capture(paymentId: string, amount: string, idempotencyKey: string): Promise<GatewayPayment>;
  abstract refund(paymentId: string, amount: string, reason: string, idempotencyKey: string): Promise<GatewayRefund>;
  /** Cancels an authorisation that was never captured, releasing the hold on the card; anything else is refused (409). */
  abstract void(paymentId: string, idempotencyKey: string): Promise<GatewayPayment>;
  /** The payment as the gateway has it now (a read: no key). */
  abstract payment(paymentId: string): Promise<GatewayPayment>;
  /** The payment an authorisation sent with this idempotency key created, or null when the gateway has none (a read). */
  abstract paymentByKey(idempotencyKey: string): Promise<GatewayPayment | null>;
}
