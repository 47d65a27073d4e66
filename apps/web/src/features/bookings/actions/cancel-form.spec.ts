import { describe, expect, it } from '@jest/globals';
import { amountsForRefundType, EMPTY_CANCEL_FORM, toCancelInput, validateCancelForm, type CancelFormValues } from './cancel-form';

const form = (values: Partial<CancelFormValues>): CancelFormValues => ({ ...EMPTY_CANCEL_FORM, sendMail: false, ...values });

describe('cancel form (spec 5, Cancel)', () => {
  it('sends the amounts for a partial refund and for no refund, never for a full one', () => {
    const typed = { amount: '12.50', costRefundInSupplierCurrency: '300', feePercent: '10' };
    expect(toCancelInput(form({ refundType: 'none', ...typed }), false)).toMatchObject({
      refundType: 'none',
      amount: '12.50',
      costRefundInSupplierCurrency: '300',
      feePercent: '10',
    });
    expect(toCancelInput(form({ refundType: 'partial', ...typed }), false)).toMatchObject({ amount: '12.50', costRefundInSupplierCurrency: '300' });
    const full = toCancelInput(form({ refundType: 'full', ...typed, includeFees: true }), false);
    expect(full).toMatchObject({ amount: undefined, costRefundInSupplierCurrency: undefined, feePercent: undefined, includeFees: true });
  });

  it('requires the amounts, numbers of at least 0, unless the refund is full', () => {
    const validate = validateCancelForm(false);
    for (const refundType of ['none', 'partial']) {
      expect(validate(form({ refundType })).map((e) => [e.field, e.message])).toEqual([
        ['amount', 'This field is required.'],
        ['costRefundInSupplierCurrency', 'This field is required.'],
      ]);
      expect(validate(form({ refundType, amount: '-1', costRefundInSupplierCurrency: '0' })).map((e) => e.field)).toEqual(['amount']);
      expect(validate(form({ refundType, amount: '0', costRefundInSupplierCurrency: '250.75' }))).toEqual([]);
    }
    expect(validate(form({ refundType: 'full' }))).toEqual([]);
  });

  it('starts no refund from 0 and 0, clears the amounts for a full refund, keeps them for a partial one', () => {
    const typed = { amount: '40', costRefundInSupplierCurrency: '900' };
    expect(amountsForRefundType(typed, 'none')).toEqual({ amount: '0', costRefundInSupplierCurrency: '0' });
    expect(amountsForRefundType(typed, 'full')).toEqual({ amount: '', costRefundInSupplierCurrency: '' });
    expect(amountsForRefundType(typed, 'partial')).toEqual(typed);
  });
});
