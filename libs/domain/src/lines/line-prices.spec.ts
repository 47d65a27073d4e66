import fc from 'fast-check';
import { formatCents, toCents } from '../payments/money.js';
import {
  LinePriceMessage,
  MARKUP_MAX,
  amountFromMarkup,
  formatPercent,
  markupFromAmount,
  parsePercent,
  pickPriceRule,
  priceRuleMatches,
  priceRuleSpecificity,
  resolveLinePrices,
  resolvePassengerPrice,
  usdCentsOrNull,
  validatePriceRule,
  type PriceRule,
  type PriceRuleTrip,
} from './line-prices.js';

const cents = fc.bigInt({ min: 0n, max: 10_000_000_000n });
const markups = fc.bigInt({ min: 0n, max: MARKUP_MAX });

describe('price math', () => {
  it('computes amount = cost x (1 + markup/100) to the cent, half up', () => {
    expect(formatCents(amountFromMarkup(toCents('600')!, parsePercent('20')!))).toBe('720.00');
    expect(formatCents(amountFromMarkup(toCents('130')!, parsePercent('15')!))).toBe('149.50');
    expect(formatCents(amountFromMarkup(toCents('0.05')!, parsePercent('10')!))).toBe('0.06');
    expect(formatCents(amountFromMarkup(toCents('99.99')!, parsePercent('12.5')!))).toBe('112.49');
    expect(formatCents(amountFromMarkup(toCents('100')!, 0n))).toBe('100.00');
  });

  it('derives the markup from an amount to the hundredth of a percent', () => {
    expect(formatPercent(markupFromAmount(toCents('600')!, toCents('720')!))).toBe('20.00');
    expect(formatPercent(markupFromAmount(toCents('3')!, toCents('4')!))).toBe('33.33');
    expect(formatPercent(markupFromAmount(toCents('3')!, toCents('5')!))).toBe('66.67');
    expect(formatPercent(markupFromAmount(toCents('100')!, toCents('90')!))).toBe('-10.00');
    expect(markupFromAmount(0n, toCents('10')!)).toBe(0n);
  });

  it('parses percents with at most 2 decimals and refuses floats written otherwise', () => {
    expect(parsePercent('12.5')).toBe(1250n);
    expect(parsePercent('-3')).toBe(-300n);
    expect(parsePercent('1.234')).toBeNull();
    expect(parsePercent('1e2')).toBeNull();
    expect(parsePercent('')).toBeNull();
  });

  it('converts to USD with the 4-decimal rate, half up', () => {
    expect(usdCentsOrNull(toCents('720')!, '36.5')).toBe(1973n);
    expect(usdCentsOrNull(toCents('42')!, '1')).toBe(4200n);
    expect(usdCentsOrNull(toCents('1')!, null)).toBeNull();
    expect(usdCentsOrNull(toCents('1')!, '0')).toBeNull();
  });

  it('property: a non-negative markup never prices below the cost, and more markup never prices less', () => {
    fc.assert(
      fc.property(cents, markups, markups, (cost, m1, m2) => {
        const [lo, hi] = m1 <= m2 ? [m1, m2] : [m2, m1];
        expect(amountFromMarkup(cost, lo) >= cost).toBe(true);
        expect(amountFromMarkup(cost, hi) >= amountFromMarkup(cost, lo)).toBe(true);
      }),
    );
  });

  it('property: the markup derived from an amount gives the amount back within half a cent per 0.01% of rounding', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10_000_000_000n }), cents, (cost, amount) => {
        const markup = markupFromAmount(cost, amount);
        const back = amountFromMarkup(cost, markup);
        // The markup is exact to 0.005%, which moves the amount by at most cost x 0.00005 plus the cent rounding.
        const tolerance = cost / 20_000n + 1n;
        const diff = back > amount ? back - amount : amount - back;
        expect(diff <= tolerance).toBe(true);
      }),
    );
  });

  it('property: amounts written with 2 decimals survive a round trip through cents', () => {
    fc.assert(fc.property(cents, (c) => expect(toCents(formatCents(c))).toBe(c)));
  });
});

