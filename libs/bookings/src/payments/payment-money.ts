import { Decimal } from 'decimal.js';
import { toCents, type BookingPaymentFlags, type CapturedTotals, type Cents } from '@farebox/domain';
import type { AuthenticatedUser } from '@farebox/platform';
import type { Booking } from '../bookings/booking.entity.js';

/** Decimal (entities) to cents (domain rules); numeric(14,2) always has at most 2 decimals. */
export const centsOf = (value: Decimal | string): Cents => toCents(new Decimal(value).toFixed(2))!;
export const amountText = (value: Decimal | string): string => new Decimal(value).toFixed(2);

/** A payment's captured amounts: the entity's Decimals, or numeric text read as JSON. */
export interface CapturedAmounts {
  chargedAmount: Decimal | string;
  refundedAmount: Decimal | string;
}

export const totalsOf = (payment: CapturedAmounts): CapturedTotals => ({
  charged: centsOf(payment.chargedAmount),
  refunded: centsOf(payment.refundedAmount),
});

export const flagsOf = (booking: Pick<Booking, 'isDisputed' | 'isFraudulent'>): BookingPaymentFlags => ({
  isDisputed: booking.isDisputed,
  isFraudulent: booking.isFraudulent,
});

/** Who moved the money, as stored on transactions and history rows. */
export interface MoneyActor {
  id: string | null;
  name: string;
}

export const actorOf = (user: Pick<AuthenticatedUser, 'id' | 'displayName' | 'username'>): MoneyActor => ({
  id: user.id,
  name: user.displayName || user.username,
});

/** The actor as a change-log author. */
export const authorOf = (user: Pick<AuthenticatedUser, 'id' | 'displayName' | 'username' | 'email'>) => ({ ...actorOf(user), email: user.email ?? null });
