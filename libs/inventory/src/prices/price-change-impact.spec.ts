import { describe, expect, it } from '@jest/globals';
import { priceChangeImpact, PRICE_IMPACT_EXAMPLES, type TripPrices } from './price-change-impact.js';

const trip = (n: number, seatsSold = 0) => ({
  id: `t${n}`,
  direction: n % 2 ? 'bToA' : 'aToB',
  from_station_id: 'a',
  to_station_id: 'b',
  departure_at: new Date(Date.UTC(2030, 0, n, 1)),
  local_date: `2030-01-${String(n).padStart(2, '0')}`,
  local_time: '08:00',
  local_dow: 2,
  seats_sold: seatsSold,
});

const snapshot = (trips: ReturnType<typeof trip>[], price: (n: number) => Record<string, string>): TripPrices => ({
  trips,
  prices: new Map(trips.map((t, i) => [t.id, new Map(Object.entries(price(i + 1)))])),
});

describe('priceChangeImpact', () => {
  it('counts the trips whose price changes for any passenger type, with seats sold, and names the first ones', () => {
    const trips = Array.from({ length: 8 }, (_, i) => trip(i + 1, i === 1 ? 3 : 0));
    const before = snapshot(trips, () => ({ Adult: '100.00' }));
    // Trip 3 keeps its price; every other gains a child price and trip 2 (3 seats sold) changes its adult price.
    const after = snapshot(trips, (n) => (n === 3 ? { Adult: '100.00' } : { Adult: n === 2 ? '90.00' : '100.00', Child: '50.00' }));
    const impact = priceChangeImpact(before, after, 'THB ');
    expect(impact).toMatchObject({ trips: 7, tripsWithBookings: 1, currency: 'THB' });
    expect(impact.examples).toHaveLength(PRICE_IMPACT_EXAMPLES);
    expect(impact.examples.map((e) => e.localDate)).toEqual(['2030-01-01', '2030-01-02', '2030-01-04', '2030-01-05', '2030-01-06']);
    expect(impact.examples[1]).toEqual({
      departureAt: '2030-01-02T01:00:00.000Z',
      localDate: '2030-01-02',
      localTime: '08:00',
      direction: 'aToB',
      seatsSold: 3,
      changes: [
        { passengerType: 'Adult', from: '100.00', to: '90.00' },
        { passengerType: 'Child', from: null, to: '50.00' },
      ],
    });
  });

  it('answers no trips when nothing changes', () => {
    const same = snapshot([trip(1)], () => ({ Adult: '100.00' }));
    expect(priceChangeImpact(same, same, 'EUR')).toEqual({ trips: 0, tripsWithBookings: 0, currency: 'EUR', examples: [] });
  });
});