describe('the Prices form', () => {
  it('resolves by markup and by amount', () => {
    const byMarkup = resolvePassengerPrice({ passengerType: 'Adult', cost: '600', markup: '20', isAmountByMarkup: true }, 'p');
    expect(byMarkup).toEqual({ price: { passengerType: 'Adult', cost: 60000n, amount: 72000n, markup: 2000n, isAmountByMarkup: true } });
    const byAmount = resolvePassengerPrice({ passengerType: 'Child', cost: '300', amount: '330', isAmountByMarkup: false }, 'p');
    expect(byAmount).toEqual({ price: { passengerType: 'Child', cost: 30000n, amount: 33000n, markup: 1000n, isAmountByMarkup: false } });
  });

  it('names every invalid field with the spec messages', () => {
    const result = resolveLinePrices({
      prices: [
        { passengerType: '', cost: '-1', markup: '', isAmountByMarkup: true },
        { passengerType: 'Adult', cost: '', amount: '-5', isAmountByMarkup: false },
        { passengerType: 'Child', cost: '10', markup: '1.234' },
      ],
      bookingFee: { isActive: true, isPerPassenger: true, price: '' },
      returnDiscount: '-1',
      returnCostDiscount: '-0.01',
      offlinePrice: '-3',
    });
    expect(result).toEqual({
      errors: [
        { field: 'prices[0].passengerType', message: LinePriceMessage.Required },
        { field: 'prices[0].cost', message: 'Value should be greater or equal 0' },
        { field: 'prices[0].markup', message: 'This field is required.' },
        { field: 'prices[1].cost', message: 'This field is required.' },
        { field: 'prices[1].amount', message: 'Value should be greater or equal 0' },
        { field: 'prices[2].markup', message: LinePriceMessage.Markup },
        { field: 'bookingFee.price', message: 'This field is required.' },
        { field: 'returnDiscount', message: 'Value should be greater or equal 0' },
        { field: 'returnCostDiscount', message: 'Value should be greater or equal 0' },
        { field: 'offlinePrice', message: 'Value should be greater or equal 0' },
      ],
    });
  });

  it('refuses a passenger type priced twice and an amount whose markup would overflow', () => {
    const result = resolveLinePrices({
      prices: [
        { passengerType: 'Adult', cost: '1', markup: '0' },
        { passengerType: 'Adult', cost: '1', markup: '0' },
        { passengerType: 'Child', cost: '0.01', amount: '100000', isAmountByMarkup: false },
      ],
    });
    expect(result).toEqual({
      errors: [
        { field: 'prices[1].passengerType', message: LinePriceMessage.DuplicatePassengerType },
        { field: 'prices[2].amount', message: LinePriceMessage.MarkupFromAmountTooHigh },
      ],
    });
  });

  it('keeps an inactive booking fee at 0 and an empty offline price empty', () => {
    const result = resolveLinePrices({ prices: [], bookingFee: { isActive: false, price: '' } });
    expect(result).toEqual({
      value: { prices: [], bookingFee: { isActive: false, isPerPassenger: false, price: 0n }, returnDiscount: 0n, returnCostDiscount: 0n, offlinePrice: null },
    });
  });
});

const ctx = { isPrivateTransfer: false, passengerTypes: ['Adult', 'Child'], stationIds: ['s1', 's2'] };

describe('price rule validation', () => {
  it('accepts a full rule', () => {
    expect(
      validatePriceRule(
        {
          departureTimes: ['08:00'],
          startDate: '2026-01-01',
          endDate: '2026-01-31',
          dows: [0, 6],
          passengerTypes: [{ type: 'Adult', fromAge: 12, toAge: 99 }],
          fromStationIds: ['s1'],
          toStationIds: ['s2'],
          price: '650',
        },
        ctx,
      ),
    ).toEqual([]);
  });

  it('names every invalid field', () => {
    expect(
      validatePriceRule(
        {
          departureTimes: ['8:00'],
          timeIntervals: [{ start: '10:00', end: '09:00' }],
          startDate: '2026-02-01',
          endDate: '2026-01-31',
          dows: [7],
          passengerTypes: [{ type: 'Senior', fromAge: 30, toAge: 20 }],
          fromStationIds: ['other'],
          price: '',
        },
        ctx,
      ),
    ).toEqual([
      { field: 'price', message: 'This field is required.' },
      { field: 'departureTimes[0]', message: LinePriceMessage.Time },
      { field: 'timeIntervals', message: LinePriceMessage.IntervalsPrivateOnly },
      { field: 'timeIntervals[0].end', message: LinePriceMessage.IntervalEnd },
      { field: 'endDate', message: LinePriceMessage.DateRange },
      { field: 'dows[0]', message: LinePriceMessage.Weekday },
      { field: 'passengerTypes[0].type', message: LinePriceMessage.UnknownPassengerType },
      { field: 'passengerTypes[0].toAge', message: LinePriceMessage.AgeRange },
      { field: 'fromStationIds[0]', message: LinePriceMessage.StationNotOnLine },
    ]);
  });

  it('allows time intervals on private transfers', () => {
    expect(validatePriceRule({ timeIntervals: [{ start: '08:00', end: '12:00' }], price: '10' }, { ...ctx, isPrivateTransfer: true })).toEqual([]);
  });
});

const rule = (over: Partial<PriceRule>): PriceRule => ({
  id: 'r',
  departureTimes: [],
  timeIntervals: [],
  startDate: null,
  endDate: null,
  dows: [],
  passengerTypes: [],
  fromStationIds: [],
  toStationIds: [],
  price: '1.00',
  effectiveFrom: '2026-01-01T00:00:00.000Z',
  ...over,
});
const trip: PriceRuleTrip = {
  departureAt: '2026-03-07T01:00:00.000Z',
  localDate: '2026-03-07',
  localTime: '08:00',
  dow: 6,
  fromStationId: 's1',
  toStationId: 's2',
};

