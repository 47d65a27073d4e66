import { BookingMessage, type FieldProblem } from '@farebox/domain';

export const PAST_DATE_MESSAGE = 'The date cannot be before today.';

export interface SearchValues {
  from: string;
  to: string;
  date: string;
  company: string;
}

/** Booking search (spec part 2, section 5): From, To and Date required, the date not before today. */
export function validateSearch(values: SearchValues, today: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of ['from', 'to', 'date'] as const) {
    if (!values[field]) problems.push({ field, message: BookingMessage.Required });
  }
  if (values.date && values.date < today) problems.push({ field: 'date', message: PAST_DATE_MESSAGE });
  return problems;
}

/** Why a product is chosen: a new booking, the exchange of a booking, or another product for a booking being edited. */
export type ProductChoice = { kind: 'new' } | { kind: 'exchange'; bookingId: string } | { kind: 'edit'; bookingId: string };

/** The choice a search URL names (`?exchangeFrom=<id>` or `?editBooking=<id>`). */
export function productChoiceOf(params: URLSearchParams): ProductChoice {
  const exchangeFrom = params.get('exchangeFrom');
  if (exchangeFrom) return { kind: 'exchange', bookingId: exchangeFrom };
  const editBooking = params.get('editBooking');
  return editBooking ? { kind: 'edit', bookingId: editBooking } : { kind: 'new' };
}

/** The edit screen's URL once a product is chosen: a new booking (or an exchange), or the edited booking on it. */
export function chosenProductPath(productId: string, search: SearchValues, choice: ProductChoice): string {
  const params = new URLSearchParams({ productId, date: search.date, from: search.from, to: search.to });
  if (choice.kind === 'edit') return `/bookings/edit/${encodeURIComponent(choice.bookingId)}?${params.toString()}`;
  if (choice.kind === 'exchange') params.set('exchangeFrom', choice.bookingId);
  return `/bookings/edit/new?${params.toString()}`;
}
