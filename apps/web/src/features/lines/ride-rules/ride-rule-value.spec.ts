import { describe, expect, it } from '@jest/globals';
import { RIDE_RULE_ATTRIBUTES, validateRideRule } from '@farebox/domain';
import { draftFromValue, EMPTY_VALUE, valueFromDraft } from './ride-rule-value';

const rule = (attribute: string, value: unknown) => ({
  level: 'operator' as const,
  attribute,
  attributeType: 'override' as const,
  companyIds: ['op'],
  fromCityId: null,
  toCityId: null,
  vehicleTypes: [],
  vehicleClasses: [],
  value,
});

describe('ride rule modal values', () => {
  it('turns the inputs into the values the API takes', () => {
    expect(valueFromDraft('bookingFee', { ...EMPTY_VALUE, price: ' 2.50 ', isPerPassenger: true })).toEqual({ price: '2.50', isPerPassenger: true });
    expect(valueFromDraft('percent', { ...EMPTY_VALUE, number: '12.5' })).toBe(12.5);
    expect(valueFromDraft('integer', { ...EMPTY_VALUE, number: '' })).toBeNull();
    expect(valueFromDraft('list', { ...EMPTY_VALUE, lines: 'Wi-Fi\n\n Toilet \n' })).toEqual(['Wi-Fi', 'Toilet']);
    expect(valueFromDraft('services', { ...EMPTY_VALUE, lines: 'Meal: Lunch box\nWater' })).toEqual([
      { serviceType: 'Meal', serviceContent: 'Lunch box' },
      { serviceType: 'Water', serviceContent: '' },
    ]);
    expect(valueFromDraft('cancellationPolicy', { ...EMPTY_VALUE, isRefundable: false })).toEqual({ isRefundable: false, entries: [] });
    expect(valueFromDraft('cancellationPolicy', { ...EMPTY_VALUE, entries: [{ timeBefore: '24', unit: 'hours', fee: '0' }] })).toEqual({
      isRefundable: true,
      entries: [{ timeBefore: 24, unit: 'hours', fee: 0 }],
    });
  });

  it('shows a stored value in the inputs and gives it back unchanged, for every attribute', () => {
    const values: Record<string, unknown> = {
      bookingFee: { price: '2.50', isPerPassenger: false },
      percent: 10,
      integer: 2,
      boolean: true,
      text: 'Arrive early',
      list: ['Wi-Fi', 'Toilet'],
      services: [{ serviceType: 'Meal', serviceContent: 'Lunch box' }],
      voucherAlert: { title: 'Passport', text: 'Border on the way' },
      cancellationPolicy: { isRefundable: true, entries: [{ timeBefore: 2, unit: 'days', fee: 50 }] },
    };
    for (const def of RIDE_RULE_ATTRIBUTES) {
      const value = values[def.kind];
      const back = valueFromDraft(def.kind, draftFromValue(def.kind, value));
      expect(back).toEqual(value);
      expect(validateRideRule(rule(def.slug, back))).toEqual([]);
    }
  });

  it('leaves empty inputs for the shared validation to name', () => {
    expect(validateRideRule(rule('markup', valueFromDraft('percent', EMPTY_VALUE)))).toEqual([
      { field: 'value', message: 'This field is mandatory and should be between 0 and 100' },
    ]);
    expect(validateRideRule(rule('special-notes', valueFromDraft('text', EMPTY_VALUE)))).toEqual([{ field: 'value', message: 'This field is required.' }]);
  });
});
