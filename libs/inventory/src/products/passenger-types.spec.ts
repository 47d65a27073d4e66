import { passengerTypesOf } from './passenger-types.js';

describe('passengerTypesOf', () => {
  const company = [
    { type: 'Child', fromAge: 0, toAge: 11 },
    { type: 'Adult', fromAge: 12, toAge: 120 },
    { type: 'Senior', fromAge: 65, toAge: 120 },
  ];

  it("keeps the company's order and ages, only for the types the line prices", () => {
    expect(passengerTypesOf(company, [{ passengerType: 'Adult' }, { passengerType: 'Child' }])).toEqual([
      { type: 'Child', fromAge: 0, toAge: 11 },
      { type: 'Adult', fromAge: 12, toAge: 120 },
    ]);
  });

  it('lists priced types the company lacks last, without ages', () => {
    expect(passengerTypesOf([], [{ passengerType: 'Adult' }])).toEqual([{ type: 'Adult', fromAge: null, toAge: null }]);
    expect(passengerTypesOf(company, [{ passengerType: 'Infant' }, { passengerType: 'Senior' }]).map((t) => t.type)).toEqual(['Senior', 'Infant']);
  });
});
