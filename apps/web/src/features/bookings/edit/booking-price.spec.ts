import { describe, expect, it } from '@jest/globals';
import type { ProductDeparture } from '../search/products.api';
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
    expect(estimateFare(['adult', 'child', 'child'], [out, back], false)).toEqual({ amount: '1701.00', currency: 'THB' });
  });

  it('prices a private transfer once', () => {
    expect(estimateFare(['adult', 'adult'], [out], true)).toEqual({ amount: '450.50', currency: 'THB' });
  });

  it('is unknown while a trip or a price is missing, or currencies differ', () => {
    expect(estimateFare(['adult'], [out, undefined], false)).toBeNull();
    expect(estimateFare(['senior'], [out], false)).toBeNull();
    expect(estimateFare(['adult'], [out, trip([['adult', '1']], 'EUR')], false)).toBeNull();
    expect(estimateFare([], [out], false)).toBeNull();
  });
});
