import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client, data, type Schemas } from '@/api/http';

/** A concrete departure (trip) of a product, with its prices per passenger type. */
export type ProductDeparture = Schemas['DepartureDto'];
/** One entry of GET /api/bookings/products (a line with its departures on the date). */
export type ProductSummary = Schemas['ProductDto'];
export type PassengerTypeDef = Schemas['ProductPassengerTypeDto'];
export type ExtraOptionDef = Schemas['ExtraOptionDto'];
/** A vehicle a ferry carries, priced per vehicle and journey in the supplier currency. */
export type VehicleTypeDef = Schemas['VehicleTypeDto'];
/** A pack a booking may include, priced per passenger and journey in the supplier currency. */
export type PackDef = Schemas['PackDto'];
/** The booking fee, round-trip discounts and offline price a booking of the product adds to its fares. */
export type ProductCharges = Schemas['ProductChargesDto'];
/** A passenger extra info the product asks of each passenger. */
export type ExtraInfoDef = Schemas['ExtraInfoDefinitionDto'];
/** GET /api/bookings/products/:lineId: one product with what a booking of it needs. */
export type ProductDetail = Schemas['ProductDetailDto'];

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
    queryFn: ({ signal }) => data(client.GET('/api/bookings/products', { params: { query: search! }, signal })),
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
      return data(client.GET('/api/bookings/products/{lineId}', { params: { path: { lineId }, query: rest }, signal }));
    },
    enabled: !!query?.lineId && !!query.date,
    placeholderData: keepPreviousData,
  });
}
