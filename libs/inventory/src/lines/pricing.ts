import { Decimal } from 'decimal.js';

const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** Selling amount from the supplier's cost and a markup percent, to the cent. */
export function amountWithMarkup(cost: Decimal.Value, markupPercent: Decimal.Value): Decimal {
  return cents(new Decimal(cost).times(new Decimal(markupPercent).div(100).plus(1)));
}

/** An amount of a currency in USD, given how many units of it one USD buys. */
export function toUsd(amount: Decimal.Value, unitsPerUsd: Decimal.Value): Decimal {
  const rate = new Decimal(unitsPerUsd);
  if (rate.lte(0)) throw new RangeError(`Exchange rate must be positive, got ${rate.toString()}`);
  return cents(new Decimal(amount).div(rate));
}

export interface EffectiveBookingFee {
  isPerPassenger: boolean;
  /** In the line's supplier currency. */
  price: Decimal;
  /** Where it comes from: the line's own fee, or a ride rule `booking-fee` that overrides it. */
  source: 'line' | 'rideRule';
}

/**
 * The booking fee a line charges: a ride rule `booking-fee` that applies to the line overrides the line's own (spec
 * 3.5 "Ride rule attribute"), even to 0; otherwise the line's when active; else none.
 */
export function effectiveBookingFee(
  line: { bookingFeeActive: boolean; bookingFeePerPassenger: boolean; bookingFeePrice: Decimal },
  rule: { price: string; isPerPassenger: boolean } | null,
): EffectiveBookingFee | null {
  if (rule) return { isPerPassenger: rule.isPerPassenger, price: new Decimal(rule.price), source: 'rideRule' };
  if (!line.bookingFeeActive) return null;
  return { isPerPassenger: line.bookingFeePerPassenger, price: new Decimal(line.bookingFeePrice), source: 'line' };
}
