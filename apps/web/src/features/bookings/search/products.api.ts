import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api/http';

/** One price of a departure, per passenger type, in the supplier currency plus its USD amount. */
export interface ProductPrice {
  passengerType: string;
  amount: string;
  currency: string;
  amountUsd: string;
}

export interface ProductStation {
  id: string;
  name: string;
  address: string | null;
  cityId: string;
}

export interface ProductCity {
  id: string;
  name: string;
  timezone: string;
}

/** A concrete departure (trip) of a product. */
export interface ProductDeparture {
  tripId: string;
  eventId: string | null;
  direction: string;
  departureAt: string;
  arrivalAt: string;
  timezone: string;
  seatsLeft: number;
  from: ProductStation;
  to: ProductStation;
  prices: ProductPrice[];
}

/** One entry of GET /api/bookings/products (a line with its departures on the date). */
export interface ProductSummary {
  id: string;
  denomination: string;
  type: string;
  lineClass: string;
  company: { id: string; name: string };
  privateTransfer: boolean;
  minPassengers: number;
  fromCity: ProductCity;
  toCity: ProductCity;
  departures: ProductDeparture[];
}

export interface PassengerTypeDef {
  type: string;
  fromAge: number | null;
  toAge: number | null;
}

export type ExtraType = 'pickup_hotel' | 'pickup_airport' | 'dropoff_hotel' | 'dropoff_airport' | 'upgrade';

export interface ExtraOptionDef {
  id: string;
  extraType: ExtraType;
  label: string;
  note: string | null;
  needInput: boolean;
  inputLabel: string | null;
  mandatory: boolean;
  perPassenger: boolean;
  price: string;
  currency: string;
  priceUsd: string;
}

/** A vehicle a ferry carries, priced per vehicle and journey in the supplier currency. */
export interface VehicleTypeDef {
  id: string;
  typeName: string;
  amount: string;
  currency: string;
  amountUsd: string;
}

/** A pack a booking may include, priced per passenger and journey in the supplier currency. */
export interface PackDef {
  id: string;
  name: string;
  description: string | null;
  amount: string;
  currency: string;
  amountUsd: string;
}

/** GET /api/bookings/products/:lineId: one product with what a booking of it needs. */
export interface ProductDetail extends ProductSummary {
  isSupplierApi: boolean;
  supplierCurrency: string;
  passengerTypes: PassengerTypeDef[];
  extras: ExtraOptionDef[];
  /** A ferry carrying vehicles: the booking may list its vehicles, of these types. */
  vehicleOnBoard: boolean;
  vehicleTypes: VehicleTypeDef[];
  packs: PackDef[];
  /** Departures in the reverse direction on the return date. */
  returnDepartures: ProductDeparture[];
}

export interface ProductSearch {
  from: string;
  to: string;
  date: string;
  company?: string;
  /** Only the product with this transport reference (its slug). */
  transportReference?: string;
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

/** One product: departures from `from` (default: the line's first city) on `date`, and back on `returnDate`. */
export interface ProductQuery {
  lineId: string;
  date: string;
  from?: string;
  returnDate?: string;
}

export function useProduct(query: ProductQuery | null) {
  return useQuery({
    queryKey: productKeys.detail(query ?? { lineId: '', date: '' }),
    queryFn: ({ signal }) => {
      const { lineId, ...rest } = query!;
      return api<ProductDetail>(`/bookings/products/${encodeURIComponent(lineId)}`, { query: { ...rest }, signal });
    },
    enabled: !!query?.lineId && !!query.date,
    placeholderData: keepPreviousData,
  });
}
