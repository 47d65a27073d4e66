import fc from 'fast-check';
import { formatCents, toCents } from '../payments/money.js';
import { campaignDiscount, decideRedemption, RedemptionRefusal as R, type RedemptionCampaign, type RedemptionCart } from './promo-redemption.js';

const NOW = new Date('2030-05-10T12:00:00Z');
const campaign = (over: Partial<RedemptionCampaign> = {}): RedemptionCampaign => ({
  campaignType: 'single',
  type: 'amount',
  value: '10.00',
  minimumPurchase: null,
  expiredAt: '2030-05-10',
  expiredIn: null,
  createdAt: new Date('2030-05-01T00:00:00Z'),
  limit: 0,
  perUserLimit: null,
  usagesNumber: 0,
  activated: true,
  audience: { countryCodes: [], routes: [], transportTypes: [], suppliers: [], partners: [], operatingSystems: [] },
  ...over,
});
const cart = (over: Partial<RedemptionCart> = {}): RedemptionCart => ({ total: '100.00', currency: 'USD', ...over });
const decide = (c: Partial<RedemptionCampaign>, k: Partial<RedemptionCart> = {}, uses = { codeUses: 0, customerUses: 0 }) =>
  decideRedemption({ campaign: campaign(c), ...uses }, cart(k), NOW);

describe('decideRedemption', () => {
  it('gives the amount off a cart on the last valid day', () => {
    expect(decide({})).toEqual({ valid: true, discount: '10.00' });
  });

  it('refuses an inactive or expired code (by date, or by days since creation)', () => {
    expect(decide({ activated: false })).toEqual({ valid: false, reason: R.Inactive });
    expect(decide({ expiredAt: '2030-05-09' })).toEqual({ valid: false, reason: R.Expired });
    expect(decide({ expiredAt: null, expiredIn: 9 })).toEqual({ valid: false, reason: R.Expired });
    expect(decide({ expiredAt: null, expiredIn: 10 })).toEqual({ valid: true, discount: '10.00' });
  });

  it('counts the usage limit (0 or less unlimited), a serial code once, and the per-user limit', () => {
    expect(decide({ limit: 5, usagesNumber: 5 })).toEqual({ valid: false, reason: R.UsageLimitReached });
    expect(decide({ limit: 5, usagesNumber: 4 }).valid).toBe(true);
    expect(decide({ limit: -1, usagesNumber: 10_000 }).valid).toBe(true);
    expect(decide({ campaignType: 'serial' }, {}, { codeUses: 1, customerUses: 0 })).toEqual({ valid: false, reason: R.CodeAlreadyUsed });
    expect(decide({ perUserLimit: 2 }, {}, { codeUses: 2, customerUses: 2 })).toEqual({ valid: false, reason: R.PerUserLimitReached });
    expect(decide({ perUserLimit: 2 }, {}, { codeUses: 2, customerUses: 1 }).valid).toBe(true);
  });

  it('refuses a cart in another currency, below the minimum purchase, or outside the audience', () => {
    expect(decide({}, { currency: 'EUR' })).toEqual({ valid: false, reason: R.Currency });
    expect(decide({ minimumPurchase: '100.01' })).toEqual({ valid: false, reason: R.BelowMinimumPurchase });
    expect(decide({ minimumPurchase: '100.00' }).valid).toBe(true);
    const audience = { ...campaign().audience, countryCodes: ['VN'], operatingSystems: ['ios'] };
    expect(decide({ audience }, { countryCode: 'vn', operatingSystem: 'ios' }).valid).toBe(true);
    expect(decide({ audience }, { countryCode: 'TH', operatingSystem: 'ios' })).toEqual({ valid: false, reason: R.NotForAudience });
    expect(decide({ audience }, { countryCode: 'VN' })).toEqual({ valid: false, reason: R.NotForAudience });
  });

  it('rounds a percentage half up to the cent', () => {
    expect(decide({ type: 'percentage', value: '12.50' }, { total: '10.99' })).toEqual({ valid: true, discount: '1.37' });
    expect(decide({ type: 'percentage', value: '10' }, { total: '0.05' })).toEqual({ valid: true, discount: '0.01' });
    expect(decide({ type: 'percentage', value: '10' }, { total: '0.04' })).toEqual({ valid: true, discount: '0.00' });
  });
});

describe('campaignDiscount (properties)', () => {
  const cents = fc.bigInt({ min: 0n, max: 10_000_000_00n });
  const percent = fc.bigInt({ min: 1n, max: 99_99n });

  it('is never negative and never above the cart total', () => {
    fc.assert(
      fc.property(fc.constantFrom('amount' as const, 'percentage' as const), fc.bigInt({ min: 1n, max: 999_999_00n }), cents, (type, value, total) => {
        const d = campaignDiscount(type, formatCents(value), total);
        return d >= 0n && d <= total;
      }),
    );
  });

  it('a percentage is within half a cent of the exact share, halves rounding up', () => {
    fc.assert(
      fc.property(percent, cents, (p, total) => {
        const d = campaignDiscount('percentage', formatCents(p), total);
        const exactTimes10000 = total * p;
        const diff = d * 10_000n - exactTimes10000;
        return diff > -5_000n && diff <= 5_000n;
      }),
    );
  });

  it('an amount takes exactly its value off a cart at least that large', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 999_999_00n }), cents, (v, total) => campaignDiscount('amount', formatCents(v), total) === (v < total ? v : total)),
    );
  });

  it('the check answers the same discount as a decimal string for any valid cart', () => {
    fc.assert(
      fc.property(percent, cents, (p, total) => {
        const decision = decide({ type: 'percentage', value: formatCents(p) }, { total: formatCents(total) });
        return decision.valid && toCents(decision.discount) === campaignDiscount('percentage', formatCents(p), total);
      }),
    );
  });
});
