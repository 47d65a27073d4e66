import { toCents } from '@farebox/domain';
import { formatMoney } from '@/ui/format';
import type { ProductCharges } from './products.api';

const isZero = (amount: string) => (toCents(amount) ?? 0n) === 0n;

/** What a booking of the product adds to its fares, one phrase each; empty when nothing. */
export function chargePhrases(charges: ProductCharges): string[] {
  const money = (amount: string) => formatMoney(amount, charges.currency);
  const { bookingFee, returnDiscount, returnCostDiscount, offlinePrice } = charges;
  return [
    bookingFee && !isZero(bookingFee.amount) && `Booking fee ${money(bookingFee.amount)} ${bookingFee.isPerPassenger ? 'per passenger' : 'per booking'}`,
    !isZero(returnDiscount.amount) && `Round trip: ${money(returnDiscount.amount)} off per passenger`,
    !isZero(returnCostDiscount.amount) && `Round trip: cost ${money(returnCostDiscount.amount)} lower per passenger`,
    offlinePrice && `Offline sale: ${money(offlinePrice.amount)} per passenger`,
  ].filter((phrase): phrase is string => !!phrase);
}
