import { canAccess, type AccessRule, type Actor } from '../access/access-rule.js';
import { Role, STAFF_ROLES } from '../access/roles.js';
import type { PaymentStatus } from '../bookings/booking-status.js';
import { decideBookingPayment, type BookingPaymentFlags } from './booking-payment.machine.js';
import { formatCents, type Cents } from './money.js';
import { paidOf, recoverAmount, refundableOf, type CapturedTotals } from './payment-rules.js';
import { decideSettlement, PAYMENT_ADMIN_RULE, type SettlementStatus } from './payment-settlement.machine.js';

/** Who reads payments: staff, and agents for their own company's bookings. */
export const PAYMENT_READ_RULE: AccessRule = { roles: [...STAFF_ROLES, Role.Agent] };

export const PaymentAction = {
  MarkPaid: 'markPaid',
  MarkUnpaid: 'markUnpaid',
  Charge: 'charge',
  Refund: 'refund',
  ChangePrice: 'changePrice',
} as const;
export type PaymentAction = (typeof PaymentAction)[keyof typeof PaymentAction];

export interface PaymentFacts {
  settlement: SettlementStatus;
  status: PaymentStatus;
  flags: BookingPaymentFlags;
  /** The booking price in its currency. */
  price: Cents;
  totals: CapturedTotals;
}

export interface PaymentActions {
  allowedActions: PaymentAction[];
  /** The amount a recover transaction would charge or refund; null when the paid amount does not differ that way. */
  recover: { charge: string | null; refund: string | null };
}

/** What the user may do with a payment now, from the machines and the amounts; the web renders exactly this. */
export function paymentActions(actor: Actor, facts: PaymentFacts): PaymentActions {
  const paid = paidOf(facts.totals);
  const recoverCharge = recoverAmount('charge', facts.price, paid);
  const recoverRefund = recoverAmount('refund', facts.price, paid);
  const recover = { charge: recoverCharge === null ? null : formatCents(recoverCharge), refund: recoverRefund === null ? null : formatCents(recoverRefund) };
  if (!canAccess(actor, PAYMENT_ADMIN_RULE)) return { allowedActions: [], recover };

  const allowed: PaymentAction[] = [];
  if (decideSettlement(facts.settlement, { type: 'MARK_PAID', actor }).ok) allowed.push(PaymentAction.MarkPaid);
  if (decideSettlement(facts.settlement, { type: 'MARK_UNPAID', actor }).ok) allowed.push(PaymentAction.MarkUnpaid);
  if (decideBookingPayment(facts.status, facts.flags, { type: 'CAPTURE' }).ok) allowed.push(PaymentAction.Charge);
  const refundable = refundableOf(facts.totals);
  if (refundable > 0n && decideBookingPayment(facts.status, facts.flags, { type: 'REFUND', fullyRefunded: false }).ok) allowed.push(PaymentAction.Refund);
  allowed.push(PaymentAction.ChangePrice);
  return { allowedActions: allowed, recover };
}
