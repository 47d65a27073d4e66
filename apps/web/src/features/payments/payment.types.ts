import type { Schemas } from '@/api/http';

/** The payments REST contract's payloads, generated from libs/bookings' payment DTOs. */
export type PaymentListItem = Schemas['PaymentListItemDto'];
export type PaymentBookingItem = Schemas['PaymentItemDto'];
export type PaymentTransaction = Schemas['PaymentTransactionDto'];
export type PriceChange = Schemas['PriceChangeDto'];
export type PaymentDetail = Schemas['PaymentDetailDto'];

/** The list filters as they appear in the URL (spec part 2, route table of /payments). */
export const PAYMENT_FILTER_KEYS = ['from', 'to', 'reference', 'date', 'company', 'paymentId', 'email', 'name', 'status'] as const;
export type PaymentFilterKey = (typeof PAYMENT_FILTER_KEYS)[number];
export type PaymentFilters = Record<PaymentFilterKey, string>;
/** Text filters, written to the URL once typing stops (spec part 2, section 9: 300 ms). */
export const PAYMENT_TEXT_FILTERS = ['reference', 'paymentId', 'email', 'name'] as const satisfies readonly PaymentFilterKey[];
