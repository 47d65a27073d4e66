import { setup } from 'xstate';
import { bookingActionRefusal, type BookingAction } from './booking-actions.js';
import type { BookingActor, BookingFacts } from './booking-facts.js';

/** Every booking machine's context: the actor and the booking's facts, so the guards are the action rules. */
export interface BookingMachineContext {
  actor: BookingActor;
  facts: BookingFacts;
}

const allows =
  (action: BookingAction) =>
  ({ context }: { context: BookingMachineContext }) =>
    bookingActionRefusal(action, context.actor, context.facts) === null;

/**
 * Supplier status. REQUEST_CHANGE (an edit of an approved booking) sends it back to pending until the supplier
 * answers the change request; CHANGE_DECLINED restores approved. REASSIGN (an edit moving the booking to another
 * supplier's product) makes it pending for the new supplier. RESERVE is a supplier API's hold.
 */
export const supplierStatusMachine = setup({
  types: {
    context: {} as BookingMachineContext,
    input: {} as BookingMachineContext,
    events: {} as
      | { type: 'APPROVE' }
      | { type: 'DECLINE' }
      | { type: 'REAPPROVE' }
      | { type: 'CANCEL'; via: 'cancel' | 'exchange' }
      | { type: 'RESERVE' }
      | { type: 'REQUEST_CHANGE' }
      | { type: 'CHANGE_DECLINED' }
      | { type: 'REASSIGN' },
  },
  guards: {
    canApprove: allows('approve'),
    canDecline: allows('decline'),
    canReapprove: allows('reapprove'),
    canCancel: ({ context, event }) => event.type === 'CANCEL' && bookingActionRefusal(event.via, context.actor, context.facts) === null,
  },
}).createMachine({
  id: 'bookingSupplierStatus',
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    pending: {
      on: {
        APPROVE: { target: 'approved', guard: 'canApprove' },
        DECLINE: { target: 'declined', guard: 'canDecline' },
        CANCEL: { target: 'canceled', guard: 'canCancel' },
        RESERVE: { target: 'reserved' },
        CHANGE_DECLINED: { target: 'approved' },
      },
    },
    reserved: {
      on: { CANCEL: { target: 'canceled', guard: 'canCancel' } },
    },
    approved: {
      on: {
        REAPPROVE: { target: 'approved', guard: 'canReapprove', reenter: true },
        CANCEL: { target: 'canceled', guard: 'canCancel' },
        REQUEST_CHANGE: { target: 'pending' },
        REASSIGN: { target: 'pending' },
      },
    },
    declined: {
      on: {
        APPROVE: { target: 'approved', guard: 'canApprove' },
        CANCEL: { target: 'canceled', guard: 'canCancel' },
        REASSIGN: { target: 'pending' },
      },
    },
    canceled: { type: 'final' },
  },
});

/** Customer status: follows the supplier's approval and the cancellation. */
export const customerStatusMachine = setup({
  types: {
    context: {} as BookingMachineContext,
    input: {} as BookingMachineContext,
    events: {} as { type: 'APPROVE' } | { type: 'CANCEL' },
  },
}).createMachine({
  id: 'bookingCustomerStatus',
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    pending: { on: { APPROVE: 'approved', CANCEL: 'canceled' } },
    approved: { on: { CANCEL: 'canceled' } },
    canceled: { type: 'final' },
  },
});

/** Change request (amend). `none` stands for a booking that never had one (amend_status null). */
export const changeRequestMachine = setup({
  types: {
    context: {} as BookingMachineContext,
    input: {} as BookingMachineContext,
    events: {} as { type: 'REQUEST' } | { type: 'APPROVE' } | { type: 'DECLINE' } | { type: 'CANCEL' } | { type: 'FAIL' },
  },
  guards: { canAnswer: allows('changeRequest') },
}).createMachine({
  id: 'bookingChangeRequest',
  context: ({ input }) => input,
  initial: 'none',
  states: {
    none: { on: { REQUEST: 'pending' } },
    pending: {
      on: {
        APPROVE: { target: 'approved', guard: 'canAnswer' },
        DECLINE: { target: 'declined', guard: 'canAnswer' },
        CANCEL: 'canceled',
        FAIL: 'failed',
      },
    },
    approved: { on: { REQUEST: 'pending' } },
    declined: { on: { REQUEST: 'pending' } },
    canceled: { on: { REQUEST: 'pending' } },
    failed: { on: { REQUEST: 'pending' } },
  },
});
