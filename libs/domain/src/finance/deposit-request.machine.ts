import { setup, transition } from 'xstate';
import { DepositRequestState } from './finance-constants.js';
import { TopupMessage } from './finance-messages.js';
import { PAYMENTS_REPORT_WRITE_RULE, type FinanceActor } from './finance-access.js';

/** Stored with each deposit request, so rows saved under an older machine can be migrated. */
export const DEPOSIT_REQUEST_MACHINE_VERSION = 1;

export type DepositRequestEvent = { type: 'DEPOSIT' } | { type: 'CANCEL' };
export type DepositRequestAction = 'cancel' | 'deposit';

const ACTION_EVENT: Readonly<Record<DepositRequestAction, DepositRequestEvent['type']>> = { cancel: 'CANCEL', deposit: 'DEPOSIT' };

/** Deposits and cancellations are money decisions of a full admin who may write (support or admin role). */
export const canHandleDepositRequests = (actor: FinanceActor | null | undefined): boolean =>
  !!actor && PAYMENTS_REPORT_WRITE_RULE.roles.includes(actor.role) && actor.isFullAdmin;

/** A top-up deposit request: open until a deposit answers it or it is cancelled. It moves no balance itself. */
export const depositRequestMachine = setup({
  types: { context: {} as { actor: FinanceActor }, events: {} as DepositRequestEvent, input: {} as { actor: FinanceActor } },
  guards: { handler: ({ context }) => canHandleDepositRequests(context.actor) },
}).createMachine({
  id: 'topupDepositRequest',
  initial: DepositRequestState.Open,
  context: ({ input }) => ({ actor: input.actor }),
  states: {
    [DepositRequestState.Open]: {
      on: {
        DEPOSIT: { target: DepositRequestState.Deposited, guard: 'handler' },
        CANCEL: { target: DepositRequestState.Cancelled, guard: 'handler' },
      },
    },
    [DepositRequestState.Deposited]: { type: 'final' },
    [DepositRequestState.Cancelled]: { type: 'final' },
  },
});

export type DepositRequestDecision = { ok: true; state: DepositRequestState } | { ok: false; reason: string; forbidden?: boolean };

/** Applies one event to the stored state; a closed request answers 409 RequestNotOpen, a wrong actor 403. */
export function decideDepositRequest(
  state: DepositRequestState,
  event: DepositRequestEvent | DepositRequestEvent['type'],
  actor: FinanceActor,
): DepositRequestDecision {
  const ev: DepositRequestEvent = typeof event === 'string' ? { type: event } : event;
  if (state !== DepositRequestState.Open) return { ok: false, reason: TopupMessage.RequestNotOpen };
  const snapshot = depositRequestMachine.resolveState({ value: state, context: { actor } });
  if (!snapshot.can(ev)) return { ok: false, reason: TopupMessage.RequestForbidden, forbidden: true };
  return { ok: true, state: transition(depositRequestMachine, snapshot, ev)[0].value };
}

/** Cancel and deposit, for writing full admins, while the request is open. */
export function depositRequestAllowedActions(state: DepositRequestState, actor: FinanceActor | null | undefined): DepositRequestAction[] {
  if (!actor) return [];
  return (Object.keys(ACTION_EVENT) as DepositRequestAction[]).filter((a) => decideDepositRequest(state, ACTION_EVENT[a], actor).ok);
}
