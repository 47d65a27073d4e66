import { describe, expect, it } from '@jest/globals';
import { TopupMessage, validateTopupRequest } from '@farebox/domain';
import { ApiError } from '../../../api/api-error';
import { emptyTopupValues, topupFailure, toTopupBody } from './topup-form';

const today = '2026-10-20';
const ctx = { today, supplierCurrency: 'THB' };

describe('top-up form', () => {
  it('sends only the fields of its mode', () => {
    const values = { ...emptyTopupValues('THB', today), amount: ' 1500.00 ', note: ' ' };
    expect(toTopupBody('deposit_request', values, { supplierName: 'Andaman' })).toEqual({ type: 'deposit_request', amount: '1500.00', currency: 'THB', note: undefined, supplierName: 'Andaman', dueDate: 'immediate' });
    expect(toTopupBody('deposit', { ...values, depositId: 'r1' }, {})).toMatchObject({ type: 'deposit', depositId: 'r1' });
    expect(toTopupBody('deposit', values, {})).toMatchObject({ type: 'deposit', depositId: undefined });
    expect(toTopupBody('adjustment', values, {})).toMatchObject({ type: 'adjustment', adjustmentType: 'cash', adjustmentDate: today });
  });

  it('gets the three amount messages and the required note from the shared rule', () => {
    const base = emptyTopupValues('THB', today);
    const problems = (amount: string, mode: 'deposit_request' | 'adjustment' = 'deposit_request') => validateTopupRequest(toTopupBody(mode, { ...base, amount }, {}), ctx);
    expect(problems('')).toEqual([{ field: 'amount', message: TopupMessage.AmountRequired }]);
    expect(problems('0')).toEqual([{ field: 'amount', message: TopupMessage.AmountPositive }]);
    expect(problems('1.234')).toEqual([{ field: 'amount', message: TopupMessage.InvalidAmount }]);
    expect(problems('-20', 'adjustment')).toEqual([{ field: 'note', message: 'This field is required.' }]);
    expect(validateTopupRequest(toTopupBody('deposit', { ...base, amount: '5', currency: 'USD' }, {}), ctx)).toEqual([{ field: 'currency', message: TopupMessage.CurrencyMismatch }]);
  });

  it('shows field problems on the fields, refusals as their message, anything else as the server error', () => {
    const err = (status: number, body: object) => new ApiError(status, '', { status, code: 'c', message: '', ...body });
    expect(topupFailure(err(400, { details: [{ field: 'amount', message: TopupMessage.InvalidAmount }] }))).toEqual({ problems: [{ field: 'amount', message: TopupMessage.InvalidAmount }] });
    expect(topupFailure(err(409, { message: TopupMessage.CurrencyMismatch }))).toEqual({ title: TopupMessage.CurrencyMismatch });
    expect(topupFailure(err(500, {}))).toEqual({ title: TopupMessage.ServerError });
    expect(topupFailure(new TypeError('network'))).toEqual({ title: TopupMessage.ServerError });
  });
});
