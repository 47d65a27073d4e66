/** A supplier station of a transfer (spec part 2, 3.6). */
export interface SupplierStation {
  id: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  timeOffsetInMinutes: number;
  isBoarding: boolean;
  isDropoff: boolean;
}

/** A supplier's transfer: an OCTO product with the transport fields (apps/simulators/supplier-api.md). */
export interface SupplierProduct {
  id: string;
  company: string;
  fromCity: string;
  toCity: string;
  vehicleType: string;
  vehicleClass: string;
  routeId: string;
  timeZone: string;
  multiStations: SupplierStation[];
}

/** One departure of a transfer (OCTO availability): local times in the transfer's timeZone, price a decimal string. */
export interface SupplierDeparture {
  id: string;
  localDateTimeStart: string;
  localDateTimeEnd: string;
  status: 'AVAILABLE' | 'LIMITED' | 'SOLD_OUT' | 'CLOSED';
  vacancies: number;
  capacity: number;
  pricing: { retail: string; currency: string };
}

/** The supplier's own description (GET /octo/:supplier/supplier): its mode and what it supports. */
export interface SupplierProfile {
  id: string;
  name: string;
  mode: 'online' | 'offline';
  bulkMapping: boolean;
}

/** One departure of a live result: local time in timeZone, price a decimal string in the supplier's currency. */
export interface SupplierJourney {
  departureDate: string;
  timeZone: string;
  amountInSupplierCurrency: string;
  supplierCurrency: string;
}

/** An online supplier's live search result (spec part 2, 3.6 live result), in the supplier's own words. */
export interface SupplierLiveResult {
  productId: string;
  companyName: string;
  from: string;
  to: string;
  type: string;
  class: string;
  journeys: SupplierJourney[];
}

/**
 * Port to the inventory side of the supplier APIs (products and availability). Failures are AppExceptions:
 * 502 SupplierApiUnavailable, 503 SupplierApiNotConfigured.
 */
export abstract class SupplierInventory {
  abstract products(integrationId: string): Promise<SupplierProduct[]>;
  /** Every departure of the transfer from localDateStart to localDateEnd (YYYY-MM-DD, both included). */
  abstract availability(integrationId: string, transferId: string, localDateStart: string, localDateEnd: string): Promise<SupplierDeparture[]>;
  /** The supplier's profile, capabilities included. */
  abstract profile(integrationId: string): Promise<SupplierProfile>;
  /** An online supplier's live search from one city to another on a local date (YYYY-MM-DD). */
  abstract search(integrationId: string, from: string, to: string, date: string): Promise<SupplierLiveResult[]>;
}
