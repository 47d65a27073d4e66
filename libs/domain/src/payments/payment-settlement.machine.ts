import { setup, transition } from 'xstate';
import type { AccessRule, Actor } from '../access/access-rule.js';
import { STAFF_WRITE_ROLES } from '../access/roles.js';

/**
 * Who moves money (cancel's refund, charge, refund, change price, Mark as Paid/Unpaid and the bulk payment buttons):
 * any full admin who may write, support or admin role alike, never read-admin (spec 6, as for Cancel).
 */
export const PAYMENT_ADMIN_RULE: AccessRule = { roles: STAFF_WRITE_ROLES, fullAdmin: true };

/** The booking payment in the payments list: unpaid becomes paid (Mark as Paid) and back (Mark as Unpaid, admin only). */
export const SettlementStatus = { Unpaid: 'unpaid', Paid: 'paid' } as const;
export type SettlementStatus = (typeof SettlementStatus)[keyof typeof SettlementStatus];
export const SETTLEMENT_STATUSES: readonly SettlementStatus[] = Object.values(SettlementStatus);

/** Which date the payments list's from/to filter on. */
export const PAYMENT_DATE_TYPES = ['created', 'updated', 'departure', 'return'] as const;
export type PaymentDateType = (typeof PAYMENT_DATE_TYPES)[number];

export const SETTLEMENT_MACHINE_VERSION = 1;

type SettlementActor = Pick<Actor, 'role' | 'isFullAdmin'>;

export type SettlementEvent = { type: 'MARK_PAID'; actor: SettlementActor } | { type: 'MARK_UNPAID'; actor: SettlementActor };

export const SettlementRefusal = {
  AlreadyPaid: 'The payment is already marked as paid.',
  AlreadyUnpaid: 'The payment is already unpaid.',
  AdminOnly: 'Only a full admin can mark a payment as unpaid.',
} as const;

/** Mark as Unpaid is 'admin only' (spec 4): the money movers of spec 6. */
export const isPaymentAdmin = (actor: SettlementActor): boolean => PAYMENT_ADMIN_RULE.roles.includes(actor.role) && actor.isFullAdmin;

export const paymentSettlementMachine = setup({
  types: { events: {} as SettlementEvent },
  guards: { paymentAdmin: ({ event }) => isPaymentAdmin(event.actor) },
}).createMachine({
  id: 'paymentSettlement',
  initial: SettlementStatus.Unpaid,
  states: {
    [SettlementStatus.Unpaid]: { on: { MARK_PAID: SettlementStatus.Paid } },
    [SettlementStatus.Paid]: { on: { MARK_UNPAID: { target: SettlementStatus.Unpaid, guard: 'paymentAdmin' } } },
  },
});

export type SettlementDecision = { ok: true; status: SettlementStatus } | { ok: false; reason: string; forbidden?: boolean };

export function decideSettlement(status: SettlementStatus, event: SettlementEvent): SettlementDecision {
  const snapshot = paymentSettlementMachine.resolveState({ value: status, context: undefined });
  if (snapshot.can(event)) return { ok: true, status: transition(paymentSettlementMachine, snapshot, event)[0].value };
  if (event.type === 'MARK_PAID') return { ok: false, reason: SettlementRefusal.AlreadyPaid };
  if (status === SettlementStatus.Unpaid) return { ok: false, reason: SettlementRefusal.AlreadyUnpaid };
  return { ok: false, reason: SettlementRefusal.AdminOnly, forbidden: true };
}
