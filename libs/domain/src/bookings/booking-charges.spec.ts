import { describe, expect, it } from '@jest/globals';
import { bookingCharges } from './booking-charges.js';

const base = { passengers: 2, fee: null, returnDiscount: 0n, returnCostDiscount: 0n, returnFares: null };

describe('bookingCharges', () => {
  it('charges a per-booking fee once and a per-passenger fee per passenger', () => {
    expect(bookingCharges({ ...base, fee: { isPerPassenger: false, price: 3000n } }).fee).toBe(3000n);
    expect(bookingCharges({ ...base, passengers: 3, fee: { isPerPassenger: true, price: 1250n } }).fee).toBe(3750n);
  });

  it('gives no round-trip discount to a one-way booking', () => {
    expect(bookingCharges({ ...base, returnDiscount: 5000n, returnCostDiscount: 4000n })).toEqual({ fee: 0n, returnDiscount: 0n, returnCostDiscount: 0n });
  });

  it('takes the discounts per passenger off a round trip, never more than the return fares', () => {
    const returnFares = { price: 80000n, cost: 60000n };
    expect(bookingCharges({ ...base, returnDiscount: 5000n, returnCostDiscount: 4000n, returnFares })).toMatchObject({
      returnDiscount: 10000n,
      returnCostDiscount: 8000n,
    });
    expect(bookingCharges({ ...base, returnDiscount: 50000n, returnCostDiscount: 40000n, returnFares })).toMatchObject({
      returnDiscount: 80000n,
      returnCostDiscount: 60000n,
    });
  });
});
