import { describe, expect, it } from '@jest/globals';
import { problemsResolver, toFormErrors } from './form-resolver';

interface NestedForm {
  name: string;
  voucherAlert: { title: string };
  passengerTypes: { type: string }[];
}

describe('toFormErrors', () => {
  it('nests dotted paths and keeps the first message of a field', () => {
    const errors = toFormErrors<NestedForm>([
      { field: 'name', message: 'This field is required.' },
      { field: 'name', message: 'second' },
      { field: 'voucherAlert.title', message: 'too long' },
      { field: 'passengerTypes.1.type', message: 'Type value can not be empty.' },
    ]);
    expect(errors.name?.message).toBe('This field is required.');
    expect(errors.voucherAlert?.title?.message).toBe('too long');
    expect(errors.passengerTypes?.[1]?.type?.message).toBe('Type value can not be empty.');
  });
});

describe('problemsResolver', () => {
  it('passes valid values through and refuses invalid ones', async () => {
    const resolver = problemsResolver<{ a: string }>((v) => (v.a ? [] : [{ field: 'a', message: 'required' }]));
    const ok = await resolver({ a: 'x' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(ok).toEqual({ values: { a: 'x' }, errors: {} });
    const bad = await resolver({ a: '' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(bad.errors.a?.message).toBe('required');
  });
});