describe('price rule matching', () => {
  it('matches on every condition it sets', () => {
    const adult = { type: 'Adult' };
    expect(priceRuleMatches(rule({}), trip, adult)).toBe(true);
    expect(priceRuleMatches(rule({ departureTimes: ['08:00'] }), trip, adult)).toBe(true);
    expect(priceRuleMatches(rule({ departureTimes: ['09:00'] }), trip, adult)).toBe(false);
    expect(priceRuleMatches(rule({ timeIntervals: [{ start: '07:00', end: '08:00' }] }), trip, adult)).toBe(true);
    expect(priceRuleMatches(rule({ timeIntervals: [{ start: '08:05', end: '09:00' }] }), trip, adult)).toBe(false);
    expect(priceRuleMatches(rule({ startDate: '2026-03-07', endDate: '2026-03-07' }), trip, adult)).toBe(true);
    expect(priceRuleMatches(rule({ startDate: '2026-03-08' }), trip, adult)).toBe(false);
    expect(priceRuleMatches(rule({ endDate: '2026-03-06' }), trip, adult)).toBe(false);
    expect(priceRuleMatches(rule({ dows: [6] }), trip, adult)).toBe(true);
    expect(priceRuleMatches(rule({ dows: [0, 1] }), trip, adult)).toBe(false);
    expect(priceRuleMatches(rule({ fromStationIds: ['s1'], toStationIds: ['s2'] }), trip, adult)).toBe(true);
    expect(priceRuleMatches(rule({ fromStationIds: ['s2'] }), trip, adult)).toBe(false);
    expect(priceRuleMatches(rule({ toStationIds: ['s1'] }), trip, adult)).toBe(false);
    expect(priceRuleMatches(rule({ passengerTypes: [{ type: 'Child', fromAge: null, toAge: null }] }), trip, adult)).toBe(false);
    expect(priceRuleMatches(rule({ passengerTypes: [{ type: 'Adult', fromAge: 18, toAge: 60 }] }), trip, adult)).toBe(true);
    expect(priceRuleMatches(rule({ passengerTypes: [{ type: 'Adult', fromAge: 18, toAge: 60 }] }), trip, { type: 'Adult', age: 70 })).toBe(false);
  });

  it('prices only trips departing after the rule was saved', () => {
    expect(priceRuleMatches(rule({ effectiveFrom: '2026-03-07T01:00:00.001Z' }), trip, { type: 'Adult' })).toBe(false);
    expect(priceRuleMatches(rule({ effectiveFrom: '2026-03-07T01:00:00.000Z' }), trip, { type: 'Adult' })).toBe(true);
  });

  it('takes the most specific rule, then the most recently saved, then the smallest id', () => {
    const general = rule({ id: 'a', price: '1.00' });
    const weekend = rule({ id: 'b', dows: [6], price: '2.00' });
    const weekendMorning = rule({ id: 'c', dows: [6], departureTimes: ['08:00'], price: '3.00' });
    const newerWeekend = rule({ id: 'd', dows: [6], effectiveFrom: '2026-02-01T00:00:00.000Z', price: '4.00' });
    expect(pickPriceRule([general, weekend], trip, { type: 'Adult' })?.id).toBe('b');
    expect(pickPriceRule([weekendMorning, general, weekend], trip, { type: 'Adult' })?.id).toBe('c');
    expect(pickPriceRule([weekend, newerWeekend], trip, { type: 'Adult' })?.id).toBe('d');
    expect(pickPriceRule([rule({ id: 'z' }), rule({ id: 'y' })], trip, { type: 'Adult' })?.id).toBe('y');
    expect(pickPriceRule([rule({ dows: [1] })], trip, { type: 'Adult' })).toBeNull();
  });

  const arbRule = fc.record({
    // Ids are unique, as in the table.
    id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
    departureTimes: fc.subarray(['07:00', '08:00', '09:00']),
    timeIntervals: fc.constant([]),
    startDate: fc.option(fc.constantFrom('2026-03-01', '2026-03-07', '2026-03-08'), { nil: null }),
    endDate: fc.option(fc.constantFrom('2026-03-06', '2026-03-07', '2026-03-31'), { nil: null }),
    dows: fc.subarray([0, 1, 2, 3, 4, 5, 6]),
    passengerTypes: fc.constant([]),
    fromStationIds: fc.subarray(['s1', 's2']),
    toStationIds: fc.subarray(['s1', 's2']),
    price: fc.constant('1.00'),
    effectiveFrom: fc.constantFrom('2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'),
  });

  it('property: the chosen rule matches, none matching is more specific, and the order of rules does not matter', () => {
    fc.assert(
      fc.property(fc.uniqueArray(arbRule, { maxLength: 5, selector: (r) => r.id }), (rules) => {
        const chosen = pickPriceRule(rules, trip, { type: 'Adult' });
        const reversed = pickPriceRule([...rules].reverse(), trip, { type: 'Adult' });
        const matching = rules.filter((r) => priceRuleMatches(r, trip, { type: 'Adult' }));
        if (matching.length === 0) expect(chosen).toBeNull();
        else {
          expect(matching).toContain(chosen);
          for (const r of matching) expect(priceRuleSpecificity(r) <= priceRuleSpecificity(chosen!)).toBe(true);
          expect(reversed && JSON.stringify(reversed)).toBe(JSON.stringify(chosen));
        }
      }),
    );
  });
});
