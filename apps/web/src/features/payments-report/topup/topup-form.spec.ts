import { describe, expect, it } from '@jest/globals';
import { ErrorCode, isDueDateOption, TopupMessage, validateTopupRequest } from '@farebox/domain';
import { ApiError } from '@/api/api-error';
import { todayIso } from '@/ui/format';
import { emptyTopupValues, topupFailure, topupFormDates, toTopupBody } from './topup-form';

const today = '2026-10-20';
const ctx = { today, supplierCurrency: 'THB' };

describe('top-up form', () => {
  it('sends only the fields of its mode', () => {
    const values = { ...emptyTopupValues('THB', today), amount: ' 1500.00 ', note: ' ' };
    expect(toTopupBody('deposit_request', values, { supplierName: 'Andaman' })).toEqual({
      type: 'deposit_request',
      amount: '1500.00',
      currency: 'THB',
      note: undefined,
      supplierName: 'Andaman',
      dueDate: 'immediate',
    });
    expect(toTopupBody('deposit', { ...values, depositId: 'r1', depositRequestVersion: 3 }, {})).toMatchObject({
      type: 'deposit',
      depositId: 'r1',
      depositRequestVersion: 3,
    });
    expect(toTopupBody('deposit', values, {})).toMatchObject({ type: 'deposit', depositId: undefined });
    expect(toTopupBody('adjustment', values, {})).toMatchObject({ type: 'adjustment', adjustmentType: 'cash', adjustmentDate: today });
  });

  it('answers a deposit request on the version the ledger showed', () => {
    const values = { ...emptyTopupValues('THB', today, { id: 'r1', version: 2 }), amount: '10' };
    expect(values).toMatchObject({ depositId: 'r1', depositRequestVersion: 2 });
    expect(toTopupBody('deposit', values, {})).toMatchObject({ depositId: 'r1', depositRequestVersion: 2 });
    expect(toTopupBody('deposit', { ...values, depositId: '' }, {})).not.toHaveProperty('depositRequestVersion');
  });

  it('gets the three amount messages and the required note from the shared rule', () => {
    const base = emptyTopupValues('THB', today);
    const problems = (amount: string, mode: 'deposit_request' | 'adjustment' = 'deposit_request') =>
      validateTopupRequest(toTopupBody(mode, { ...base, amount }, {}), ctx);
    expect(problems('')).toEqual([{ field: 'amount', message: TopupMessage.AmountRequired }]);
    expect(problems('0')).toEqual([{ field: 'amount', message: TopupMessage.AmountPositive }]);
    expect(problems('1.234')).toEqual([{ field: 'amount', message: TopupMessage.InvalidAmount }]);
    expect(problems('-20', 'adjustment')).toEqual([{ field: 'note', message: 'This field is required.' }]);
    expect(validateTopupRequest(toTopupBody('deposit', { ...base, amount: '5', currency: 'USD' }, {}), ctx)).toEqual([
      { field: 'currency', message: TopupMessage.CurrencyMismatch },
    ]);
  });

  it("offers only due dates the server accepts on its UTC day, when the browser's own day is another one", () => {
    /** The instant as a browser in another zone reads it: its local getters give `localDay`. */
    const seenIn = (instant: string, localDay: string) => {
      const [y, m, d] = localDay.split('-').map(Number) as [number, number, number];
      return Object.assign(new Date(instant), { getFullYear: () => y, getMonth: () => m - 1, getDate: () => d });
    };
    // 02:00 UTC on the 15th is the 14th in New York, 18:00 UTC on the 14th the 15th in Bangkok: a list of the
    // browser's day offers the 15th on the 14th (refused on the 15th), or a date a year ahead the server has not yet.
    for (const [now, serverDay] of [
      [seenIn('2026-10-15T02:00:00Z', '2026-10-14'), '2026-10-15'],
      [seenIn('2026-10-14T18:00:00Z', '2026-10-15'), '2026-10-14'],
    ] as const) {
      expect(todayIso(now)).not.toBe(serverDay);
      const { today, dueDates } = topupFormDates(now);
      expect(today).toBe(serverDay);
      expect(dueDates.filter((o) => !isDueDateOption(o.value, serverDay))).toEqual([]);
    }
  });

  it('shows field problems on the fields, refusals as their message, anything else as the server error', () => {
    const err = (status: number, body: object) => new ApiError(status, '', { status, code: ErrorCode.HttpError, message: '', ...body });
    expect(topupFailure(err(400, { details: [{ field: 'amount', message: TopupMessage.InvalidAmount }] }))).toEqual({
      problems: [{ field: 'amount', message: TopupMessage.InvalidAmount }],
    });
    expect(topupFailure(err(409, { message: TopupMessage.CurrencyMismatch }))).toEqual({ title: TopupMessage.CurrencyMismatch });
    expect(topupFailure(err(500, {}))).toEqual({ title: TopupMessage.ServerError });
    expect(topupFailure(new TypeError('network'))).toEqual({ title: TopupMessage.ServerError });
  });
});
