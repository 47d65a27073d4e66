import { describe, expect, it } from '@jest/globals';
import { newCompanyFields, type CompanyFields } from '@farebox/domain';
import { FIELDS, formFieldOf, labelOf, tabOf } from './company-fields';

describe('company form fields', () => {
  const described = new Set(Object.values(FIELDS).flatMap((list) => list.map((f) => f.name as string)));

  it('has an input for every editable field of the company (spec section 3)', () => {
    const expected = (Object.keys(newCompanyFields()) as (keyof CompanyFields)[]).filter((k) => k !== 'passengerTypes' && k !== 'voucherAlert').map(String);
    const missing = expected.filter((k) => !described.has(k));
    expect(missing).toEqual([]);
    expect(described.has('voucherAlert.title')).toBe(true);
    expect(described.has('voucherAlert.text')).toBe(true);
  });

  it('describes each field once', () => {
    const all = Object.values(FIELDS).flatMap((list) => list.map((f) => f.name));
    expect(all.length).toBe(new Set(all).size);
  });

  it('maps rule paths to tabs and readable labels', () => {
    expect(tabOf('currency')).toBe('finance');
    expect(tabOf('voucherAlert.title')).toBe('voucher');
    expect(tabOf('passengerTypes.1.toAge')).toBe('passengerTypes');
    expect(tabOf('reportAgents.0')).toBe('emailPreferences');
    expect(formFieldOf('reportAgents.3')).toBe('reportAgents');
    expect(labelOf('passengerTypes.0.type')).toBe('Passenger type row 1: Type');
    expect(labelOf('name')).toBe('Name');
  });

  it('reveals dependent fields only while their flag is on', () => {
    const heat = FIELDS.general.find((f) => f.name === 'heatDocLink')!;
    const deposit = FIELDS.finance.find((f) => f.name === 'securityDeposit')!;
    const daysLeft = FIELDS.finance.find((f) => f.name === 'topupAutoDepositFromDaysLeft')!;
    const base = { isHeat: false, hasSecurityDeposit: false, paymentType: 'invoice' } as never;
    expect(heat.showIf!(base)).toBe(false);
    expect(heat.showIf!({ isHeat: true } as never)).toBe(true);
    expect(deposit.showIf!(base)).toBe(false);
    expect(deposit.showIf!({ hasSecurityDeposit: true } as never)).toBe(true);
    expect(daysLeft.showIf!(base)).toBe(false);
    expect(daysLeft.showIf!({ paymentType: 'topup' } as never)).toBe(true);
  });

  it('offers the categories of the chosen payment type only', () => {
    const category = FIELDS.finance.find((f) => f.name === 'category')!;
    const options = category.options as (v: never) => readonly { value: string }[];
    expect(options({ paymentType: 'invoice' } as never).map((o) => o.value)).toEqual(['Transportation EOM', 'Ancillary Providers EOM']);
    expect(options({ paymentType: 'topup' } as never).map((o) => o.value)).toEqual(['Transportation Topup', 'Ancillary Providers Topup']);
    expect(options({ paymentType: '' } as never)).toEqual([]);
  });
});
