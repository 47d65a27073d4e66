import { setup, transition } from 'xstate';
import type { Actor } from '../access/access-rule.js';
import { Role } from '../access/roles.js';

/** The booking payment in the payments list: unpaid becomes paid (Mark as Paid) and back (Mark as Unpaid, admin only). */
export const SettlementStatus = { Unpaid: 'unpaid', Paid: 'paid' } as const;
export type SettlementStatus = (typeof SettlementStatus)[keyof typeof SettlementStatus];
export const SETTLEMENT_STATUSES: readonly SettlementStatus[] = Object.values(SettlementStatus);

export const SETTLEMENT_MACHINE_VERSION = 1;

type SettlementActor = Pick<Actor, 'role' | 'isFullAdmin'>;

export type SettlementEvent = { type: 'MARK_PAID'; actor: SettlementActor } | { type: 'MARK_UNPAID'; actor: SettlementActor };

export const SettlementRefusal = {
  AlreadyPaid: 'The payment is already marked as paid.',
  AlreadyUnpaid: 'The payment is already unpaid.',
  AdminOnly: 'Only an admin can mark a payment as unpaid.',
} as const;

/** Mark as Unpaid is for full admins with the admin role (spec 4 and 6). */
export const isPaymentAdmin = (actor: SettlementActor): boolean => actor.role === Role.Admin && actor.isFullAdmin;

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
  if (snapshot.can(event)) return { ok: true, status: transition(paymentSettlementMachine, snapshot, event)[0].value as SettlementStatus };
  if (event.type === 'MARK_PAID') return { ok: false, reason: SettlementRefusal.AlreadyPaid };
  if (status === SettlementStatus.Unpaid) return { ok: false, reason: SettlementRefusal.AlreadyUnpaid };
  return { ok: false, reason: SettlementRefusal.AdminOnly, forbidden: true };
}
