import { platformAmountIn } from './platform-amount.js';

describe('platformAmountIn', () => {
  const cost = {
    totalsByCurrency: [
      { currency: 'VND', total: '12500000' },
      { currency: 'THB', total: '100.5' },
    ],
    totalInUsd: '495.12',
  };

  it('takes the cost in the invoice currency, the USD total for a USD invoice without USD cost, else 0', () => {
    expect(platformAmountIn(cost, 'VND')).toBe('12500000.00');
    expect(platformAmountIn(cost, 'THB')).toBe('100.50');
    expect(platformAmountIn(cost, 'USD')).toBe('495.12');
    expect(platformAmountIn(cost, 'EUR')).toBe('0.00');
    expect(platformAmountIn({ totalsByCurrency: [{ currency: 'USD', total: '-3.1' }], totalInUsd: '99.00' }, 'USD')).toBe('-3.10');
  });

  it('is empty while the cost or the currency is not known', () => {
    expect(platformAmountIn(undefined, 'VND')).toBe('');
    expect(platformAmountIn(cost, '')).toBe('');
  });
});
