import { describe, expect, it } from '@jest/globals';
import type { ProductCharges, ProductDeparture } from '../search/products.api';
import { estimateFare } from './booking-price';

const station = { id: 's', name: 'S', address: null, cityId: 'c' };
const trip = (prices: [string, string][], currency = 'THB'): ProductDeparture => ({
  tripId: 't',
  eventId: null,
  direction: 'aToB',
  from: station,
  to: station,
  departureAt: '2030-05-01T06:30:00Z',
  arrivalAt: '2030-05-01T10:00:00Z',
  timezone: 'Asia/Bangkok',
  seatsLeft: 5,
  prices: prices.map(([passengerType, amount]) => ({ passengerType, amount, currency, amountUsd: '1.00' })),
});

describe('estimateFare', () => {
  const out = trip([
    ['adult', '450.50'],
    ['child', '225.25'],
  ]);
  const back = trip([
    ['adult', '400'],
    ['child', '200'],
  ]);

  it('adds each passenger type price of every chosen trip, exactly', () => {
    expect(estimateFare(['adult', 'child', 'child'], [out, back], false)).toEqual({ amount: '1701.00', currency: 'THB', fee: null, returnDiscount: null });
  });

  it('prices a private transfer once', () => {
    expect(estimateFare(['adult', 'adult'], [out], true)).toEqual({ amount: '450.50', currency: 'THB', fee: null, returnDiscount: null });
  });

  it('is unknown while a trip or a price is missing, or currencies differ', () => {
    expect(estimateFare(['adult'], [out, undefined], false)).toBeNull();
    expect(estimateFare(['senior'], [out], false)).toBeNull();
    expect(estimateFare(['adult'], [out, trip([['adult', '1']], 'EUR')], false)).toBeNull();
    expect(estimateFare([], [out], false)).toBeNull();
  });

  const charges = (over: Partial<ProductCharges> = {}): ProductCharges => ({
    currency: 'THB',
    bookingFee: { amount: '20.00', amountUsd: '0.55', isPerPassenger: true, source: 'line' },
    returnDiscount: { amount: '50.00', amountUsd: '1.39' },
    returnCostDiscount: { amount: '40.00', amountUsd: '1.11' },
    offlinePrice: { amount: '300.00', amountUsd: '8.33' },
    ...over,
  });

  it('adds the booking fee and takes the round-trip discount off, per passenger', () => {
    expect(estimateFare(['adult', 'child'], [out, back], false, { charges: charges(), offline: false, seats: 2 })).toEqual({
      amount: '1215.75',
      currency: 'THB',
      fee: '40.00',
      returnDiscount: '100.00',
    });
  });

  it('charges a per-booking fee once and no discount one way', () => {
    const fee = { amount: '35.00', amountUsd: '0.97', isPerPassenger: false, source: 'rideRule' as const };
    expect(estimateFare(['adult', 'child'], [out], false, { charges: charges({ bookingFee: fee }), offline: false, seats: 2 })).toEqual({
      amount: '710.75',
      currency: 'THB',
      fee: '35.00',
      returnDiscount: null,
    });
  });

  it('prices an offline sale at the offline price', () => {
    expect(estimateFare(['adult', 'child'], [out], false, { charges: charges({ bookingFee: null }), offline: true, seats: 2 })).toEqual({
      amount: '600.00',
      currency: 'THB',
      fee: null,
      returnDiscount: null,
    });
  });
});
