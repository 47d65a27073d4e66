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

/** The edit screen's URL for creating a booking of a product (plus the booking being exchanged, if any). */
export function newBookingPath(productId: string, search: SearchValues, exchangeFrom?: string | null): string {
  const params = new URLSearchParams({ productId, date: search.date, from: search.from, to: search.to });
  if (exchangeFrom) params.set('exchangeFrom', exchangeFrom);
  return `/bookings/edit/new?${params.toString()}`;
}
