/**
 * How a line's reverse cutoff and allocation cutoff change what is sold (spec part 2, 3.5 reverseCutoff,
 * allocationCutoff; the design notes of the README say why these meanings).
 *
 * - reverseCutoff is the book-before cutoff of the line's reverse direction (bToA, departures from station B): the
 *   two ends of a line often close sales at different times (an island pier, an airport pick-up). Empty, bookBefore
 *   applies both ways.
 * - allocationCutoff is when the unsold seats of a departure's prepaid allocation go back to the supplier: from
 *   departure minus the cutoff on, those seats are no longer sold, only the departure's other seats are.
 * - fullAllocationPolicy says what happens once a departure's prepaid allocation is sold (bookings take prepaid seats
 *   first): 'pending', the departure's other seats are still sold, each booking pending until the supplier confirms
 *   it; 'full', the departure is fully booked.
 */
import type { FullAllocationPolicy } from '../lines/line-options.js';

export type SaleDirection = 'aToB' | 'bToA';

/** The book-before cutoff (minutes) of a departure in `direction`. */
export function bookBeforeFor(direction: SaleDirection, cutoffs: { bookBefore: number | null; reverseCutoff: number | null }): number | null {
  return direction === 'bToA' && cutoffs.reverseCutoff != null ? cutoffs.reverseCutoff : cutoffs.bookBefore;
}

export interface TripSeats {
  seatsTotal: number;
  seatsLeft: number;
  /** The departure's prepaid allocation (its own number, else its event's allocation on that day); 0 for none. */
  prepaidSeats: number;
  /** The prepaid seats released at the allocation cutoff, once recorded; null while none were. */
  releasedSeats: number | null;
}

/** Whether the departure is inside the allocation cutoff at `now` (its unsold prepaid seats are released). */
export function isInsideAllocationCutoff(departureAt: Date, now: Date, allocationCutoffMinutes: number | null): boolean {
  return allocationCutoffMinutes != null && departureAt.getTime() - allocationCutoffMinutes * 60_000 < now.getTime();
}

/**
 * The prepaid seats to release now: inside the cutoff and not yet recorded, the allocation's unsold seats (bookings
 * before the cutoff use the prepaid seats first); null when there is nothing to record. The first seat reservation
 * inside the cutoff records the number, so seats sold after it are free-sale seats and never count against it.
 */
export function seatsToRelease(seats: TripSeats, departureAt: Date, now: Date, allocationCutoffMinutes: number | null): number | null {
  if (seats.releasedSeats !== null || !isInsideAllocationCutoff(departureAt, now, allocationCutoffMinutes)) return null;
  return prepaidSeatsLeft(seats);
}

/** Prepaid seats not yet sold nor released; 0 without a prepaid allocation. */
export function prepaidSeatsLeft(seats: TripSeats): number {
  return Math.max(0, seats.prepaidSeats - (seats.seatsTotal - seats.seatsLeft) - (seats.releasedSeats ?? 0));
}

/** Whether a booking of `count` seats goes beyond the departure's prepaid allocation (never without one). */
export function exceedsPrepaid(seats: TripSeats, count: number): boolean {
  return seats.prepaidSeats > 0 && count > prepaidSeatsLeft(seats);
}

/**
 * Seats that may still be sold: the seats left less the released prepaid ones (recorded, or that the cutoff releases
 * now); under the 'full' policy, no more than the prepaid seats left.
 */
export function sellableSeats(
  seats: TripSeats,
  departureAt: Date,
  now: Date,
  allocationCutoffMinutes: number | null,
  policy: FullAllocationPolicy = 'pending',
): number {
  const released = seats.releasedSeats ?? seatsToRelease(seats, departureAt, now, allocationCutoffMinutes) ?? 0;
  const free = Math.max(0, seats.seatsLeft - released);
  if (policy !== 'full' || seats.prepaidSeats === 0) return free;
  return Math.min(free, prepaidSeatsLeft({ ...seats, releasedSeats: released }));
}

export const CutoffSaleMessage = {
  AllocationReleased: (left: number) =>
    `The prepaid allocation of this departure was released at the allocation cutoff: ${left} seat${left === 1 ? ' is' : 's are'} left.`,
  AllocationSoldOut: (left: number) => `This departure is fully booked once its prepaid allocation is sold: ${left} seat${left === 1 ? ' is' : 's are'} left.`,
} as const;
