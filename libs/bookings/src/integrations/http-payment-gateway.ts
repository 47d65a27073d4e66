import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@farebox/platform';
import { GatewayOutcomeUnknown, paymentDeclined, paymentGatewayNotConfigured, paymentGatewayRefused, paymentGatewayUnavailable } from './integration.errors.js';
import { requestJson, TransportError } from './json-http.js';
import { PaymentGateway, type AuthorizeRequest, type GatewayPayment, type GatewayRefund } from './payment-gateway.port.js';

export const CARD_GATEWAY_PROVIDER = 'card-gateway';

/** The gateway's HTTP API (apps/simulators/payment-gateway.mjs speaks the same on loopback). */
@Injectable()
export class HttpPaymentGateway extends PaymentGateway {
  readonly provider = CARD_GATEWAY_PROVIDER;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  authorize(request: AuthorizeRequest, idempotencyKey: string): Promise<GatewayPayment> {
    return this.post<GatewayPayment>('/v1/authorizations', request, idempotencyKey);
  }

  capture(paymentId: string, amount: string, idempotencyKey: string): Promise<GatewayPayment> {
    return this.post<GatewayPayment>(`/v1/payments/${encodeURIComponent(paymentId)}/capture`, { amount }, idempotencyKey);
  }

  refund(paymentId: string, amount: string, reason: string, idempotencyKey: string): Promise<GatewayRefund> {
    return this.post<GatewayRefund>(`/v1/payments/${encodeURIComponent(paymentId)}/refunds`, { amount, reason }, idempotencyKey);
  }

  void(paymentId: string, idempotencyKey: string): Promise<GatewayPayment> {
    return this.post<GatewayPayment>(`/v1/payments/${encodeURIComponent(paymentId)}/void`, {}, idempotencyKey);
  }

  payment(paymentId: string): Promise<GatewayPayment> {
    return this.call<GatewayPayment>('GET', `/v1/payments/${encodeURIComponent(paymentId)}`, {});
  }

  async paymentByKey(idempotencyKey: string): Promise<GatewayPayment | null> {
    const found = await this.call<{ data: GatewayPayment[] }>('GET', `/v1/payments?idempotencyKey=${encodeURIComponent(idempotencyKey)}`, {});
    return found.data[0] ?? null;
  }

  private post<T>(path: string, body: unknown, idempotencyKey: string): Promise<T> {
    return this.call<T>('POST', path, { body, headers: { 'Idempotency-Key': idempotencyKey } });
  }

  private async call<T>(method: 'GET' | 'POST', path: string, options: { body?: unknown; headers?: Record<string, string> }): Promise<T> {
    const baseUrl = this.config.paymentGatewayUrl;
    if (!baseUrl) throw paymentGatewayNotConfigured();
    let answer;
    try {
      answer = await requestJson<T>(baseUrl, method, path, { ...options, timeoutMs: this.config.paymentGatewayTimeoutMs });
    } catch (err) {
      if (err instanceof TransportError) throw new GatewayOutcomeUnknown(err.message);
      throw err;
    }
    if (answer.status >= 200 && answer.status < 300) return answer.body;
    const error = answer.error ?? { code: 'unknown', message: `HTTP ${answer.status}` };
    if (answer.status === 402) throw paymentDeclined(error.code, error.message);
    if (answer.status >= 500) throw paymentGatewayUnavailable(`HTTP ${answer.status}: ${error.message}`);
    throw paymentGatewayRefused(error.code, error.message);
  }
}
