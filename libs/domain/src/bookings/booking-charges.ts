import type { Cents } from '../payments/money.js';

/**
 * What a booking is charged beside its fares (spec part 2, 2.11 "line price input", 3.1 additionalFees and
 * returnDiscount, 3.5 bookingFee and defaultPrice.returnDiscount / returnCostDiscount). All in one currency (the
 * line's supplier currency), as cents, so the booking form's estimate and the API's price are the same sums.
 */

export interface BookingFeeTerms {
  isPerPassenger: boolean;
  price: Cents;
}

export interface BookingChargesInput {
  /** Seats booked (a private transfer's passenger count). */
  passengers: number;
  /** The fee that applies (the line's when active, or the ride rule `booking-fee`); null for none. */
  fee: BookingFeeTerms | null;
  /** Per passenger: the maximum round-trip discount on the price and the round-trip discount on the cost. */
  returnDiscount: Cents;
  returnCostDiscount: Cents;
  /** The return journey's fares for all passengers; null for a one-way booking. */
  returnFares: { price: Cents; cost: Cents } | null;
}

export interface BookingCharges {
  fee: Cents;
  /** Taken off the price: the discount per passenger, never more than the return journey's fares. */
  returnDiscount: Cents;
  /** Taken off the supplier's cost, never more than the return journey's cost. */
  returnCostDiscount: Cents;
}

const min = (a: Cents, b: Cents): Cents => (a < b ? a : b);
const atLeastZero = (a: Cents): Cents => (a < 0n ? 0n : a);

/** The booking fee (once per booking, or per passenger) and the round-trip discounts of a round trip. */
export function bookingCharges(input: BookingChargesInput): BookingCharges {
  const count = BigInt(input.passengers);
  const fee = input.fee ? input.fee.price * (input.fee.isPerPassenger ? count : 1n) : 0n;
  if (!input.returnFares) return { fee, returnDiscount: 0n, returnCostDiscount: 0n };
  return {
    fee,
    returnDiscount: min(input.returnDiscount * count, atLeastZero(input.returnFares.price)),
    returnCostDiscount: min(input.returnCostDiscount * count, atLeastZero(input.returnFares.cost)),
  };
}

/** The words the booking's price breakdown (additionalFees) names the fee with. */
export const BOOKING_FEE_DESCRIPTION = 'Booking fee';
