import { describe, expect, it } from '@jest/globals';
import { refundAfterFee } from './refund-amounts';

describe('refundAfterFee', () => {
  it('keeps the fee and rounds to the cent, half up', () => {
    expect(refundAfterFee('100.00', '10')).toBe('90.00');
    expect(refundAfterFee('99.99', '12.5')).toBe('87.49'); // 87.49125
    expect(refundAfterFee('0.05', '50')).toBe('0.03'); // 0.025 -> half up
    expect(refundAfterFee('120', '0')).toBe('120.00');
    expect(refundAfterFee('120', '100')).toBe('0.00');
  });

  it('refuses what is not an amount or a fee above 100', () => {
    expect(refundAfterFee('abc', '10')).toBeNull();
    expect(refundAfterFee('10.123', '10')).toBeNull();
    expect(refundAfterFee('10', '100.01')).toBeNull();
    expect(refundAfterFee('-1', '10')).toBeNull();
  });
});
