import { Decimal } from 'decimal.js';
import type { LoadedPriceRule } from '../prices/price-rules.reader.js';
import { tripPriceRules } from './trip-price-rules.js';

const rule = (id: string, overrides: Partial<LoadedPriceRule> = {}): LoadedPriceRule => ({
  id,
  departureTimes: ['07:00'],
  timeIntervals: [],
  startDate: '2099-01-01',
  endDate: '2099-12-31',
  dows: [1],
  passengerTypes: [{ type: 'Child', fromAge: null, toAge: null }],
  fromStationIds: ['s1'],
  toStationIds: ['s2'],
  price: '1.00',
  effectiveFrom: '2098-01-01T00:00:00.000Z',
  amount: new Decimal('1'),
  amountUsd: new Decimal('0.03'),
  ...overrides,
});

describe('tripPriceRules', () => {
  const rules = [rule('a'), rule('b')];

  it("keeps the line's rules when the trip is priced like the line, or takes the event's and the event has none", () => {
    expect(tripPriceRules(rules, { priceSource: 'line', tripPriceRuleId: 'a', eventPriceRuleId: 'b' })).toEqual(rules);
    expect(tripPriceRules(rules, { priceSource: 'event', tripPriceRuleId: 'a', eventPriceRuleId: null })).toEqual(rules);
  });

  it('answers only the chosen rule, for every date and time, still for its passenger types', () => {
    const [chosen] = tripPriceRules(rules, { priceSource: 'trip', tripPriceRuleId: 'b', eventPriceRuleId: 'a' });
    expect(chosen).toMatchObject({ id: 'b', departureTimes: [], startDate: null, endDate: null, dows: [], fromStationIds: [], toStationIds: [] });
    expect(chosen.passengerTypes).toEqual([{ type: 'Child', fromAge: null, toAge: null }]);
    expect(new Date(chosen.effectiveFrom).getTime()).toBe(0);
    expect(tripPriceRules(rules, { priceSource: 'event', tripPriceRuleId: null, eventPriceRuleId: 'a' }).map((r) => r.id)).toEqual(['a']);
  });

  it("falls back to the line's rules when the chosen rule no longer exists", () => {
    expect(tripPriceRules(rules, { priceSource: 'trip', tripPriceRuleId: 'gone', eventPriceRuleId: null })).toEqual(rules);
  });
});
