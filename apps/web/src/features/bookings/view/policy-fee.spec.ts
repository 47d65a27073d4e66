import { describe, expect, it } from '@jest/globals';
import { feeText } from './policy-fee';

describe('policy fee (spec part 2, section 9)', () => {
  it('shows a fee as a percentage, or Free when it is 0', () => {
    expect(feeText('0')).toBe('Free');
    expect(feeText('0.00')).toBe('Free');
    expect(feeText('10.00')).toBe('10%');
    expect(feeText('12.50')).toBe('12.5%');
  });
});
