import fc from 'fast-check';
import {
  conditionMatches,
  resolveRideRules,
  rideRuleValueText,
  RideRuleMessage,
  RIDE_RULE_ATTRIBUTES,
  ruleApplies,
  validateRideRule,
  type RideRule,
  type RideRuleFields,
  type RideTarget,
} from './ride-rules.js';

const ride: RideTarget = { operatorId: 'op', supplierId: 'sel', fromCityId: 'bkk', toCityId: 'hkt', vehicleType: 'bus', vehicleClass: 'VIP' };
const NONE = { fromCityId: null, toCityId: null, vehicleTypes: [], vehicleClasses: [] };
let seq = 0;
const rule = (over: Partial<RideRule>): RideRule => ({
  id: `r${++seq}`,
  level: 'operator',
  attribute: 'special-notes',
  attributeType: 'override',
  companyIds: ['op'],
  value: 'note',
  updatedAt: '2026-01-01T00:00:00Z',
  ...NONE,
  ...over,
});
const fields = (over: Partial<RideRuleFields>): RideRuleFields => ({ ...rule({}), ...over });

describe('ride rules: which apply', () => {
  it('applies a supplier rule to rides its companies operate or supply', () => {
    expect(ruleApplies(rule({ level: 'supplier', companyIds: ['x', 'op'] }), ride)).toBe(true);
    expect(ruleApplies(rule({ level: 'supplier', companyIds: ['sel'] }), ride)).toBe(true);
    expect(ruleApplies(rule({ level: 'supplier', companyIds: ['x'] }), ride)).toBe(false);
    expect(ruleApplies(rule({ level: 'supplier', companyIds: ['sel'] }), { ...ride, supplierId: null })).toBe(false);
  });

  it('applies an operator rule to its operator when the condition holds, the cities either way round', () => {
    expect(ruleApplies(rule({ companyIds: ['sel'] }), ride)).toBe(false);
    expect(conditionMatches({ ...NONE, fromCityId: 'hkt', toCityId: 'bkk' }, ride)).toBe(true);
    expect(conditionMatches({ ...NONE, fromCityId: 'bkk', toCityId: 'cnx' }, ride)).toBe(false);
    expect(conditionMatches({ ...NONE, toCityId: 'bkk' }, ride)).toBe(true);
    expect(conditionMatches({ ...NONE, fromCityId: 'cnx' }, ride)).toBe(false);
    expect(conditionMatches({ ...NONE, vehicleTypes: ['ferry', 'bus'], vehicleClasses: ['VIP'] }, ride)).toBe(true);
    expect(conditionMatches({ ...NONE, vehicleTypes: ['ferry'] }, ride)).toBe(false);
    expect(conditionMatches({ ...NONE, vehicleClasses: ['Standard'] }, ride)).toBe(false);
  });
});

