import { describe, expect, it } from '@jest/globals';
import { discountText, expirationFromDays, usageText, validUntilText } from './campaign-format';

describe('campaign format', () => {
  it('shows $ for an amount and % for a percentage', () => {
    expect(discountText('amount', '12.50')).toBe('$12.50');
    expect(discountText('percentage', '15.00')).toBe('15.00%');
  });

  it('reads a limit of 0 or less as unlimited', () => {
    expect(usageText(3, 0)).toBe('3 / unlimited');
    expect(usageText(3, -1)).toBe('3 / unlimited');
    expect(usageText(3, 100)).toBe('3 / 100');
  });

  it('counts the expiry days from the given day', () => {
    expect(expirationFromDays('2026-03-01T10:00:00.000Z', 30).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(validUntilText({ createdAt: '2026-03-01T10:00:00.000Z', expiredAt: null, expiredIn: null })).toBe('—');
    expect(validUntilText({ createdAt: '2026-03-01T10:00:00.000Z', expiredAt: null, expiredIn: 30 })).toMatch(/\(30 days\)$/);
  });
});
