import { BOOKING_SORTS, DEFAULT_BOOKING_SORT, DEFAULT_PAYMENT_FILTER, MANUAL_FILTERS, PAYMENT_STATUSES, type PaymentStatus } from '@farebox/domain';
import type { operations } from '@/api/generated/schema';
import { oneOf } from '@/ui/one-of';

/** Every query parameter of the /bookings route (spec 2.1) but page, in the URL and sent to GET /api/bookings. */
export const BOOKING_FILTER_KEYS = [
  'status',
  'payment',
  'references',
  'company',
  'supplier',
  'from',
  'to',
  'email',
  'region',
  'manual',
  'createdFromExplicit',
  'createdToExplicit',
  'departureFrom',
  'departureTo',
  'sort',
  'country',
  'tripId',
  'isHandled',
  'productId',
  'eventId',
  'departure',
  'arrival',
  'cartReference',
  'booking',
  'supplierBookingCode',
  'firstName',
  'lastName',
  'customerStatus',
  'domain',
  // The filter menu's change requests and approval method (spec 2.1), beyond the route table.
  'amendStatus',
  'approveMethod',
] as const;
export type BookingFilterKey = (typeof BOOKING_FILTER_KEYS)[number];
export type BookingFilters = Record<BookingFilterKey, string>;

/** Typed filters: they reach the URL (and the API) 300 ms after the last keystroke (spec 9). */
export const TEXT_FILTER_KEYS = [
  'references',
  'booking',
  'cartReference',
  'supplierBookingCode',
  'email',
  'firstName',
  'lastName',
  'tripId',
  'productId',
  'eventId',
  'departure',
  'arrival',
] as const satisfies readonly BookingFilterKey[];

/** Filters the spec gives to full admins only (manual, cart reference, payment status, approval method, supplier, operator, region, city). */
export const FULL_ADMIN_FILTER_KEYS: readonly BookingFilterKey[] = [
  'manual',
  'cartReference',
  'payment',
  'approveMethod',
  'supplier',
  'company',
  'region',
  'from',
  'to',
];

/** The domain filter's first option, every channel (the API takes domain=all); no domain in the URL means it too. */
export const ALL_DOMAINS = 'all';

const PAYMENT_SEPARATOR = ';';

/** What the list shows when the URL names no payment or sort (spec 9); the list writes them into its URL on open. */
export const BOOKING_FILTER_DEFAULTS = {
  payment: DEFAULT_PAYMENT_FILTER.join(PAYMENT_SEPARATOR),
  sort: DEFAULT_BOOKING_SORT,
} as const satisfies Partial<BookingFilters>;

/** The payment statuses a `payment` URL value selects; none in the URL means the default paid;authorized. */
export function paymentSelection(value: string): PaymentStatus[] {
  if (!value) return [...DEFAULT_PAYMENT_FILTER];
  return value.split(PAYMENT_SEPARATOR).filter(Boolean) as PaymentStatus[];
}

/** One order for every selection, the default's first, so the default reads `paid;authorized` however it was ticked. */
const PAYMENT_ORDER: readonly PaymentStatus[] = [...DEFAULT_PAYMENT_FILTER, ...PAYMENT_STATUSES.filter((s) => !DEFAULT_PAYMENT_FILTER.includes(s))];

/** The URL value of a payment selection. */
export function paymentValue(selection: readonly PaymentStatus[]): string {
  return PAYMENT_ORDER.filter((s) => selection.includes(s)).join(PAYMENT_SEPARATOR);
}

/** The query of GET /api/bookings (its paging aside). */
export type BookingListQuery = Omit<NonNullable<operations['BookingsController_list']['parameters']['query']>, 'offset' | 'limit'>;

/**
 * The query of GET /api/bookings for these URL filters: defaults filled in, empty values left out. A URL value that
 * is none of the choices of manual, sort or isHandled is left out too (sort then is the default).
 */
export function listQuery(filters: BookingFilters): BookingListQuery {
  const query: Partial<BookingFilters> = {};
  for (const key of BOOKING_FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) query[key] = value;
  }
  const { manual, sort, isHandled, ...text } = query;
  return {
    ...BOOKING_FILTER_DEFAULTS,
    ...text,
    manual: oneOf(MANUAL_FILTERS, manual),
    sort: oneOf(BOOKING_SORTS, sort) ?? DEFAULT_BOOKING_SORT,
    isHandled: isHandled === 'true' ? true : isHandled === 'false' ? false : undefined,
  };
}
