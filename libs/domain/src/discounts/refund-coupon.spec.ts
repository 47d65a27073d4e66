import fc from 'fast-check';
import {
  allocateRefund,
  appendCouponEntry,
  canCancelCoupon,
  cancelRefundAmount,
  couponBalance,
  couponCancelConfirmation,
  entryRefusal,
  RefundCouponEntryKind,
  type RefundCouponEntry,
} from './refund-coupon.js';

const issue = (amount: bigint): RefundCouponEntry => ({ kind: RefundCouponEntryKind.Issue, amount });
const takeOff = (amount: bigint): RefundCouponEntry => ({ kind: RefundCouponEntryKind.Consumption, amount: -amount });

describe('refund coupon ledger', () => {
  it('keeps the balance equal to the sum of the accepted entries and never below zero', () => {
    const attempt = fc.record({
      kind: fc.constantFrom(RefundCouponEntryKind.Consumption, RefundCouponEntryKind.Refund, RefundCouponEntryKind.Issue),
      cents: fc.bigInt({ min: -50_000n, max: 50_000n }),
    });
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 100_000n }), fc.array(attempt, { maxLength: 30 }), (issued, attempts) => {
        let ledger = appendCouponEntry([], issue(issued));
        for (const a of attempts) {
          const entry = { kind: a.kind, amount: a.cents };
          const before = ledger;
          try {
            ledger = appendCouponEntry(ledger, entry);
          } catch {
            expect(ledger).toBe(before);
          }
          const balance = couponBalance(ledger);
          expect(balance).toBe(ledger.reduce((s, e) => s + e.amount, 0n));
          expect(balance >= 0n).toBe(true);
          expect(balance <= issued).toBe(true);
        }
        expect(ledger.filter((e) => e.kind === RefundCouponEntryKind.Issue)).toHaveLength(1);
      }),
    );
  });

  it('refuses a ledger without its issue first, a second issue, signs the wrong way and an overdraft', () => {
    expect(() => appendCouponEntry([], takeOff(1n))).toThrow('A coupon ledger starts with its one issue entry.');
    expect(() => appendCouponEntry([issue(500n)], issue(1n))).toThrow('A coupon ledger starts with its one issue entry.');
    expect(entryRefusal(0n, issue(0n), true)).toBe('A coupon is issued with an amount above 0.');
    expect(entryRefusal(500n, { kind: RefundCouponEntryKind.Refund, amount: 1n }, false)).toBe(
      'A consumption or refund takes an amount above 0 off the balance.',
    );
    expect(() => appendCouponEntry([issue(500n)], takeOff(501n))).toThrow("The coupon's balance (5.00) does not cover 5.01.");
    expect(couponBalance(appendCouponEntry([issue(500n)], takeOff(500n)))).toBe(0n);
  });

  it('cancels only an active coupon with a balance above 0, refunding the fee only when including it', () => {
    expect(canCancelCoupon({ activated: true, balance: 1n })).toBe(true);
    expect(canCancelCoupon({ activated: true, balance: 0n })).toBe(false);
    expect(canCancelCoupon({ activated: false, balance: 100n })).toBe(false);
    expect(cancelRefundAmount(4000n, 150n, true)).toBe(4150n);
    expect(cancelRefundAmount(4000n, 150n, false)).toBe(4000n);
  });

  it('splits a refund over the source payments in order and refuses what they do not cover', () => {
    const payments = [
      { paymentId: 'a', amount: 3000n },
      { paymentId: 'b', amount: 2000n },
    ];
    expect(allocateRefund(2500n, payments)).toEqual([{ paymentId: 'a', amount: 2500n }]);
    expect(allocateRefund(4000n, payments)).toEqual([
      { paymentId: 'a', amount: 3000n },
      { paymentId: 'b', amount: 1000n },
    ]);
    expect(allocateRefund(5001n, payments)).toBeNull();
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 0n, max: 10_000n }), { maxLength: 5 }), fc.bigInt({ min: 0n, max: 60_000n }), (amounts, refund) => {
        const parts = allocateRefund(
          refund,
          amounts.map((amount, i) => ({ paymentId: String(i), amount })),
        );
        const total = amounts.reduce((s, a) => s + a, 0n);
        if (refund > total) expect(parts).toBeNull();
        else {
          expect(parts!.reduce((s, p) => s + p.amount, 0n)).toBe(refund);
          for (const p of parts!) expect(p.amount > 0n && p.amount <= amounts[Number(p.paymentId)]).toBe(true);
        }
      }),
    );
  });

  it('words the confirmations as the spec does', () => {
    expect(couponCancelConfirmation('cancelIncludingFees')).toBe(
      'Are you sure you want to cancel the coupon and refund this amount (including processing fees) to the customer?',
    );
    expect(couponCancelConfirmation('cancelExcludingFees')).toBe(
      'Are you sure you want to cancel the coupon and refund this amount (excluding processing fees) to the customer?',
    );
  });
});
