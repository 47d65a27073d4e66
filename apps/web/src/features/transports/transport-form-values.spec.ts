import { describe, expect, it } from '@jest/globals';
import { toFormValues, toTransportBody, transportProblems } from './transport-form-values';
import type { Transport } from './transports.api';

const transport: Transport = {
  id: 't1',
  reference: 'BKK-CNX-BUS-VIP',
  vehicleType: 'bus',
  vehicleClass: 'VIP',
  fromCity: { id: 'c1', name: 'Bangkok', slug: 'bangkok' },
  toCity: { id: 'c2', name: 'Chiang Mai', slug: 'chiang-mai' },
  operator: { id: 'o1', name: 'Northern Lines' },
  supplier: { id: 's1', name: 'Andaman Sea Ferries' },
  version: 3,
  updatedAt: '2026-11-27T10:00:00.000Z',
};

describe('transport form values', () => {
  it('starts from the stored transport and sends the same fields back, trimmed', () => {
    const values = toFormValues(transport);
    expect(values).toEqual({
      reference: 'BKK-CNX-BUS-VIP',
      vehicleType: 'bus',
      vehicleClass: 'VIP',
      fromCityId: 'c1',
      toCityId: 'c2',
      operatorId: 'o1',
      supplierId: 's1',
    });
    expect(transportProblems(values)).toEqual([]);
    expect(toTransportBody({ ...values, reference: '  BKK-1 ' }).reference).toBe('BKK-1');
  });

  it('asks for every field with the spec message, as the API does', () => {
    const empty = { reference: ' ', vehicleType: '', vehicleClass: '', fromCityId: '', toCityId: '', operatorId: '', supplierId: '' };
    expect(transportProblems(empty)).toEqual(Object.keys(empty).map((field) => ({ field, message: 'This field is required.' })));
    expect(transportProblems({ ...toFormValues(transport), toCityId: 'c1', vehicleType: 'boat' })).toEqual([
      { field: 'vehicleType', message: 'Choose one of the vehicle types.' },
      { field: 'toCityId', message: 'The two cities of a transport differ.' },
    ]);
  });

  it('takes the classes from the vehicle class definitions when they are given', () => {
    const values = { ...toFormValues(transport), vehicleClass: 'Hovercraft' };
    expect(transportProblems(values)).toEqual([{ field: 'vehicleClass', message: 'Choose one of the vehicle classes.' }]);
    expect(transportProblems(values, ['Hovercraft', 'Standard'])).toEqual([]);
    expect(transportProblems(toFormValues(transport), ['Hovercraft'])).toEqual([{ field: 'vehicleClass', message: 'Choose one of the vehicle classes.' }]);
  });
});
