import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@farebox/domain';
import { APP_CONFIG, AppException, type AppConfig } from '@farebox/platform';
import {
  SupplierInventory,
  type SupplierDeparture,
  type SupplierLiveResult,
  type SupplierProduct,
  type SupplierProfile,
  type SupplierStation,
} from './supplier-inventory.port.js';

const TIMEOUT_MS = 10_000;

export const supplierApiNotConfigured = () =>
  new AppException(HttpStatus.SERVICE_UNAVAILABLE, ErrorCode.SupplierApiNotConfigured, 'The supplier API is not configured (SUPPLIER_API_URL is not set).');
export const supplierApiUnavailable = (detail: string) =>
  new AppException(HttpStatus.BAD_GATEWAY, ErrorCode.SupplierApiUnavailable, `The supplier API did not answer properly (${detail}).`);

const text = (value: unknown): value is string => typeof value === 'string' && value !== '';
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function stationOf(raw: Record<string, unknown>): SupplierStation {
  return {
    id: str(raw.id),
    name: str(raw.name),
    address: str(raw.address),
    latitude: num(raw.latitude),
    longitude: num(raw.longitude),
    timeOffsetInMinutes: num(raw.timeOffsetInMinutes),
    isBoarding: raw.isBoarding === true,
    isDropoff: raw.isDropoff === true,
  };
}

/** A product as the supplier sent it, or null when a required field is missing (a garbled product is skipped, never stored half). */
function productOf(raw: unknown): SupplierProduct | null {
  if (raw === null || typeof raw !== 'object') return null;
  const p = raw as Record<string, unknown>;
  const fields = [p.id, p.company, p.fromCity, p.toCity, p.vehicleType, p.vehicleClass, p.routeId, p.timeZone];
  if (!fields.every(text)) return null;
  const stations = Array.isArray(p.multiStations) ? p.multiStations.filter((s): s is Record<string, unknown> => s !== null && typeof s === 'object') : [];
  return {
    id: p.id as string,
    company: p.company as string,
    fromCity: p.fromCity as string,
    toCity: p.toCity as string,
    vehicleType: p.vehicleType as string,
    vehicleClass: p.vehicleClass as string,
    routeId: p.routeId as string,
    timeZone: p.timeZone as string,
    multiStations: stations.map(stationOf),
  };
}

const STATUSES = new Set(['AVAILABLE', 'LIMITED', 'SOLD_OUT', 'CLOSED']);
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const MONEY = /^\d{1,12}(\.\d{1,2})?$/;
const CURRENCY = /^[A-Z]{3}$/;
const count = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** A departure as the supplier sent it; anything malformed fails the whole answer (a sync never imports half of one). */
function departureOf(raw: unknown): SupplierDeparture {
  const d = (raw ?? {}) as Record<string, unknown>;
  const pricing = (d.pricing ?? {}) as Record<string, unknown>;
  const ok =
    text(d.id) &&
    typeof d.localDateTimeStart === 'string' &&
    LOCAL_TIME.test(d.localDateTimeStart) &&
    typeof d.localDateTimeEnd === 'string' &&
    LOCAL_TIME.test(d.localDateTimeEnd) &&
    d.localDateTimeEnd >= d.localDateTimeStart &&
    STATUSES.has(d.status as string) &&
    count(d.vacancies) &&
    count(d.capacity) &&
    d.vacancies <= d.capacity &&
    typeof pricing.retail === 'string' &&
    MONEY.test(pricing.retail) &&
    typeof pricing.currency === 'string' &&
    CURRENCY.test(pricing.currency);
  if (!ok) throw supplierApiUnavailable(`a departure is malformed: ${JSON.stringify(raw).slice(0, 200)}`);
  return d as unknown as SupplierDeparture;
}

const journeyOk = (raw: unknown): boolean => {
  const j = (raw ?? {}) as Record<string, unknown>;
  return (
    typeof j.departureDate === 'string' &&
    LOCAL_TIME.test(j.departureDate) &&
    text(j.timeZone) &&
    typeof j.amountInSupplierCurrency === 'string' &&
    MONEY.test(j.amountInSupplierCurrency) &&
    typeof j.supplierCurrency === 'string' &&
    CURRENCY.test(j.supplierCurrency)
  );
};

/** A live result as the supplier sent it; anything malformed fails the answer. */
function liveResultOf(raw: unknown): SupplierLiveResult {
  const r = (raw ?? {}) as Record<string, unknown>;
  const ok = [r.productId, r.companyName, r.from, r.to, r.type, r.class].every(text) && Array.isArray(r.journeys) && r.journeys.every(journeyOk);
  if (!ok) throw supplierApiUnavailable(`a live result is malformed: ${JSON.stringify(raw).slice(0, 200)}`);
  return r as unknown as SupplierLiveResult;
}

/** The supplier API's products over HTTP (apps/simulators/supplier-api.mjs speaks the same on loopback). */
@Injectable()
export class HttpSupplierInventory extends SupplierInventory {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  async products(integrationId: string): Promise<SupplierProduct[]> {
    const body = await this.get(`/octo/${encodeURIComponent(integrationId)}/products`);
    if (!Array.isArray(body)) throw supplierApiUnavailable('the products answer is not a list');
    return body.map(productOf).filter((p): p is SupplierProduct => p !== null);
  }

  async availability(integrationId: string, transferId: string, localDateStart: string, localDateEnd: string): Promise<SupplierDeparture[]> {
    const body = await this.call('POST', `/octo/${encodeURIComponent(integrationId)}/availability`, { productId: transferId, localDateStart, localDateEnd });
    if (!Array.isArray(body)) throw supplierApiUnavailable('the availability answer is not a list');
    return body.map(departureOf);
  }

  async profile(integrationId: string): Promise<SupplierProfile> {
    const body = (await this.get(`/octo/${encodeURIComponent(integrationId)}/supplier`)) as Record<string, unknown> | null;
    const mode = body?.mode;
    if (!body || !text(body.id) || !text(body.name) || (mode !== 'online' && mode !== 'offline'))
      throw supplierApiUnavailable('the supplier answer is malformed');
    const capabilities = (body.capabilities ?? {}) as Record<string, unknown>;
    return { id: body.id, name: body.name, mode, bulkMapping: capabilities.bulkMapping === true };
  }

  async search(integrationId: string, from: string, to: string, date: string): Promise<SupplierLiveResult[]> {
    const body = await this.call('POST', `/octo/${encodeURIComponent(integrationId)}/search`, { from, to, date });
    if (!Array.isArray(body)) throw supplierApiUnavailable('the search answer is not a list');
    return body.map(liveResultOf);
  }

  private get(path: string): Promise<unknown> {
    return this.call('GET', path);
  }

  private async call(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<unknown> {
    const baseUrl = this.config.supplierApiUrl;
    if (!baseUrl) throw supplierApiNotConfigured();
    let response: Response;
    let raw: string;
    try {
      response = await fetch(new URL(path, baseUrl), {
        method,
        headers: { accept: 'application/json', ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        body: payload === undefined ? undefined : JSON.stringify(payload),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      raw = await response.text();
    } catch (err) {
      throw supplierApiUnavailable(`${method} ${path}: ${(err as Error).message}`);
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw supplierApiUnavailable(`${method} ${path}: HTTP ${response.status} with a body that is not JSON`);
    }
    if (!response.ok) {
      const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
      throw supplierApiUnavailable(`HTTP ${response.status}${typeof message === 'string' ? `: ${message}` : ''}`);
    }
    return body;
  }
}
