import { describe, expect, it } from '@jest/globals';
import { formatAmount, formatCurrencyTotals, formatDay, formatMoneyIn, formatRate, labelOf, oneYearBefore, startOfYear } from './finance-format';

describe('finance formatting', () => {
  it('shows amounts with 2 decimals and grouped digits, never through a float', () => {
    expect(formatAmount('1234567.5')).toBe('1,234,567.50');
    expect(formatAmount('-1000')).toBe('-1,000.00');
    expect(formatAmount('999.99')).toBe('999.99');
    expect(formatAmount('0')).toBe('0.00');
    expect(formatAmount('123456789012.34')).toBe('123,456,789,012.34');
    expect(formatAmount(null)).toBe('—');
    expect(formatAmount('n/a')).toBe('n/a');
    expect(formatMoneyIn('12.5', 'THB')).toBe('12.50 THB');
    expect(formatMoneyIn(undefined, 'THB')).toBe('—');
  });

  it('shows rates with 4 decimals and keeps any extra precision', () => {
    expect(formatRate('36.5')).toBe('36.5000');
    expect(formatRate('25400')).toBe('25400.0000');
    expect(formatRate('3.71234')).toBe('3.71234');
    expect(formatRate(null)).toBe('—');
  });

  it('puts per-currency totals on one line', () => {
    expect(
      formatCurrencyTotals([
        { currency: 'THB', total: '1200' },
        { currency: 'USD', total: '35.1' },
      ]),
    ).toBe('1,200.00 THB · 35.10 USD');
    expect(formatCurrencyTotals([])).toBe('—');
  });

  it('labels option values and calendar days', () => {
    expect(labelOf([{ value: 'bi_weekly', label: 'Bi-Weekly' }], 'bi_weekly')).toBe('Bi-Weekly');
    expect(labelOf([], 'other')).toBe('other');
    expect(labelOf([], null)).toBe('—');
    expect(formatDay('2026-10-05')).toBe('5 Oct 2026');
    expect(formatDay('2026-10-05T00:00:00.000Z')).toBe('5 Oct 2026');
    expect(formatDay('soon')).toBe('soon');
    expect(formatDay(null)).toBe('—');
  });

  it('goes back one year (29 February to 28 February) and to 1 January', () => {
    expect(oneYearBefore('2026-05-14')).toBe('2025-05-14');
    expect(oneYearBefore('2028-02-29')).toBe('2027-02-28');
    expect(oneYearBefore('2026-01-01')).toBe('2025-01-01');
    expect(startOfYear('2026-11-30')).toBe('2026-01-01');
  });
});
