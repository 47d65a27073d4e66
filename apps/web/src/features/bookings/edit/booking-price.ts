import { formatCents, sumCents, toCents } from '@farebox/domain';
import type { ProductDeparture } from '../search/products.api';

/**
 * The fare of the chosen trips for the passengers' types, in the supplier currency: what a new booking will
 * cost before extras (the server prices the booking when it is saved). A private transfer is priced once.
 * Null while a trip or a price is missing.
 */
export function estimateFare(
  passengerTypes: readonly string[],
  trips: readonly (ProductDeparture | undefined)[],
  privateTransfer: boolean,
): { amount: string; currency: string } | null {
  if (trips.length === 0 || passengerTypes.length === 0) return null;
  const types = privateTransfer ? passengerTypes.slice(0, 1) : passengerTypes;
  const cents = [];
  let currency: string | null = null;
  for (const trip of trips) {
    if (!trip) return null;
    for (const type of types) {
      const price = trip.prices.find((p) => p.passengerType === type);
      const amount = price ? toCents(price.amount) : null;
      if (!price || amount === null || (currency && price.currency !== currency)) return null;
      currency = price.currency;
      cents.push(amount);
    }
  }
  return currency ? { amount: formatCents(sumCents(cents)), currency } : null;
}