describe('ride rules: override and append', () => {
  it('lets the more specific rule override, supplier < operator < conditioned, and counts the exceptions', () => {
    const resolved = resolveRideRules(
      [
        rule({ level: 'supplier', companyIds: ['op'], attribute: 'markup', value: 10 }),
        rule({ attribute: 'markup', value: 12, vehicleClasses: ['VIP'] }),
        rule({ attribute: 'markup', value: 11 }),
        rule({ attribute: 'markup', value: 99, vehicleClasses: ['Standard'] }),
      ],
      ride,
    );
    expect(resolved).toHaveLength(1);
    expect(resolved[0].attribute.slug).toBe('markup');
    expect(resolved[0].value).toBe(12);
    expect(resolved[0].rules.map((r) => r.value)).toEqual([10, 11, 12]);
    expect(resolved[0].exceptions).toBe(1);
  });

  it('appends lists and text to what the rules before say, and a later override starts again', () => {
    const [notes, amenities] = resolveRideRules(
      [
        rule({ attribute: 'special-notes', value: 'Operator note', level: 'supplier', companyIds: ['op'] }),
        rule({ attribute: 'special-notes', value: 'Route note', attributeType: 'append', fromCityId: 'bkk' }),
        rule({ attribute: 'amenities-and-facilities', value: ['Wi-Fi'], level: 'supplier', companyIds: ['sel'] }),
        rule({ attribute: 'amenities-and-facilities', value: ['Toilet'], attributeType: 'append' }),
        rule({ attribute: 'amenities-and-facilities', value: ['Blanket'], attributeType: 'append', vehicleTypes: ['bus'] }),
      ],
      ride,
    );
    expect(amenities.value).toEqual(['Wi-Fi', 'Toilet', 'Blanket']);
    expect(notes.value).toBe('Operator note\n\nRoute note');
    const overridden = resolveRideRules(
      [rule({ attribute: 'pictures', value: ['a.jpg'], attributeType: 'append' }), rule({ attribute: 'pictures', value: ['b.jpg'], fromCityId: 'hkt' })],
      ride,
    );
    expect(overridden[0].value).toEqual(['b.jpg']);
  });

  it('breaks ties of equal specificity by update time', () => {
    const [r] = resolveRideRules(
      [rule({ value: 'newer', updatedAt: '2026-02-01T00:00:00Z' }), rule({ value: 'older', updatedAt: '2026-01-01T00:00:00Z' })],
      ride,
    );
    expect(r.value).toBe('newer');
  });

  it('never lets a rule that does not apply change the value (property)', () => {
    const arbRule = fc.record({
      level: fc.constantFrom('supplier' as const, 'operator' as const),
      company: fc.constantFrom('op', 'sel', 'x'),
      fromCityId: fc.constantFrom(null, 'bkk', 'hkt', 'cnx'),
      vehicleTypes: fc.subarray(['bus', 'ferry']),
      value: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(fc.array(arbRule, { maxLength: 8 }), (specs) => {
        const rules = specs.map((s) =>
          rule({
            level: s.level,
            companyIds: [s.company],
            attribute: 'markup',
            value: s.value,
            ...(s.level === 'operator' ? { fromCityId: s.fromCityId, vehicleTypes: s.vehicleTypes } : {}),
          }),
        );
        const resolved = resolveRideRules(rules, ride);
        const applying = rules.filter((r) => ruleApplies(r, ride));
        if (applying.length === 0) return resolved.length === 0;
        return resolved[0].rules.length === applying.length && applying.some((r) => r.value === resolved[0].value);
      }),
    );
  });
});

describe('ride rules: validation', () => {
  it('accepts a valid rule of every attribute', () => {
    const values: Record<string, unknown> = {
      'booking-fee': { price: '2.50', isPerPassenger: true },
      markup: 10,
      'commission-from-api': 5.5,
      'minimum-passengers': 2,
      'phone-required': true,
      'custom-services': [{ serviceType: 'Meal', serviceContent: 'Lunch box' }],
      'voucher-alert': { title: 'Bring your passport', text: 'Border crossing on the way' },
      'pickup-dropoff-points': ['Khao San Road'],
      'special-notes': 'Arrive 30 minutes early',
      'passenger-alert': 'No pets',
      'seat-type': 'Reclining',
      stops: 'One stop',
      luggage: 'One large bag',
      'cancellation-policy': { isRefundable: true, entries: [{ timeBefore: 24, unit: 'hours', fee: 0 }] },
      'amenities-and-facilities': ['Wi-Fi'],
      pictures: ['https://example.com/bus.jpg'],
      'voucher-remark': 'Show this voucher',
    };
    for (const def of RIDE_RULE_ATTRIBUTES) {
      expect(validateRideRule(fields({ attribute: def.slug, value: values[def.slug] }))).toEqual([]);
      expect(rideRuleValueText(def.kind, values[def.slug])).not.toBe('');
    }
  });

  it('names each invalid field with its message', () => {
    expect(validateRideRule(fields({ attribute: '', value: 1 }))).toEqual([{ field: 'attribute', message: RideRuleMessage.Required }]);
    expect(validateRideRule(fields({ attribute: 'wifi' }))).toEqual([{ field: 'attribute', message: RideRuleMessage.UnknownAttribute }]);
    expect(validateRideRule(fields({ attribute: 'markup', value: 101 }))).toEqual([{ field: 'value', message: RideRuleMessage.Percent }]);
    expect(validateRideRule(fields({ attribute: 'markup', value: 5, attributeType: 'append' }))).toEqual([
      { field: 'attributeType', message: RideRuleMessage.NotAppendable },
    ]);
    expect(validateRideRule(fields({ companyIds: [] }))).toEqual([{ field: 'companyIds', message: RideRuleMessage.Required }]);
    expect(validateRideRule(fields({ companyIds: ['a', 'b'] }))).toEqual([{ field: 'companyIds', message: RideRuleMessage.OneOperator }]);
    expect(validateRideRule(fields({ level: 'supplier', companyIds: ['a', 'b'], vehicleTypes: ['bus'] }))).toEqual([
      { field: 'condition', message: RideRuleMessage.ConditionOnSupplier },
    ]);
    expect(validateRideRule(fields({ fromCityId: 'a', toCityId: 'a' }))).toEqual([{ field: 'toCityId', message: RideRuleMessage.SameCities }]);
    expect(validateRideRule(fields({ attribute: 'special-notes', value: '  ' }))).toEqual([{ field: 'value', message: RideRuleMessage.Required }]);
    expect(validateRideRule(fields({ attribute: 'minimum-passengers', value: 0 }))).toEqual([{ field: 'value', message: RideRuleMessage.MinimumPassengers }]);
    expect(validateRideRule(fields({ attribute: 'booking-fee', value: { price: '-1', isPerPassenger: false } }))).toEqual([
      { field: 'value.price', message: RideRuleMessage.NotNegative },
    ]);
    expect(validateRideRule(fields({ attribute: 'voucher-alert', value: { title: 'x'.repeat(51), text: 'y'.repeat(201) } }))).toEqual([
      { field: 'value.title', message: RideRuleMessage.VoucherTitle },
      { field: 'value.text', message: RideRuleMessage.VoucherText },
    ]);
    expect(
      validateRideRule(fields({ attribute: 'cancellation-policy', value: { isRefundable: true, entries: [{ timeBefore: -1, unit: 'weeks', fee: 120 }] } })),
    ).toEqual([
      { field: 'value.entries.0.timeBefore', message: RideRuleMessage.TimeBefore },
      { field: 'value.entries.0.unit', message: RideRuleMessage.Required },
      { field: 'value.entries.0.fee', message: RideRuleMessage.Percent },
    ]);
    const eleven = Array.from({ length: 11 }, () => ({ timeBefore: 1, unit: 'days', fee: 10 }));
    expect(validateRideRule(fields({ attribute: 'cancellation-policy', value: { isRefundable: true, entries: eleven } }))).toEqual([
      { field: 'value.entries', message: RideRuleMessage.PolicyEntries },
    ]);
  });
});
