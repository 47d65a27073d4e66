import { setup, transition } from 'xstate';
import { FieldRequired, InvoiceMessage } from './finance-messages.js';
import { InvoiceAction, InvoiceState } from './finance-constants.js';
import { canActOnInvoices, canApproveInvoiceLevel, isFinanceAdmin, type FinanceActor } from './finance-access.js';
import type { GapLevel } from './gap-level.js';

/** Stored with each invoice, so rows saved under an older machine can be migrated. */
export const INVOICE_MACHINE_VERSION = 1;

export interface InvoiceMachineContext {
  actor: FinanceActor;
  gapLevel: GapLevel;
}

export type InvoiceEvent =
  | { type: 'ASSIGN'; assigneeId: string; notes: string }
  | { type: 'APPROVE'; notes?: string; assigneeId?: string }
  | { type: 'REJECT'; notes: string }
  | { type: 'MARK_PAID'; notes: string }
  | { type: 'CANCEL_PAYMENT'; notes: string };

/**
 * A supplier invoice (spec 4, common brief "Invoice rules"): pending approval until an approver of its gap level
 * approves or rejects it; any finance role may (re)assign it; approve by a finance role that may not approve the
 * level stays pending and becomes an assign. finance-admin marks approved invoices paid and cancels the payment.
 */
export const invoiceMachine = setup({
  types: { context: {} as InvoiceMachineContext, events: {} as InvoiceEvent, input: {} as InvoiceMachineContext },
  guards: {
    financeRole: ({ context }) => canActOnInvoices(context.actor),
    approver: ({ context }) => canApproveInvoiceLevel(context.actor, context.gapLevel),
    financeAdmin: ({ context }) => isFinanceAdmin(context.actor),
  },
}).createMachine({
  id: 'supplierInvoice',
  initial: InvoiceState.PendingApproval,
  context: ({ input }) => ({ actor: input.actor, gapLevel: input.gapLevel }),
  states: {
    [InvoiceState.PendingApproval]: {
      on: {
        ASSIGN: { target: InvoiceState.PendingApproval, guard: 'financeRole' },
        APPROVE: [
          { target: InvoiceState.Approved, guard: 'approver' },
          // Not an approver of this level: the approve becomes an assign to someone who is.
          { target: InvoiceState.PendingApproval, guard: 'financeRole' },
        ],
        REJECT: { target: InvoiceState.Rejected, guard: 'approver' },
      },
    },
    [InvoiceState.Approved]: { on: { MARK_PAID: { target: InvoiceState.Paid, guard: 'financeAdmin' } } },
    [InvoiceState.Paid]: { on: { CANCEL_PAYMENT: { target: InvoiceState.Approved, guard: 'financeAdmin' } } },
    [InvoiceState.Rejected]: { type: 'final' },
  },
});

const EVENT_OF: Readonly<Record<InvoiceAction, InvoiceEvent['type']>> = {
  approve: 'APPROVE',
  assign: 'ASSIGN',
  reject: 'REJECT',
  markPaid: 'MARK_PAID',
  cancelPayment: 'CANCEL_PAYMENT',
};

/** The refusal when the state itself does not take the action, whoever asks. */
const STATE_REFUSAL: Readonly<Record<InvoiceAction, string>> = {
  approve: InvoiceMessage.NotPendingApproval,
  assign: InvoiceMessage.NotPendingApproval,
  reject: InvoiceMessage.NotPendingApproval,
  markPaid: InvoiceMessage.NotApproved,
  cancelPayment: InvoiceMessage.NotPaid,
};

/** The events a state takes from somebody (guards aside), read from the machine definition. */
function stateTakes(state: InvoiceState, type: InvoiceEvent['type']): boolean {
  const node = invoiceMachine.root.states[state];
  return !!node && node.ownEvents.includes(type);
}

function snapshotOf(state: InvoiceState, actor: FinanceActor, gapLevel: GapLevel) {
  return invoiceMachine.resolveState({ value: state, context: { actor, gapLevel } });
}

export interface InvoiceActionParams {
  actor: FinanceActor;
  gapLevel: GapLevel;
  assigneeId?: string | null;
  notes?: string | null;
}

export type InvoiceDecision =
  | {
      ok: true;
      state: InvoiceState;
      /** What really happens: an approve by someone who may not approve the level is an assign. */
      effectiveAction: InvoiceAction;
      /** The new assignee of an assign; null when the assignee does not change. */
      assigneeId: string | null;
    }
  /** `forbidden`: 403 'Insufficient permissions'; `field`: 400 with { field, message: reason }; otherwise 409 with the reason. */
  | { ok: false; reason: string; forbidden?: boolean; field?: string };

const blank = (v: string | null | undefined): boolean => v === undefined || v === null || v.trim() === '';

/**
 * Restores the machine from the stored state and applies one action with the pure `transition()`.
 * Order of refusals: the state (409), the actor's right (403), then the fields (400: assignee, then notes).
 */
export function decideInvoiceAction(state: InvoiceState, action: InvoiceAction, params: InvoiceActionParams): InvoiceDecision {
  const type = EVENT_OF[action];
  if (!type) return { ok: false, reason: InvoiceMessage.InvalidAction, field: 'action' };
  if (!stateTakes(state, type)) return { ok: false, reason: STATE_REFUSAL[action] };

  const notes = params.notes?.trim() ?? '';
  const assigneeId = params.assigneeId?.trim() || null;
  const event = { type, notes, ...(assigneeId ? { assigneeId } : {}) } as InvoiceEvent;
  const snapshot = snapshotOf(state, params.actor, params.gapLevel);
  if (!snapshot.can(event)) return { ok: false, reason: InvoiceMessage.InsufficientPermissions, forbidden: true };

  const realApprove = action === InvoiceAction.Approve && canApproveInvoiceLevel(params.actor, params.gapLevel);
  const effectiveAction: InvoiceAction = action === InvoiceAction.Approve && !realApprove ? InvoiceAction.Assign : action;
  if (effectiveAction === InvoiceAction.Assign && !assigneeId) return { ok: false, reason: FieldRequired, field: 'assignee' };
  if (!realApprove && blank(params.notes)) return { ok: false, reason: FieldRequired, field: 'notes' };

  const [next] = transition(invoiceMachine, snapshot, event);
  return { ok: true, state: next.value, effectiveAction, assigneeId: effectiveAction === InvoiceAction.Assign ? assigneeId : null };
}

/** The actions the actor may take on an invoice now (fields aside); the web renders exactly these. */
export function invoiceAllowedActions(state: InvoiceState, { actor, gapLevel }: { actor: FinanceActor; gapLevel: GapLevel }): InvoiceAction[] {
  const snapshot = snapshotOf(state, actor, gapLevel);
  return (Object.keys(EVENT_OF) as InvoiceAction[]).filter((action) => snapshot.can({ type: EVENT_OF[action], notes: 'x', assigneeId: 'x' }));
}

/** An approve by this actor needs an assignee (it becomes an assign). */
export const approveNeedsAssignee = (actor: FinanceActor, gapLevel: GapLevel): boolean => !canApproveInvoiceLevel(actor, gapLevel);

/** The state of a new invoice: approved when the uploader may approve its level, else pending approval. */
export const initialInvoiceState = (actor: FinanceActor, gapLevel: GapLevel): InvoiceState =>
  canApproveInvoiceLevel(actor, gapLevel) ? InvoiceState.Approved : InvoiceState.PendingApproval;
