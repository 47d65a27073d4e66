import fc from 'fast-check';
import { formatCents, normalizeAmount, sumCents, toCents } from './money.js';
import { paidOf, recoverAmount, refundableOf, refundRefusal, resolveTransaction, TransactionKind } from './payment-rules.js';
import { PaymentMessage } from './payment-messages.js';

const cents = fc.bigInt({ min: 0n, max: 99_999_999_999n });

describe('money in cents', () => {
  it('parses and formats amounts exactly', () => {
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents('0.07')).toBe(7n);
    expect(toCents('-3')).toBe(-300n);
    expect(toCents(' 10.00 ')).toBe(1000n);
    expect(formatCents(1250n)).toBe('12.50');
    expect(formatCents(-5n)).toBe('-0.05');
    expect(normalizeAmount('7')).toBe('7.00');
  });

  it('refuses what is not an amount with at most 2 decimals', () => {
    for (const bad of ['', 'abc', '1.234', '1e3', '1,5', '.5', '0x10', null, undefined]) expect(toCents(bad)).toBeNull();
  });

  it('round-trips every amount (property)', () => {
    fc.assert(fc.property(fc.bigInt({ min: -99_999_999_999n, max: 99_999_999_999n }), (c) => toCents(formatCents(c)) === c));
  });

  it('adds 0.1 + 0.2 to exactly 0.30, unlike floats (property: sums are exact)', () => {
    expect(formatCents(sumCents([toCents('0.1')!, toCents('0.2')!]))).toBe('0.30');
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 50 }), (list) => {
        const viaText = list.map((c) => toCents(formatCents(c))!);
        return sumCents(viaText) === sumCents(list);
      }),
    );
  });
});

describe('refund rules', () => {
  it('never lets refunds exceed what was captured, whatever the sequence (property)', () => {
    fc.assert(
      fc.property(cents, fc.array(cents, { maxLength: 30 }), (charged, attempts) => {
        let refunded = 0n;
        for (const amount of attempts) {
          if (refundRefusal({ charged, refunded }, amount, 'USD') === null) refunded += amount;
        }
        return refunded <= charged && refundableOf({ charged, refunded }) === charged - refunded;
      }),
    );
  });

  it('accepts a refund of exactly the refundable amount and refuses one cent more', () => {
    const totals = { charged: 10_000n, refunded: 2_550n };
    expect(refundRefusal(totals, 7_450n, 'EUR')).toBeNull();
    expect(refundRefusal(totals, 7_451n, 'EUR')).toBe('The refund of 74.51 EUR is more than the 74.50 EUR captured and not yet refunded.');
    expect(refundRefusal(totals, 0n, 'EUR')).toBe(PaymentMessage.AmountPositive);
  });

  it('recovers exactly the gap between price and paid amount, in one direction only (property)', () => {
    fc.assert(
      fc.property(cents, cents, (price, paid) => {
        const charge = recoverAmount('charge', price, paid);
        const refund = recoverAmount('refund', price, paid);
        if (price === paid) return charge === null && refund === null;
        return price > paid ? charge === price - paid && refund === null : refund === paid - price && charge === null;
      }),
    );
  });
});

describe('resolveTransaction', () => {
  const booking = { price: 10_000n, totals: { charged: 12_000n, refunded: 0n }, currency: 'USD' };

  it('needs amount, supplier amount and reason for a new transaction', () => {
    const r = resolveTransaction('charge', { transactionType: TransactionKind.New }, booking);
    expect(r).toEqual({
      ok: false,
      errors: [
        { field: 'amount', message: 'This field is required.' },
        { field: 'supplierAmount', message: 'This field is required.' },
        { field: 'reason', message: 'This field is required.' },
      ],
    });
    const negative = resolveTransaction('charge', { transactionType: TransactionKind.New, amount: '5', supplierAmount: '-1', reason: 'x' }, booking);
    expect(negative).toEqual({ ok: false, errors: [{ field: 'supplierAmount', message: 'Value should be greater or equal 0' }] });
  });

  it('refunds the overpaid part on recover, and refuses a recover charge when nothing is owed', () => {
    expect(resolveTransaction('refund', { transactionType: TransactionKind.Recover }, booking)).toMatchObject({
      ok: true,
      transaction: { amount: 2_000n, supplierAmount: 0n },
    });
    expect(resolveTransaction('charge', { transactionType: TransactionKind.Recover }, booking)).toEqual({
      ok: false,
      reason: 'nothingToRecover',
      refusal: 'There is nothing to recover: the customer paid 120.00 USD and the price is 100.00 USD.',
    });
  });

  it('refuses a new refund above what is left to refund', () => {
    const r = resolveTransaction('refund', { transactionType: TransactionKind.New, amount: '120.01', supplierAmount: '0', reason: 'Goodwill' }, booking);
    expect(r).toEqual({
      ok: false,
      reason: 'refundAboveCaptured',
      refusal: 'The refund of 120.01 USD is more than the 120.00 USD captured and not yet refunded.',
    });
    expect(paidOf(booking.totals)).toBe(12_000n);
  });
});
