import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@farebox/platform';
import { supplierApiNotConfigured, supplierApiUnavailable, supplierCancelFailed } from './integration.errors.js';
import { requestJson, TransportError, type JsonAnswer } from './json-http.js';
import { SupplierApi, type SupplierBookingData, type SupplierBookingRef, type SupplierCancellation } from './supplier-api.port.js';

/** The supplier API over HTTP (apps/simulators/supplier-api.mjs speaks the same on loopback). */
@Injectable()
export class HttpSupplierApi extends SupplierApi {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  async getBooking(ref: SupplierBookingRef): Promise<SupplierBookingData | null> {
    const answer = await this.call<SupplierBookingData>('GET', this.pathOf(ref), undefined, supplierApiUnavailable);
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw supplierApiUnavailable(`HTTP ${answer.status}: ${answer.error?.message ?? ''}`.trim());
    return answer.body;
  }

  async cancel(ref: SupplierBookingRef, reason: string | null): Promise<SupplierCancellation> {
    const answer = await this.call<SupplierCancellation>('POST', this.pathOf(ref, '/cancel'), { reason }, supplierCancelFailed);
    if (answer.status !== 200) throw supplierCancelFailed(answer.error?.message ?? `HTTP ${answer.status}`);
    return answer.body;
  }

  private pathOf(ref: SupplierBookingRef, suffix = ''): string {
    const query = ref.integration ? `?integration=${encodeURIComponent(ref.integration)}` : '';
    return `/v1/bookings/${encodeURIComponent(ref.reference)}${suffix}${query}`;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body: unknown, onTransport: (message: string) => Error): Promise<JsonAnswer<T>> {
    const baseUrl = this.config.supplierApiUrl;
    if (!baseUrl) throw supplierApiNotConfigured();
    try {
      return await requestJson<T>(baseUrl, method, path, { body });
    } catch (err) {
      if (err instanceof TransportError) throw onTransport(err.message);
      throw err;
    }
  }
}
