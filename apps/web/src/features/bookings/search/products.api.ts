import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';

/** One price of a departure, per passenger type, in the supplier currency plus its USD amount. */
export interface ProductPrice {
  passengerType: string;
  amount: string;
  currency: string;
  amountUsd: string;
}

export interface StationRef {
  id: string;
  name: string;
  address?: string | null;
  city?: string | null;
}

/** A concrete departure (trip) of a product. */
export interface ProductDeparture {
  tripId: string;
  departureAt: string;
  arrivalAt: string;
  timezone: string;
  seatsLeft: number;
  prices: ProductPrice[];
  fromStation?: StationRef | null;
  toStation?: StationRef | null;
}

/** One entry of GET /api/bookings/products (a line with its departures on the date). */
export interface ProductSummary {
  id: string;
  denomination: string;
  type: string;
  company: { id: string; name: string };
  privateTransfer: boolean;
  minPassengers: number;
  departures: ProductDeparture[];
}

export interface PassengerTypeDef {
  id: string;
  type: string;
  fromAge: number;
  toAge: number;
}

export type ExtraType = 'pickup_hotel' | 'pickup_airport' | 'dropoff_hotel' | 'dropoff_airport' | 'upgrade';

export interface ExtraOptionDef {
  id: string;
  extraType: ExtraType;
  note?: string | null;
  needInput: boolean;
  inputLabel?: string | null;
  mandatory: boolean;
  price?: { amount: string; currency: string } | null;
}

export interface PolicyRule {
  kind: 'cancellation' | 'amendment';
  timeBefore: number;
  unit: 'hours' | 'days';
  feePercent: number;
}

export interface ProductPack {
  id: string;
  name: string;
  description?: string | null;
  price: { amount: string; currency: string };
}

/** GET /api/bookings/products/:lineId?date: one product with what a booking of it needs. */
export interface ProductDetail extends ProductSummary {
  isSupplierApi?: boolean;
  passengerTypes: PassengerTypeDef[];
  extras: ExtraOptionDef[];
  policyRules?: PolicyRule[];
  /** Departures in the reverse direction on the date (the return journey). */
  returnTrips: ProductDeparture[];
  packs?: ProductPack[];
}

export interface ProductSearch {
  from: string;
  to: string;
  date: string;
  company?: string;
}

export const productKeys = {
  all: ['bookings', 'products'] as const,
  search: (search: ProductSearch) => [...productKeys.all, 'search', search] as const,
  detail: (query: ProductQuery) => [...productKeys.all, 'detail', query] as const,
};

/** The products between two cities on a date; runs once From, To and Date are all chosen. */
export function useProductSearch(search: ProductSearch | null) {
  return useQuery({
    queryKey: productKeys.search(search ?? { from: '', to: '', date: '' }),
    queryFn: ({ signal }) => api<ProductSummary[]>('/bookings/products', { query: { ...search }, signal }),
    enabled: !!search,
    placeholderData: keepPreviousData,
  });
}

/** One product on a date; `from` and `to` (city ids) say which way its departures go (the return trips go back). */
export interface ProductQuery {
  lineId: string;
  date: string;
  from: string;
  to: string;
}

export function useProduct(query: ProductQuery | null) {
  return useQuery({
    queryKey: productKeys.detail(query ?? { lineId: '', date: '', from: '', to: '' }),
    queryFn: ({ signal }) => {
      const { lineId, ...rest } = query!;
      return api<ProductDetail>(`/bookings/products/${encodeURIComponent(lineId)}`, { query: { ...rest }, signal });
    },
    enabled: !!query?.lineId && !!query.date,
    placeholderData: keepPreviousData,
  });
}
