import { bookingCharges, formatCents, sumCents, toCents, type Cents } from '@farebox/domain';
import type { ProductCharges, ProductDeparture } from '../search/products.api';

export interface FareEstimate {
  amount: string;
  currency: string;
  /** The booking fee included in the amount; null when there is none. */
  fee: string | null;
  /** The round-trip discount taken off the amount; null when there is none. */
  returnDiscount: string | null;
}

export interface FareCharges {
  charges: ProductCharges;
  /** Sold offline: every fare is the offline price. */
  offline: boolean;
  /** Seats booked (the booking fee and round-trip discount are per passenger when the line says so). */
  seats: number;
}

/**
 * The fare of the chosen trips for the passengers' types, in the supplier currency, with the line's booking fee and
 * round-trip discount (the sums the server makes, see bookingCharges): what a new booking will cost before extras
 * (the server prices the booking when it is saved). A private transfer's fare is priced once. Null while a trip or
 * a price is missing.
 */
export function estimateFare(
  passengerTypes: readonly string[],
  trips: readonly (ProductDeparture | undefined)[],
  privateTransfer: boolean,
  extra: FareCharges | null = null,
): FareEstimate | null {
  if (trips.length === 0 || passengerTypes.length === 0) return null;
  const types = privateTransfer ? passengerTypes.slice(0, 1) : passengerTypes;
  const offline = extra?.offline && extra.charges.offlinePrice ? toCents(extra.charges.offlinePrice.amount) : null;
  const perTrip: Cents[] = [];
  let currency: string | null = null;
  for (const trip of trips) {
    if (!trip) return null;
    const cents: Cents[] = [];
    for (const type of types) {
      const price = trip.prices.find((p) => p.passengerType === type);
      const amount = offline ?? (price ? toCents(price.amount) : null);
      if (!price || amount === null || (currency && price.currency !== currency)) return null;
      currency = price.currency;
      cents.push(amount);
    }
    perTrip.push(sumCents(cents));
  }
  if (!currency) return null;
  const fares = sumCents(perTrip);
  if (!extra || extra.charges.currency !== currency) return { amount: formatCents(fares), currency, fee: null, returnDiscount: null };
  const { bookingFee, returnDiscount } = extra.charges;
  const charges = bookingCharges({
    passengers: extra.seats,
    fee: bookingFee ? { isPerPassenger: bookingFee.isPerPassenger, price: toCents(bookingFee.amount) ?? 0n } : null,
    returnDiscount: toCents(returnDiscount.amount) ?? 0n,
    // The cost is the server's business; the form shows what the customer pays.
    returnCostDiscount: 0n,
    returnFares: perTrip.length > 1 ? { price: perTrip[1], cost: 0n } : null,
  });
  return {
    amount: formatCents(fares + charges.fee - charges.returnDiscount),
    currency,
    fee: charges.fee > 0n ? formatCents(charges.fee) : null,
    returnDiscount: charges.returnDiscount > 0n ? formatCents(charges.returnDiscount) : null,
  };
}
