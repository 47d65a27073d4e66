import { transition, type AnyStateMachine, type EventFromLogic } from 'xstate';
import { bookingActionRefusal, BookingRefusal } from './booking-actions.js';
import type { BookingActor, BookingFacts } from './booking-facts.js';
import { changeRequestMachine, customerStatusMachine, supplierStatusMachine, type BookingMachineContext } from './booking-machines.js';
import { AmendStatus, BookingStatus, CustomerStatus } from './booking-status.js';

/** The state-changing commands of the booking view (and the system's change request on edit). */
export type BookingCommand = 'approve' | 'decline' | 'reapprove' | 'cancel' | 'exchange' | 'approveChange' | 'declineChange' | 'requestChange' | 'reassign';

export interface BookingStates {
  status: BookingStatus;
  customerStatus: CustomerStatus;
  amendStatus: AmendStatus | null;
}

export type BookingTransition = { ok: true; next: BookingStates } | { ok: false; reason: string };

/** Restores the machine at the stored state and applies the event; null when the machine refuses it. */
function step<M extends AnyStateMachine>(machine: M, value: string, context: BookingMachineContext, event: EventFromLogic<M>): string | null {
  const logic: AnyStateMachine = machine;
  const snapshot = logic.resolveState({ value, context });
  if (!snapshot.can(event)) return null;
  const [next] = transition(logic, snapshot, event);
  return next.value as string;
}

/**
 * Runs a command through the three booking machines (ARCHITECTURE.md section 3): the supplier status, the customer
 * status and the change request, from the stored statuses. A refusal carries the action rule's reason.
 * `statusBeforeChange` is the supplier status the booking had when its change request was made (declineChange
 * restores it).
 */
export function planBookingTransition(
  command: BookingCommand,
  actor: BookingActor,
  facts: BookingFacts,
  statusBeforeChange: BookingStatus = BookingStatus.Pending,
): BookingTransition {
  const context: BookingMachineContext = { actor, facts };
  const current: BookingStates = { status: facts.status, customerStatus: facts.customerStatus, amendStatus: facts.amendStatus };
  const amend = facts.amendStatus ?? 'none';
  const refuse = (fallback: string): BookingTransition => {
    const action =
      command === 'approveChange' || command === 'declineChange' ? 'changeRequest' : command === 'requestChange' || command === 'reassign' ? null : command;
    return { ok: false, reason: (action && bookingActionRefusal(action, actor, facts)) || fallback };
  };
  const supplier = (event: EventFromLogic<typeof supplierStatusMachine>) => step(supplierStatusMachine, facts.status, context, event);
  const customer = (event: EventFromLogic<typeof customerStatusMachine>) =>
    step(customerStatusMachine, facts.customerStatus, context, event) ?? facts.customerStatus;
  const changeRequest = (event: EventFromLogic<typeof changeRequestMachine>) => step(changeRequestMachine, amend, context, event);

  switch (command) {
    case 'approve': {
      const status = supplier({ type: 'APPROVE' });
      if (!status) return refuse(BookingRefusal.NotPending(facts.status));
      return { ok: true, next: { ...current, status: status as BookingStatus, customerStatus: customer({ type: 'APPROVE' }) as CustomerStatus } };
    }
    case 'decline': {
      const status = supplier({ type: 'DECLINE' });
      return status ? { ok: true, next: { ...current, status: status as BookingStatus } } : refuse(BookingRefusal.NotPending(facts.status));
    }
    case 'reapprove': {
      const status = supplier({ type: 'REAPPROVE' });
      return status ? { ok: true, next: current } : refuse(BookingRefusal.NotApproved(facts.status));
    }
    case 'cancel':
    case 'exchange': {
      const status = supplier({ type: 'CANCEL', via: command });
      if (!status) return refuse(BookingRefusal.AlreadyCanceled);
      const amendStatus = facts.amendStatus === AmendStatus.Pending ? (changeRequest({ type: 'CANCEL' }) as AmendStatus) : facts.amendStatus;
      return { ok: true, next: { status: status as BookingStatus, customerStatus: customer({ type: 'CANCEL' }) as CustomerStatus, amendStatus } };
    }
    case 'approveChange': {
      const amendStatus = changeRequest({ type: 'APPROVE' });
      return amendStatus ? { ok: true, next: { ...current, amendStatus: amendStatus as AmendStatus } } : refuse(BookingRefusal.NoChangeRequest);
    }
    case 'declineChange': {
      const amendStatus = changeRequest({ type: 'DECLINE' });
      if (!amendStatus) return refuse(BookingRefusal.NoChangeRequest);
      const status = statusBeforeChange === BookingStatus.Approved ? supplier({ type: 'CHANGE_DECLINED' }) : facts.status;
      return { ok: true, next: { ...current, status: (status ?? facts.status) as BookingStatus, amendStatus: amendStatus as AmendStatus } };
    }
    case 'reassign': {
      // A new booking for the new supplier: pending its approval; the old supplier's change request is moot.
      const status = facts.status === BookingStatus.Pending ? facts.status : supplier({ type: 'REASSIGN' });
      if (!status) return { ok: false, reason: BookingRefusal.AlreadyCanceled };
      const amendStatus = facts.amendStatus === AmendStatus.Pending ? (changeRequest({ type: 'CANCEL' }) as AmendStatus) : facts.amendStatus;
      return { ok: true, next: { ...current, status: status as BookingStatus, amendStatus } };
    }
    case 'requestChange': {
      const amendStatus = changeRequest({ type: 'REQUEST' });
      if (!amendStatus) return { ok: false, reason: BookingRefusal.ChangeRequestPending };
      const status = facts.status === BookingStatus.Approved ? supplier({ type: 'REQUEST_CHANGE' }) : facts.status;
      return { ok: true, next: { ...current, status: (status ?? facts.status) as BookingStatus, amendStatus: amendStatus as AmendStatus } };
    }
  }
}
