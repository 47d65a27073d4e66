import { Role, Scope } from '../access/roles.js';
import type { Actor } from '../access/access-rule.js';
import { PaymentStatus } from '../bookings/booking-status.js';
import { BookingPaymentRefusal, decideBookingPayment } from './booking-payment.machine.js';
import { PaymentAction, paymentActions } from './payment-actions.js';
import { decideSettlement, SettlementRefusal } from './payment-settlement.machine.js';

const clean = { isDisputed: false, isFraudulent: false };
const actor = (role: Actor['role'], isFullAdmin: boolean, scopes: Scope[] = []): Actor => ({ id: 'u', role, isFullAdmin, scopes, companyId: null });
const admin = actor(Role.Admin, true);

describe('booking payment machine', () => {
  it('goes unpaid -> authorized -> paid -> refund when everything is refunded', () => {
    const authorized = decideBookingPayment(PaymentStatus.Unpaid, clean, { type: 'AUTHORIZE' });
    expect(authorized).toEqual({ ok: true, status: 'authorized', flags: clean });
    expect(decideBookingPayment(PaymentStatus.Authorized, clean, { type: 'CAPTURE' })).toMatchObject({ ok: true, status: 'paid' });
    expect(decideBookingPayment(PaymentStatus.Paid, clean, { type: 'REFUND', fullyRefunded: false })).toMatchObject({ ok: true, status: 'paid' });
    expect(decideBookingPayment(PaymentStatus.Paid, clean, { type: 'REFUND', fullyRefunded: true })).toMatchObject({ ok: true, status: 'refund' });
    expect(decideBookingPayment(PaymentStatus.Refund, clean, { type: 'CAPTURE' })).toMatchObject({ ok: true, status: 'paid' });
  });

  it('fails and expires from unpaid or authorized, and can be paid again afterwards', () => {
    expect(decideBookingPayment(PaymentStatus.Authorized, clean, { type: 'EXPIRE' })).toMatchObject({ status: 'expired' });
    expect(decideBookingPayment(PaymentStatus.Unpaid, clean, { type: 'FAIL' })).toMatchObject({ status: 'failed' });
    expect(decideBookingPayment(PaymentStatus.Failed, clean, { type: 'CAPTURE' })).toMatchObject({ status: 'paid' });
    expect(decideBookingPayment(PaymentStatus.Paid, clean, { type: 'EXPIRE' })).toEqual({ ok: false, reason: 'The payment cannot do this while it is paid.' });
  });

  it('voids an authorisation back to unpaid (nothing was taken), and only an authorisation', () => {
    expect(decideBookingPayment(PaymentStatus.Authorized, clean, { type: 'VOID' })).toEqual({ ok: true, status: 'unpaid', flags: clean });
    expect(decideBookingPayment(PaymentStatus.Authorized, { isDisputed: true, isFraudulent: true }, { type: 'VOID' })).toMatchObject({
      ok: true,
      status: 'unpaid',
    });
    for (const status of [PaymentStatus.Paid, PaymentStatus.Refund, PaymentStatus.Unpaid, PaymentStatus.Expired]) {
      expect(decideBookingPayment(status, clean, { type: 'VOID' })).toEqual({ ok: false, reason: `The payment cannot do this while it is ${status}.` });
    }
  });

  it("leaves a payment whose money moved to an exchange's new booking unpaid, whatever it was", () => {
    for (const status of Object.values(PaymentStatus)) {
      expect(decideBookingPayment(status, { isDisputed: true, isFraudulent: false }, { type: 'MOVE_OUT' })).toEqual({
        ok: true,
        status: 'unpaid',
        flags: { isDisputed: true, isFraudulent: false },
      });
    }
  });

  it('refuses refunds while disputed and charges while fraudulent; the flags change in any state', () => {
    expect(decideBookingPayment(PaymentStatus.Paid, { ...clean, isDisputed: true }, { type: 'REFUND', fullyRefunded: true })).toEqual({
      ok: false,
      reason: BookingPaymentRefusal.Disputed,
    });
    expect(decideBookingPayment(PaymentStatus.Unpaid, { ...clean, isFraudulent: true }, { type: 'CAPTURE' })).toEqual({
      ok: false,
      reason: BookingPaymentRefusal.Fraudulent,
    });
    expect(decideBookingPayment(PaymentStatus.Unpaid, clean, { type: 'REFUND', fullyRefunded: false })).toEqual({
      ok: false,
      reason: 'Nothing can be refunded while the payment is unpaid.',
    });
    expect(decideBookingPayment(PaymentStatus.Refund, clean, { type: 'DISPUTE' })).toEqual({
      ok: true,
      status: 'refund',
      flags: { isDisputed: true, isFraudulent: false },
    });
    expect(decideBookingPayment(PaymentStatus.Paid, { isDisputed: true, isFraudulent: true }, { type: 'CLEAR_FRAUD' })).toMatchObject({
      flags: { isFraudulent: false, isDisputed: true },
    });
  });
});

