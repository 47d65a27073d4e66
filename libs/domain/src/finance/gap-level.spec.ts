import fc from 'fast-check';
import { computeInvoiceGap, invoiceGapLevel, invoiceGapOrNull, isGapPercentWarning } from './gap-level.js';
import { toCents } from '../payments/money.js';
import { divideRoundHalfUp, parseUsdRate, toUsdCents } from './currency-conversion.js';

const level = (gapUsd: bigint, platformUsd: bigint, prepaid = false) => invoiceGapLevel({ gapUsd, platformUsd, prepaid });
const min = (a: bigint, b: bigint) => (a < b ? a : b);
const cents = fc.bigInt({ min: -100_000_000n, max: 100_000_000n });
const platformCents = fc.bigInt({ min: 0n, max: 100_000_000n });

describe('invoice gap level', () => {
  it('follows spec 9 on examples (USD 1000 platform: 2% = 20, 10% = 100)', () => {
    expect(level(0n, 100_000n)).toBe(1);
    expect(level(2_000n, 100_000n)).toBe(1);
    expect(level(2_001n, 100_000n)).toBe(2);
    expect(level(10_000n, 100_000n)).toBe(2);
    expect(level(10_001n, 100_000n)).toBe(3);
    // USD 10 000 platform: the caps (50 and 200 USD) are the smaller bounds.
    expect(level(5_000n, 1_000_000n)).toBe(1);
    expect(level(5_001n, 1_000_000n)).toBe(2);
    expect(level(20_000n, 1_000_000n)).toBe(2);
    expect(level(20_001n, 1_000_000n)).toBe(3);
    expect(level(-20_001n, 1_000_000n)).toBe(3);
    expect(level(1n, 0n)).toBe(3);
    expect(level(99_999_999n, 1n, true)).toBe(1);
  });

  it('is always 1 for prepaid inventory (property)', () => {
    fc.assert(fc.property(cents, platformCents, (g, p) => level(g, p, true) === 1));
  });

  it('is symmetric in the sign of the gap (property)', () => {
    fc.assert(fc.property(cents, platformCents, (g, p) => level(g, p) === level(-g, p)));
  });

  it('never falls as |gap| grows (property)', () => {
    fc.assert(
      fc.property(cents, cents, platformCents, (a, b, p) => {
        const [small, large] = (a < 0n ? -a : a) <= (b < 0n ? -b : b) ? [a, b] : [b, a];
        return level(small, p) <= level(large, p);
      }),
    );
  });

  it('changes level exactly at min(2%, 50 USD) and min(10%, 200 USD), bounds inclusive (property)', () => {
    fc.assert(
      fc.property(platformCents, (p) => {
        // The largest whole-cent gaps inside each tolerance: floor of the exact threshold.
        const bound1 = min((2n * p) / 100n, 5_000n);
        const bound2 = min((10n * p) / 100n, 20_000n);
        expect(level(bound1, p)).toBe(1);
        expect(level(bound1 + 1n, p)).toBe(bound1 + 1n <= bound2 ? 2 : 3);
        expect(level(bound2, p)).toBe(bound2 <= bound1 ? 1 : 2);
        expect(level(bound2 + 1n, p)).toBe(3);
      }),
    );
  });
});

