import { describe, expect, it } from '@jest/globals';
import { chargePhrases } from './product-charges';
import type { ProductCharges } from './products.api';

const none: ProductCharges = {
  currency: 'THB',
  bookingFee: null,
  returnDiscount: { amount: '0.00', amountUsd: '0.00' },
  returnCostDiscount: { amount: '0.00', amountUsd: '0.00' },
  offlinePrice: null,
};

describe('chargePhrases', () => {
  it('says nothing for a product without charges, or a zero booking fee', () => {
    expect(chargePhrases(none)).toEqual([]);
    expect(chargePhrases({ ...none, bookingFee: { amount: '0.00', amountUsd: '0.00', isPerPassenger: false, source: 'line' } })).toEqual([]);
  });

  it('names the booking fee per booking or per passenger, the round-trip discounts and the offline price', () => {
    expect(
      chargePhrases({
        currency: 'THB',
        bookingFee: { amount: '30.00', amountUsd: '0.90', isPerPassenger: true, source: 'line' },
        returnDiscount: { amount: '50.00', amountUsd: '1.50' },
        returnCostDiscount: { amount: '20.00', amountUsd: '0.60' },
        offlinePrice: { amount: '400.00', amountUsd: '12.00' },
      }),
    ).toEqual([
      'Booking fee 30.00 THB per passenger',
      'Round trip: 50.00 THB off per passenger',
      'Round trip: cost 20.00 THB lower per passenger',
      'Offline sale: 400.00 THB per passenger',
    ]);
    expect(chargePhrases({ ...none, bookingFee: { amount: '25.00', amountUsd: null, isPerPassenger: false, source: 'rideRule' } })).toEqual([
      'Booking fee 25.00 THB per booking',
    ]);
  });
});
