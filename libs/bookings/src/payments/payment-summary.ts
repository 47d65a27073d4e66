import { formatCents, paymentActions, Role, SettlementStatus, type Actor } from '@farebox/domain';
import type { Booking } from '../bookings/booking.entity.js';
import type { BookingPayment } from './booking-payment.entity.js';
import type { BookingPaymentSummaryDto } from './dto/payment.dto.js';
import { amountText, centsOf, flagsOf, totalsOf, type CapturedAmounts } from './payment-money.js';

/** Agents see the supplier side of a payment only. */
export const isSupplierView = (user: Pick<Actor, 'role'>) => user.role === Role.Agent;

/** What a booking's payment summary reads of its payment row (none yet: unpaid, nothing captured). */
export type PaymentTotals = CapturedAmounts & Pick<BookingPayment, 'id' | 'status'>;

/** The `payment` field of a booking's detail from the booking and its payment: amounts, recover amounts, money actions. */
export function paymentSummaryOf(booking: Booking, payment: PaymentTotals | null, user: Actor): BookingPaymentSummaryDto {
  const totals = payment ? totalsOf(payment) : { charged: 0n, refunded: 0n };
  const supplierView = isSupplierView(user);
  const hidden = (cents: bigint) => (supplierView ? null : formatCents(cents));
  const actions = paymentActions(user, {
    settlement: payment?.status ?? SettlementStatus.Unpaid,
    status: booking.paymentStatus,
    flags: flagsOf(booking),
    price: centsOf(booking.priceAmount),
    totals,
  });
  return {
    paymentId: payment?.id ?? null,
    settlementStatus: payment?.status ?? SettlementStatus.Unpaid,
    status: booking.paymentStatus,
    provider: booking.paymentProvider,
    isDisputed: booking.isDisputed,
    currency: booking.currency,
    price: supplierView ? null : amountText(booking.priceAmount),
    paidAmount: hidden(totals.charged - totals.refunded),
    chargedAmount: hidden(totals.charged),
    refundedAmount: hidden(totals.refunded),
    supplierCurrency: booking.supplierCurrency,
    recover: supplierView ? null : actions.recover,
    allowedActions: actions.allowedActions,
  };
}