describe('payment settlement (Mark as Paid / Unpaid)', () => {
  it('marks unpaid as paid, and paid as unpaid for full admins only (support or admin role, never read-admin)', () => {
    expect(decideSettlement('unpaid', { type: 'MARK_PAID', actor: admin })).toEqual({ ok: true, status: 'paid' });
    expect(decideSettlement('paid', { type: 'MARK_UNPAID', actor: admin })).toEqual({ ok: true, status: 'unpaid' });
    expect(decideSettlement('paid', { type: 'MARK_UNPAID', actor: actor(Role.Support, true) })).toEqual({ ok: true, status: 'unpaid' });
    expect(decideSettlement('paid', { type: 'MARK_UNPAID', actor: actor(Role.ReadAdmin, true) })).toEqual({
      ok: false,
      reason: SettlementRefusal.AdminOnly,
      forbidden: true,
    });
    expect(decideSettlement('paid', { type: 'MARK_UNPAID', actor: actor(Role.Admin, false) })).toMatchObject({ ok: false, forbidden: true });
  });

  it('refuses marking twice', () => {
    expect(decideSettlement('paid', { type: 'MARK_PAID', actor: admin })).toEqual({ ok: false, reason: SettlementRefusal.AlreadyPaid });
    expect(decideSettlement('unpaid', { type: 'MARK_UNPAID', actor: admin })).toEqual({ ok: false, reason: SettlementRefusal.AlreadyUnpaid });
  });
});

describe('paymentActions', () => {
  const facts = { settlement: 'unpaid' as const, status: PaymentStatus.Paid, flags: clean, price: 10_000n, totals: { charged: 8_000n, refunded: 0n } };

  it('offers full admins every action the machines allow, with the recover amount', () => {
    expect(paymentActions(admin, facts)).toEqual({
      allowedActions: [PaymentAction.MarkPaid, PaymentAction.Charge, PaymentAction.Refund, PaymentAction.ChangePrice],
      recover: { charge: '20.00', refund: null },
    });
    expect(
      paymentActions(admin, { ...facts, settlement: 'paid', totals: { charged: 10_000n, refunded: 10_000n }, flags: { ...clean, isFraudulent: true } })
        .allowedActions,
    ).toEqual([PaymentAction.MarkUnpaid, PaymentAction.ChangePrice]);
  });

  it('keeps Charge and Refund when the paid amount equals the price: only the recover option depends on it (spec 5)', () => {
    expect(paymentActions(admin, { ...facts, totals: { charged: 10_000n, refunded: 0n } })).toEqual({
      allowedActions: [PaymentAction.MarkPaid, PaymentAction.Charge, PaymentAction.Refund, PaymentAction.ChangePrice],
      recover: { charge: null, refund: null },
    });
  });

  it('offers the same to a full admin with the support role (spec 6: any full admin moves money)', () => {
    expect(paymentActions(actor(Role.Support, true), facts)).toEqual(paymentActions(admin, facts));
  });

  it('offers nothing to read-admin, other support users or agents', () => {
    for (const who of [actor(Role.Support, false), actor(Role.ReadAdmin, true), actor(Role.Agent, false), actor(Role.Admin, false, [Scope.FinanceAdmin])]) {
      expect(paymentActions(who, facts).allowedActions).toEqual([]);
    }
  });
});
