import fc from 'fast-check';
import { hasCreditLine, inventoryCompaniesLabel, topUpsFoundText, TOP_UP_MESSAGES, validateTopUp } from './credit-line-rules.js';

describe('credit line rules', () => {
  it('gives a credit line to booking agents paying by credit line only', () => {
    expect(hasCreditLine({ type: 'bookingAgent', paymentFlow: 'creditline' })).toBe(true);
    expect(hasCreditLine({ type: 'bookingAgent', paymentFlow: 'creditCard' })).toBe(false);
    expect(hasCreditLine({ type: 'b2b', paymentFlow: 'creditline' })).toBe(false);
  });

  it.each([
    ['', TOP_UP_MESSAGES.amountRequired],
    ['  ', TOP_UP_MESSAGES.amountRequired],
    ['0', TOP_UP_MESSAGES.amountPositive],
    ['0.00', TOP_UP_MESSAGES.amountPositive],
    ['-3', TOP_UP_MESSAGES.amountPositive],
    ['1.005', TOP_UP_MESSAGES.amountStep],
    ['abc', TOP_UP_MESSAGES.amountStep],
  ])('refuses the amount %j with %j', (amount, message) => {
    expect(validateTopUp({ amount })).toEqual([{ field: 'amount', message }]);
  });

  it('accepts every positive amount of whole cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (cents) => {
        const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(validateTopUp({ amount })).toEqual([]);
      }),
    );
  });

  it('counts the top ups and names the list by the action', () => {
    expect(topUpsFoundText(1)).toBe('There is 1 top up operation found.');
    expect(topUpsFoundText(3)).toBe('There are 3 top up operations found.');
    expect(inventoryCompaniesLabel('allow')).toBe('Allowed Companies');
    expect(inventoryCompaniesLabel('block')).toBe('Blocked Companies');
  });
});
