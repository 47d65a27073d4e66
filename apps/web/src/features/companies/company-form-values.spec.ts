import { describe, expect, it } from '@jest/globals';
import { newCompanyFields } from '@farebox/domain';
import { checkCompany, toCompanyInput, toFormValues } from './company-form-values';

describe('company form values', () => {
  it('round-trips a company through the form unchanged', () => {
    const company = {
      ...newCompanyFields(),
      name: 'Blue Line',
      website: 'https://blue.example.com',
      topupAutoDepositFromDaysLeft: 14,
      numOfDaysToExtendTopup: 44,
      costDiscountFromApi: -12.5,
      securityDeposit: '250.50',
      voucherAlert: { title: 'Heads up', text: 'Bring your passport' },
      reportAgents: ['a@example.com', 'b@example.com'],
      passengerTypes: [{ id: 'x', type: 'child', fromAge: 0, toAge: 11 }],
    };
    expect(toCompanyInput(toFormValues(company))).toEqual(company);
  });

  it('turns empty text into null, numbers into numbers and keeps bad numbers for the rule to report', () => {
    const values = toFormValues();
    values.name = '  Trimmed  ';
    values.coupon = '   ';
    values.topupAutoDepositFromDaysLeft = '30';
    values.costDiscountFromApi = 'abc';
    values.reportAgents = 'a@example.com,\n b@example.com ; c@example.com';
    const input = toCompanyInput(values);
    expect(input.name).toBe('Trimmed');
    expect(input.coupon).toBeNull();
    expect(input.topupAutoDepositFromDaysLeft).toBe(30);
    expect(input.costDiscountFromApi).toBe('abc');
    expect(input.reportAgents).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    expect(input.voucherAlert).toBeNull();
  });

  it('clears what a switched-off flag hides and reports the shared rules', () => {
    const values = toFormValues();
    values.isTms = false;
    values.tms = 'farebox_tms';
    values.isHeat = true;
    values.costDiscountFromApi = '150';
    const { input, problems } = checkCompany(values);
    expect(input.tms).toBeNull();
    expect(problems.map((p) => p.field)).toEqual(expect.arrayContaining(['name', 'heatDocLink', 'costDiscountFromApi']));
  });
});