describe('computeInvoiceGap', () => {
  it('computes gap, USD gap, percent and level in USD', () => {
    expect(computeInvoiceGap({ invoiceAmount: '1020', platformAmount: '1000.00', usdRate: '1', invoiceType: 'tax_bill' })).toEqual({
      gap: '20.00',
      gapUsd: '20.00',
      gapPercent: '2.00',
      gapLevel: 1,
      isGapWarning: false,
    });
    expect(computeInvoiceGap({ invoiceAmount: '1020.01', platformAmount: '1000', usdRate: '1', invoiceType: 'tax_bill' })).toMatchObject({
      gapPercent: '2.00',
      gapLevel: 2,
      isGapWarning: false,
    });
    expect(computeInvoiceGap({ invoiceAmount: '970', platformAmount: '1000', usdRate: '1', invoiceType: 'others' })).toEqual({
      gap: '-30.00',
      gapUsd: '-30.00',
      gapPercent: '3.00',
      gapLevel: 2,
      isGapWarning: true,
    });
  });

  it('converts at the rate (units per USD), rounding half up, and levels on USD', () => {
    // 36.73 AED / 3.6725 = 10.00136... USD; platform 3672.50 AED = 1000 USD.
    expect(computeInvoiceGap({ invoiceAmount: '3709.23', platformAmount: '3672.50', usdRate: '3.6725', invoiceType: 'tax_bill' })).toEqual({
      gap: '36.73',
      gapUsd: '10.00',
      gapPercent: '1.00',
      gapLevel: 1,
      isGapWarning: false,
    });
    // 500 000 THB at 35 per USD: a gap of 7 035 THB = 201 USD is above both caps.
    expect(computeInvoiceGap({ invoiceAmount: '507035', platformAmount: '500000', usdRate: '35.0000', invoiceType: 'tax_bill' })).toMatchObject({
      gapUsd: '201.00',
      gapLevel: 3,
    });
    expect(computeInvoiceGap({ invoiceAmount: '507035', platformAmount: '500000', usdRate: '35', invoiceType: 'prepaid_inventory' }).gapLevel).toBe(1);
  });

  it('answers 0.00 or 100.00 percent on a zero platform amount', () => {
    expect(computeInvoiceGap({ invoiceAmount: '0', platformAmount: '0', usdRate: '1', invoiceType: 'tax_bill' })).toMatchObject({
      gapPercent: '0.00',
      gapLevel: 1,
    });
    expect(computeInvoiceGap({ invoiceAmount: '0.01', platformAmount: '0', usdRate: '1', invoiceType: 'tax_bill' })).toMatchObject({
      gapPercent: '100.00',
      gapLevel: 3,
      isGapWarning: true,
    });
  });

  it('refuses what is not an amount or a rate', () => {
    expect(() => computeInvoiceGap({ invoiceAmount: '1.001', platformAmount: '1', usdRate: '1', invoiceType: 'tax_bill' })).toThrow(RangeError);
    expect(() => computeInvoiceGap({ invoiceAmount: '1', platformAmount: '1', usdRate: '0', invoiceType: 'tax_bill' })).toThrow(RangeError);
    expect(invoiceGapOrNull({ invoiceAmount: '', platformAmount: '1', usdRate: '1' })).toBeNull();
    expect(invoiceGapOrNull({ invoiceAmount: '2', platformAmount: '1', usdRate: '1.12345' })).toBeNull();
    expect(invoiceGapOrNull({ invoiceAmount: '2', platformAmount: '1', usdRate: '1' })).toMatchObject({ gap: '1.00', gapLevel: 3 });
  });

  it('is symmetric: swapping over and under billing keeps percent and level (property)', () => {
    const fmt = (c: bigint) => `${c < 0n ? '-' : ''}${(c < 0n ? -c : c) / 100n}.${((c < 0n ? -c : c) % 100n).toString().padStart(2, '0')}`;
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10_000_000n }),
        fc.bigInt({ min: 0n, max: 1_000_000n }),
        fc.constantFrom('1', '3.6725', '35', '0.7812'),
        (p, d, rate) => {
          const over = computeInvoiceGap({ invoiceAmount: fmt(p + d), platformAmount: fmt(p), usdRate: rate, invoiceType: 'tax_bill' });
          const under = computeInvoiceGap({ invoiceAmount: fmt(p - d), platformAmount: fmt(p), usdRate: rate, invoiceType: 'tax_bill' });
          expect(under.gapPercent).toBe(over.gapPercent);
          expect(under.gapLevel).toBe(over.gapLevel);
          expect(toCents(under.gapUsd)).toBe(-toCents(over.gapUsd)!);
        },
      ),
    );
  });
});

describe('gap percent warning and conversion helpers', () => {
  it('is red strictly above 2 percent', () => {
    expect(isGapPercentWarning('2.00')).toBe(false);
    expect(isGapPercentWarning('2')).toBe(false);
    expect(isGapPercentWarning('2.01')).toBe(true);
    expect(isGapPercentWarning('100.00')).toBe(true);
    expect(isGapPercentWarning('abc')).toBe(false);
  });

  it('parses rates with at most 4 decimals and rounds conversions half away from zero', () => {
    expect(parseUsdRate('3.6725')).toBe(36_725n);
    expect(parseUsdRate('1')).toBe(10_000n);
    expect(parseUsdRate('0.0000')).toBeNull();
    expect(parseUsdRate('-1')).toBeNull();
    expect(parseUsdRate('1.23456')).toBeNull();
    expect(divideRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divideRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideRoundHalfUp(4n, 3n)).toBe(1n);
    expect(toUsdCents(1_000n, '4')).toBe(250n);
    expect(toUsdCents(1n, '2')).toBe(1n);
    expect(toUsdCents(-1n, '2')).toBe(-1n);
  });
});
