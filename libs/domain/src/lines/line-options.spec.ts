import fc from 'fast-check';
import { LineOptionsMessage, resolveLineExtra, resolveLineExtras, resolveLineOptions, wholeNumberError } from './line-options.js';

describe('line options (tab 2)', () => {
  it('saves the defaults of an empty form: phone optional, no prepaid tickets, pending policy', () => {
    expect(resolveLineOptions({})).toEqual({
      value: { phoneRequired: false, needExtraInfo: false, prepaidTickets: null, fullAllocationPolicy: 'pending', keyDetails: [], passengerExtraInfo: [] },
    });
  });

  it('keeps the choices of a list only, trimmed', () => {
    const r = resolveLineOptions({
      passengerExtraInfo: [
        { label: ' Meal ', type: 'list', data: [' Vegan ', 'Regular'], slug: 'meal' },
        { label: 'Birth date', type: 'date', data: ['ignored'], slug: 'birth-date' },
      ],
    });
    expect(r).toHaveProperty('value.passengerExtraInfo', [
      { label: 'Meal', type: 'list', data: ['Vegan', 'Regular'], slug: 'meal' },
      { label: 'Birth date', type: 'date', data: [], slug: 'birth-date' },
    ]);
  });

  it('takes number and autocomplete extra info; an autocomplete keeps its suggestions, which may be none', () => {
    const r = resolveLineOptions({
      passengerExtraInfo: [
        { label: 'Weight', type: 'number', data: ['ignored'], slug: 'weight' },
        { label: 'Hotel', type: 'autocomplete', data: [' Riverside ', 'Hilltop'], slug: 'hotel' },
        { label: 'Room', type: 'autocomplete', data: [], slug: 'room' },
      ],
    });
    expect(r).toHaveProperty('value.passengerExtraInfo', [
      { label: 'Weight', type: 'number', data: [], slug: 'weight' },
      { label: 'Hotel', type: 'autocomplete', data: ['Riverside', 'Hilltop'], slug: 'hotel' },
      { label: 'Room', type: 'autocomplete', data: [], slug: 'room' },
    ]);
    expect(resolveLineOptions({ passengerExtraInfo: [{ label: 'Hotel', type: 'autocomplete', data: [''], slug: 'hotel' }] })).toEqual({
      errors: [{ field: 'passengerExtraInfo[0].data[0]', message: LineOptionsMessage.Required }],
    });
  });

  it('needs the full-allocation policy with prepaid tickets only', () => {
    expect(resolveLineOptions({ prepaidTickets: '5', fullAllocationPolicy: null })).toEqual({
      errors: [{ field: 'fullAllocationPolicy', message: LineOptionsMessage.Required }],
    });
    expect(resolveLineOptions({ prepaidTickets: '', fullAllocationPolicy: null })).toHaveProperty('value.prepaidTickets', null);
  });

  it('accepts exactly the whole numbers from 0 as prepaid tickets and pick-up minutes (min 0, step 1)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100_000 }), (n) => {
        const error = wholeNumberError('f', String(n), true);
        expect(error).toEqual(n < 0 ? { field: 'f', message: LineOptionsMessage.AtLeastZero } : null);
      }),
    );
    expect(wholeNumberError('f', '1.5', true)).toEqual({ field: 'f', message: LineOptionsMessage.WholeNumber });
    expect(wholeNumberError('f', '', false)).toBeNull();
    expect(wholeNumberError('f', '', true)).toEqual({ field: 'f', message: LineOptionsMessage.Required });
  });
});

describe('line extras (tab 6)', () => {
  const hotel = {
    extraType: 'pickup_hotel',
    label: 'Hotel pickup',
    price: '12.5',
    allowPredefinedData: true,
    data: [{ name: 'Riverside', time: '30', beforeAfter: 'before' }],
  };

  it('resolves an extra with its price in cents and its predefined data', () => {
    expect(resolveLineExtra(hotel, 'e')).toEqual({
      value: {
        extraType: 'pickup_hotel',
        label: 'Hotel pickup',
        note: null,
        price: 1250n,
        perPassenger: false,
        needInput: false,
        inputLabel: null,
        allowPredefinedData: true,
        usePredefinedData: false,
        data: [{ name: 'Riverside', time: 30, beforeAfter: 'before' }],
        mandatory: false,
      },
    });
  });

  it('keeps at least one predefined item while predefined data is allowed, and drops the list when it is not', () => {
    expect(resolveLineExtra({ ...hotel, data: [] }, 'e')).toEqual({ errors: [{ field: 'e.data', message: LineOptionsMessage.PredefinedDataNeedsItem }] });
    expect(resolveLineExtra({ ...hotel, allowPredefinedData: false }, 'e')).toHaveProperty('value.data', []);
  });

  it('needs the input label only when input is needed', () => {
    expect(resolveLineExtra({ ...hotel, needInput: true, inputLabel: '' }, 'e')).toEqual({
      errors: [{ field: 'e.inputLabel', message: LineOptionsMessage.Required }],
    });
    expect(resolveLineExtra({ ...hotel, needInput: false, inputLabel: 'kept?' }, 'e')).toHaveProperty('value.inputLabel', null);
  });

  it('names fields by their index in the list', () => {
    expect(resolveLineExtras([hotel, { ...hotel, label: '' }])).toEqual({ errors: [{ field: 'extras[1].label', message: LineOptionsMessage.Required }] });
  });
});
