import {
  campaignBodyOfForm,
  campaignFormOfBody,
  CampaignMessage as M,
  completeAudience,
  emptyAudience,
  newCampaignForm,
  validateCampaign,
  type AudienceLimitation,
  type CampaignForm,
} from './campaign-rules.js';

const valid = (over: Partial<CampaignForm> = {}): CampaignForm => ({
  ...newCampaignForm('single'),
  code: 'SUMMER25',
  value: '10',
  expiredAt: '2030-06-30',
  team: 'marketing',
  ...over,
});
const problems = (form: CampaignForm) => Object.fromEntries(validateCampaign(form).map((p) => [p.field, p.message]));

describe('validateCampaign', () => {
  it('accepts a complete single campaign', () => {
    expect(validateCampaign(valid())).toEqual([]);
  });

  it("checks a new single campaign's code: required, letters and numbers, 4 to 15 characters", () => {
    expect(problems(valid({ code: '' }))).toEqual({ code: M.Required });
    expect(problems(valid({ code: 'AB-12' }))).toEqual({ code: M.Code });
    expect(problems(valid({ code: 'ABC' }))).toEqual({ code: M.CodeLength });
    expect(problems(valid({ code: 'A'.repeat(16) }))).toEqual({ code: M.CodeLength });
    expect(problems(valid({ code: 'A'.repeat(15) }))).toEqual({});
    expect(problems(valid({ code: '', isNew: false }))).toEqual({});
  });

  it("checks a new serial campaign's prefix (2 to 8) and number of codes (above 0)", () => {
    const serial = (over: Partial<CampaignForm>) => valid({ campaignType: 'serial', code: '', prefix: 'SP', numberOfCodes: '10', ...over });
    expect(problems(serial({}))).toEqual({});
    expect(problems(serial({ prefix: '' }))).toEqual({ prefix: M.Required });
    expect(problems(serial({ prefix: 'S' }))).toEqual({ prefix: M.PrefixLength });
    expect(problems(serial({ prefix: 'ABCDEFGHI' }))).toEqual({ prefix: M.PrefixLength });
    expect(problems(serial({ prefix: 'A B' }))).toEqual({ prefix: M.Prefix });
    expect(problems(serial({ numberOfCodes: '0' }))).toEqual({ numberOfCodes: M.NumberAboveZero });
    expect(problems(serial({ numberOfCodes: '2.5' }))).toEqual({ numberOfCodes: M.NumberAboveZero });
    expect(problems(serial({ numberOfCodes: '' }))).toEqual({ numberOfCodes: M.Required });
    expect(problems(serial({ numberOfCodes: '1000001' }))).toEqual({ numberOfCodes: M.SerialCodesMax });
  });

  it('checks the value against its type', () => {
    expect(problems(valid({ value: '' }))).toEqual({ value: M.Required });
    expect(problems(valid({ value: '0' }))).toEqual({ value: M.AnyNumberAboveZero });
    expect(problems(valid({ value: '-3' }))).toEqual({ value: M.AnyNumberAboveZero });
    expect(problems(valid({ value: 'ten' }))).toEqual({ value: M.AnyNumberAboveZero });
    expect(problems(valid({ type: 'percentage', value: '99.99' }))).toEqual({});
    expect(problems(valid({ type: 'percentage', value: '100' }))).toEqual({ value: M.PercentageMax });
    expect(problems(valid({ type: 'amount', value: '999999' }))).toEqual({});
    expect(problems(valid({ type: 'amount', value: '999999.01' }))).toEqual({ value: M.AmountMax });
    expect(problems(valid({ type: '' }))).toEqual({ type: M.Required });
  });

  it('requires the minimum purchase when checked, the expiry of the chosen mode, the limits when limited, and a team', () => {
    expect(problems(valid({ minimumPurchaseEnabled: true }))).toEqual({ minimumPurchase: M.Required });
    expect(problems(valid({ minimumPurchaseEnabled: true, minimumPurchase: '0' }))).toEqual({ minimumPurchase: M.AnyNumberAboveZero });
    expect(problems(valid({ expiredAt: '' }))).toEqual({ expiredAt: M.Required });
    expect(problems(valid({ expiredAt: '2030-02-30' }))).toEqual({ expiredAt: M.Date });
    expect(problems(valid({ expiryMode: 'days', expiredIn: '0' }))).toEqual({ expiredIn: M.NumberAboveZero });
    expect(problems(valid({ expiryMode: 'days', expiredIn: '' }))).toEqual({ expiredIn: M.Required });
    expect(problems(valid({ usageLimited: true, limit: '0' }))).toEqual({ limit: M.ValueAboveZero });
    expect(problems(valid({ usageLimited: true, limit: '' }))).toEqual({ limit: M.Required });
    expect(problems(valid({ campaignType: 'serial', isNew: false, usageLimited: true, limit: '0' }))).toEqual({});
    expect(problems(valid({ perUserLimited: true, perUserLimit: '0' }))).toEqual({ perUserLimit: M.ValueAboveZero });
    expect(problems(valid({ team: '' }))).toEqual({ team: M.Team });
  });
});

describe('the request body and the form', () => {
  it('round-trip: the API validates the body as the form it came from', () => {
    const form = valid({ minimumPurchaseEnabled: true, minimumPurchase: '50', usageLimited: true, limit: '100', perUserLimited: true, perUserLimit: '2' });
    const body = campaignBodyOfForm(form);
    expect(body).toMatchObject({ minimumPurchase: '50', limit: 100, perUserLimit: 2, expiredAt: '2030-06-30', expiredIn: null });
    const back = campaignFormOfBody({ ...body, code: 'SUMMER25' }, 'single', true);
    expect(validateCampaign(back)).toEqual([]);
    expect(campaignBodyOfForm(back)).toEqual(body);
  });

  it('reads the modes from the body: expiredIn alone is days, limit 0 or less is unlimited, a serial campaign is never limited', () => {
    const form = campaignFormOfBody({ type: 'amount', value: '5', expiredIn: 30, limit: -1, team: 'support' }, 'single', false);
    expect(form).toMatchObject({ expiryMode: 'days', usageLimited: false, minimumPurchaseEnabled: false, perUserLimited: false });
    expect(campaignBodyOfForm(campaignFormOfBody({ type: 'amount', value: '5', expiredIn: 3, limit: 9, team: 'support' }, 'serial', false)).limit).toBe(0);
  });
});

describe('completeAudience', () => {
  it('gives every list, a missing or null one empty, and keeps the lists that are there', () => {
    expect(completeAudience({})).toEqual(emptyAudience());
    expect(completeAudience(null)).toEqual(emptyAudience());
    const stored = { routes: ['r1'], partners: null } as unknown as Partial<AudienceLimitation>;
    expect(completeAudience(stored)).toEqual({ ...emptyAudience(), routes: ['r1'] });
  });
});
