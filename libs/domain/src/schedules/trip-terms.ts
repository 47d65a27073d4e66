import type { FieldProblem } from '../identity/field-problem.js';
import type { PrepaidAllocation } from './event-rules.js';

/**
 * Where one trip takes its price rule, its multi-stations and its prepaid allocation from (spec part 2, 2.10 "Edit
 * trip", 3.1 Trip): its event (the default), the line, or the trip itself (a price rule or a prepaid number of its
 * own: isManuallyPriced, isManuallyAllocated). A single-occurrence edit of a recurring event is this edit on the trip
 * of that date.
 */
export const TRIP_TERM_SOURCES = ['event', 'line', 'trip'] as const;
export type TripTermSource = (typeof TRIP_TERM_SOURCES)[number];

export const TRIP_SOURCE_LABELS: Record<TripTermSource, string> = { event: 'From the event', line: 'From the line', trip: 'For this trip' };

export const TripTermsMessage = {
  PriceRule: 'Choose the price rule of this trip.',
  UnknownPriceRule: 'The price rule is not one of the line.',
  Prepaid: 'The prepaid number must be at least 0.',
} as const;

export interface TripTermsFields {
  priceSource: TripTermSource;
  /** The trip's own rule (priceSource 'trip'). */
  priceRuleId: string | null;
  /** Stops: the event's list (its own, or the line's when the event takes the line's), the line's, or the trip's own. */
  multiStationsSource: TripTermSource;
  prepaidSource: TripTermSource;
  /** The trip's own prepaid number (prepaidSource 'trip'). */
  prepaidSeats: number | null;
}

/** Every invalid field of an Edit trip form: a rule and a prepaid number (at least 0) are needed when the trip has its own. */
export function validateTripTerms(f: TripTermsFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (f.priceSource === 'trip' && !f.priceRuleId) problems.push({ field: 'priceRuleId', message: TripTermsMessage.PriceRule });
  if (f.prepaidSource === 'trip' && (f.prepaidSeats === null || !Number.isInteger(f.prepaidSeats) || f.prepaidSeats < 0))
    problems.push({ field: 'prepaidSeats', message: TripTermsMessage.Prepaid });
  return problems;
}

/**
 * The prepaid allocation a trip has on its local date: its own number, the line's prepaid tickets, or the seats of
 * the event's allocations that cover the date (added up when several do; null when none does).
 */
export function effectivePrepaid(
  source: TripTermSource,
  facts: { tripSeats: number | null; linePrepaid: number | null; eventAllocations: readonly PrepaidAllocation[]; localDate: string },
): number | null {
  if (source === 'trip') return facts.tripSeats;
  if (source === 'line') return facts.linePrepaid;
  const covering = facts.eventAllocations.filter((a) => a.startDate <= facts.localDate && facts.localDate <= a.endDate);
  return covering.length === 0 ? null : covering.reduce((sum, a) => sum + a.allocatedSeats, 0);
}

/**
 * The one price rule that prices a trip whatever its conditions, or null when the trip is priced like the line (its
 * prices and every matching price rule): the trip's own rule, the event's rule when the trip takes the event's and
 * the event has one.
 */
export function chosenPriceRuleId(source: TripTermSource, tripRuleId: string | null, eventRuleId: string | null): string | null {
  if (source === 'trip') return tripRuleId;
  if (source === 'event') return eventRuleId;
  return null;
}
