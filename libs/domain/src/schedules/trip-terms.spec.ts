import { chosenPriceRuleId, effectivePrepaid, TripTermsMessage, validateTripTerms, type TripTermsFields } from './trip-terms.js';

const fields = (overrides: Partial<TripTermsFields> = {}): TripTermsFields => ({
  priceSource: 'event',
  priceRuleId: null,
  multiStationsSource: 'event',
  prepaidSource: 'event',
  prepaidSeats: null,
  ...overrides,
});

describe('trip terms', () => {
  it('needs a rule and a prepaid number of at least 0 only when the trip has its own', () => {
    expect(validateTripTerms(fields())).toEqual([]);
    expect(validateTripTerms(fields({ priceSource: 'trip' }))).toEqual([{ field: 'priceRuleId', message: TripTermsMessage.PriceRule }]);
    expect(validateTripTerms(fields({ prepaidSource: 'trip', prepaidSeats: -1 }))).toEqual([{ field: 'prepaidSeats', message: TripTermsMessage.Prepaid }]);
    expect(validateTripTerms(fields({ prepaidSource: 'trip', prepaidSeats: 1.5 }))).toHaveLength(1);
    expect(validateTripTerms(fields({ prepaidSource: 'trip', prepaidSeats: 0, priceSource: 'trip', priceRuleId: 'r' }))).toEqual([]);
  });

  it("takes the prepaid allocation from the trip, the line, or the event's allocations covering the date", () => {
    const eventAllocations = [
      { startDate: '2027-03-01', endDate: '2027-03-31', allocatedSeats: 4, invoiceNumber: 'A' },
      { startDate: '2027-03-20', endDate: '2027-04-10', allocatedSeats: 2, invoiceNumber: 'B' },
    ];
    const facts = (localDate: string) => ({ tripSeats: 9, linePrepaid: 7, eventAllocations, localDate });
    expect(effectivePrepaid('trip', facts('2027-03-01'))).toBe(9);
    expect(effectivePrepaid('line', facts('2027-03-01'))).toBe(7);
    expect(effectivePrepaid('event', facts('2027-03-01'))).toBe(4);
    expect(effectivePrepaid('event', facts('2027-03-25'))).toBe(6);
    expect(effectivePrepaid('event', facts('2027-04-10'))).toBe(2);
    expect(effectivePrepaid('event', facts('2027-04-11'))).toBeNull();
  });

  it("prices with the trip's rule, the event's, or like the line", () => {
    expect(chosenPriceRuleId('trip', 't', 'e')).toBe('t');
    expect(chosenPriceRuleId('event', 't', 'e')).toBe('e');
    expect(chosenPriceRuleId('event', 't', null)).toBeNull();
    expect(chosenPriceRuleId('line', 't', 'e')).toBeNull();
  });
});
