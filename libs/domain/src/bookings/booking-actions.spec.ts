import fc from 'fast-check';
import { Role, ROLES } from '../access/roles.js';
import {
  allowedBookingActions,
  BOOKING_ACTIONS,
  bookingActionRefusal,
  bookingActionRefusals,
  bookingBlockedReason,
  BookingRefusal,
} from './booking-actions.js';
import type { BookingActor, BookingFacts } from './booking-facts.js';
import { BookingMessage } from './booking-messages.js';
import { planBookingTransition } from './booking-workflow.js';
import { AMEND_STATUSES, BOOKING_STATUSES, CUSTOMER_STATUSES, PAYMENT_STATUSES } from './booking-status.js';

const OWN = 'company-1';
const fullAdmin: BookingActor = { role: Role.Admin, isFullAdmin: true, companyId: null };
const support: BookingActor = { role: Role.Support, isFullAdmin: false, companyId: null };
const agent: BookingActor = { role: Role.Agent, isFullAdmin: false, companyId: OWN };
const readAdmin: BookingActor = { role: Role.ReadAdmin, isFullAdmin: true, companyId: null };

const pending: BookingFacts = {
  companyId: OWN,
  status: 'pending',
  customerStatus: 'pending',
  amendStatus: null,
  paymentStatus: 'paid',
  isManual: false,
  isSupplierApi: false,
  pendingTickets: false,
  ticketsIssued: false,
  hasTicketUrl: false,
  newExtras: true,
  hasVehicleOnBoard: false,
};
const approved: BookingFacts = { ...pending, status: 'approved', customerStatus: 'approved' };

const actorArb: fc.Arbitrary<BookingActor> = fc.record({
  role: fc.constantFrom(...ROLES),
  isFullAdmin: fc.boolean(),
  companyId: fc.constantFrom(OWN, 'company-2', null),
});
const factsArb: fc.Arbitrary<BookingFacts> = fc.record({
  companyId: fc.constantFrom(OWN, 'company-2'),
  status: fc.constantFrom(...BOOKING_STATUSES),
  customerStatus: fc.constantFrom(...CUSTOMER_STATUSES),
  amendStatus: fc.constantFrom(null, ...AMEND_STATUSES),
  paymentStatus: fc.constantFrom(...PAYMENT_STATUSES),
  isManual: fc.boolean(),
  isSupplierApi: fc.boolean(),
  pendingTickets: fc.boolean(),
  ticketsIssued: fc.boolean(),
  hasTicketUrl: fc.boolean(),
  newExtras: fc.boolean(),
  hasVehicleOnBoard: fc.boolean(),
});

describe('booking action availability (spec 4)', () => {
  it('lets the supplier and staff approve or decline a pending booking, and only full admins cancel, exchange, edit and note', () => {
    expect(allowedBookingActions(agent, pending)).toEqual(['approve', 'decline', 'toggleHandled']);
    expect(allowedBookingActions(support, pending)).toEqual(['approve', 'decline']);
    expect(allowedBookingActions(fullAdmin, pending)).toEqual(['approve', 'decline', 'cancel', 'exchange', 'edit', 'addNote']);
  });

  it('refuses approve when the payment failed or a change request is pending, with the reason', () => {
    expect(bookingActionRefusal('approve', agent, { ...pending, paymentStatus: 'failed' })).toBe(BookingRefusal.PaymentFailed);
    expect(bookingActionRefusal('decline', agent, { ...pending, paymentStatus: 'failed' })).toBe(BookingRefusal.PaymentFailed);
    expect(bookingActionRefusal('approve', agent, { ...pending, amendStatus: 'pending' })).toBe(BookingRefusal.ChangeRequestPending);
    expect(bookingActionRefusal('approve', agent, approved)).toBe(BookingRefusal.NotPending('approved'));
  });

  it('lets only a full admin approve a declined booking', () => {
    const declined = { ...pending, status: 'declined' as const };
    expect(bookingActionRefusal('approve', fullAdmin, declined)).toBeNull();
    expect(bookingActionRefusal('approve', support, declined)).toBe(BookingRefusal.DeclinedNeedsFullAdmin);
    expect(bookingActionRefusal('approve', agent, declined)).toBe(BookingRefusal.DeclinedNeedsFullAdmin);
    expect(bookingActionRefusal('decline', fullAdmin, declined)).toBe(BookingRefusal.NotPending('declined'));
  });

  it('offers re-approve to full admins on approved bookings and to the supplier only while tickets are pending', () => {
    expect(bookingActionRefusal('reapprove', fullAdmin, approved)).toBeNull();
    expect(bookingActionRefusal('reapprove', support, approved)).toBe(BookingRefusal.NotPermitted);
    expect(bookingActionRefusal('reapprove', agent, approved)).toBe(BookingRefusal.NotAwaitingTickets);
    expect(bookingActionRefusal('reapprove', agent, { ...approved, pendingTickets: true })).toBeNull();
    expect(bookingActionRefusal('reapprove', fullAdmin, pending)).toBe(BookingRefusal.NotApproved('pending'));
  });

  it('offers the change request answer on a pending booking with a pending request', () => {
    const requested = { ...pending, amendStatus: 'pending' as const };
    expect(allowedBookingActions(agent, requested)).toEqual(['changeRequest', 'toggleHandled']);
    expect(bookingActionRefusal('changeRequest', agent, pending)).toBe(BookingRefusal.NoChangeRequest);
  });

  it('blocks cancellations and changes after the tickets are issued, with the spec message', () => {
    const issued = { ...approved, ticketsIssued: true };
    for (const action of ['cancel', 'exchange', 'edit'] as const) expect(bookingActionRefusal(action, fullAdmin, issued)).toBe(BookingMessage.TicketsIssued);
    expect(bookingActionRefusal('changeRequest', agent, { ...issued, status: 'pending', amendStatus: 'pending' })).toBe(BookingMessage.TicketsIssued);
    expect(bookingBlockedReason(issued)).toBe('Cancellations/Changes are not possible after the tickets have been issued.');
    expect(bookingBlockedReason(approved)).toBeUndefined();
  });

  it('does not offer the edit of a cancelled booking, whose every save would be refused', () => {
    expect(bookingActionRefusal('edit', fullAdmin, { ...approved, status: 'canceled', customerStatus: 'canceled' })).toBe(BookingRefusal.AlreadyCanceled);
    expect(allowedBookingActions(fullAdmin, { ...pending, status: 'canceled', customerStatus: 'canceled' })).toEqual(['addNote']);
    expect(bookingActionRefusal('edit', fullAdmin, approved)).toBeNull();
  });

  it('refuses the exchange of a ferry booking with a vehicle on board: "Can\'t exchange ferry booking with vehicle onboard"', () => {
    expect(bookingActionRefusal('exchange', fullAdmin, { ...approved, hasVehicleOnBoard: true })).toBe("Can't exchange ferry booking with vehicle onboard");
    expect(bookingActionRefusal('cancel', fullAdmin, { ...approved, hasVehicleOnBoard: true })).toBeNull();
  });

  it("gives the reason of each action the actor's role could take but the booking's facts forbid", () => {
    const ferry = { ...approved, hasVehicleOnBoard: true };
    expect(bookingActionRefusals(fullAdmin, ferry)).toMatchObject({ exchange: BookingMessage.VehicleOnBoard, approve: BookingRefusal.NotPending('approved') });
    expect(bookingActionRefusals(fullAdmin, ferry)).not.toHaveProperty('cancel');
    // Actions the role never has are not refusals of the booking: support cannot exchange at all.
    expect(bookingActionRefusals(support, ferry)).not.toHaveProperty('exchange');
    expect(bookingActionRefusals(readAdmin, ferry)).toEqual({ ticketLink: BookingRefusal.NoTicket });
    expect(bookingActionRefusals({ ...agent, companyId: 'company-3' }, pending)).toEqual({ ticketLink: BookingRefusal.NoTicket });
  });

  it('offers the voucher to full admins on approved new-extras bookings, and the ticket link with a ticket', () => {
    expect(bookingActionRefusal('sendVoucher', fullAdmin, approved)).toBeNull();
    expect(bookingActionRefusal('sendVoucher', support, approved)).toBe(BookingRefusal.NotPermitted);
    expect(bookingActionRefusal('sendVoucher', fullAdmin, { ...approved, customerStatus: 'pending' })).toBe(BookingRefusal.VoucherNeedsApproval);
    expect(bookingActionRefusal('sendVoucher', fullAdmin, { ...approved, newExtras: false })).toBe(BookingRefusal.VoucherNeedsNewExtras);
    expect(bookingActionRefusal('ticketLink', readAdmin, { ...approved, hasTicketUrl: true })).toBeNull();
    expect(bookingActionRefusal('ticketLink', agent, approved)).toBe(BookingRefusal.NoTicket);
  });

  it('offers the in-progress marker to staff on pending manual bookings only', () => {
    expect(bookingActionRefusal('toggleInProgress', support, { ...pending, isManual: true })).toBeNull();
    expect(bookingActionRefusal('toggleInProgress', support, pending)).toBe(BookingRefusal.NotManualPending);
    expect(bookingActionRefusal('toggleInProgress', agent, { ...pending, isManual: true })).toBe(BookingRefusal.NotPermitted);
  });

  it('gives read-admin nothing but the ticket link, and an agent nothing on another company', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        expect(allowedBookingActions(readAdmin, facts).filter((a) => a !== 'ticketLink')).toEqual([]);
        const stranger = { ...agent, companyId: 'company-3' };
        expect(allowedBookingActions(stranger, facts).filter((a) => a !== 'ticketLink')).toEqual([]);
      }),
    );
  });

  it('allows exactly the actions without a refusal, never cancel, exchange or edit of a canceled or ticketed booking', () => {
    fc.assert(
      fc.property(actorArb, factsArb, (actor, facts) => {
        const allowed = allowedBookingActions(actor, facts);
        const refusals = bookingActionRefusals(actor, facts);
        for (const action of BOOKING_ACTIONS) {
          const refusal = bookingActionRefusal(action, actor, facts);
          expect(allowed.includes(action)).toBe(refusal === null);
          // A refusal the view explains is the rule's own reason, and never one of an allowed action.
          if (refusals[action] !== undefined) expect(refusals[action]).toBe(refusal);
        }
        if (facts.ticketsIssued || facts.status === 'canceled' || facts.customerStatus === 'canceled') {
          expect(allowed).not.toContain('cancel');
          expect(allowed).not.toContain('exchange');
          expect(allowed).not.toContain('edit');
        }
        if (facts.paymentStatus === 'failed') expect(allowed).not.toContain('approve');
        if (actor.role !== Role.Agent) expect(allowed).not.toContain('toggleHandled');
      }),
    );
  });
});

describe('booking machines (planBookingTransition)', () => {
  it('approves a pending booking for the supplier and the customer', () => {
    expect(planBookingTransition('approve', agent, pending)).toEqual({
      ok: true,
      next: { status: 'approved', customerStatus: 'approved', amendStatus: null },
    });
  });

  it('answers a refused command with the rule reason', () => {
    expect(planBookingTransition('approve', agent, { ...pending, paymentStatus: 'failed' })).toEqual({ ok: false, reason: BookingRefusal.PaymentFailed });
    expect(planBookingTransition('decline', agent, approved)).toEqual({ ok: false, reason: BookingRefusal.NotPending('approved') });
    expect(planBookingTransition('cancel', support, approved)).toEqual({ ok: false, reason: BookingRefusal.NotPermitted });
    expect(planBookingTransition('exchange', fullAdmin, { ...approved, hasVehicleOnBoard: true })).toEqual({
      ok: false,
      reason: BookingMessage.VehicleOnBoard,
    });
  });

  it('cancels the supplier status, the customer status and a pending change request together', () => {
    expect(planBookingTransition('cancel', fullAdmin, { ...pending, amendStatus: 'pending' })).toEqual({
      ok: true,
      next: { status: 'canceled', customerStatus: 'canceled', amendStatus: 'canceled' },
    });
  });

  it('sends an approved booking back to pending on a change request, and restores it when the supplier declines the change', () => {
    const requested = planBookingTransition('requestChange', fullAdmin, approved);
    expect(requested).toEqual({ ok: true, next: { status: 'pending', customerStatus: 'approved', amendStatus: 'pending' } });
    const facts = { ...approved, status: 'pending' as const, amendStatus: 'pending' as const };
    expect(planBookingTransition('declineChange', agent, facts, 'approved')).toEqual({
      ok: true,
      next: { status: 'approved', customerStatus: 'approved', amendStatus: 'declined' },
    });
    expect(planBookingTransition('approveChange', agent, facts)).toEqual({
      ok: true,
      next: { status: 'pending', customerStatus: 'approved', amendStatus: 'approved' },
    });
    expect(planBookingTransition('requestChange', fullAdmin, facts)).toEqual({ ok: false, reason: BookingRefusal.ChangeRequestPending });
  });

  it("makes a booking moved to another supplier pending for it, dropping the old supplier's change request", () => {
    expect(planBookingTransition('reassign', fullAdmin, approved)).toEqual({
      ok: true,
      next: { status: 'pending', customerStatus: 'approved', amendStatus: null },
    });
    expect(planBookingTransition('reassign', fullAdmin, { ...pending, status: 'declined' })).toMatchObject({ ok: true, next: { status: 'pending' } });
    expect(planBookingTransition('reassign', fullAdmin, { ...approved, status: 'pending', amendStatus: 'pending' })).toEqual({
      ok: true,
      next: { status: 'pending', customerStatus: 'approved', amendStatus: 'canceled' },
    });
    expect(planBookingTransition('reassign', fullAdmin, { ...approved, status: 'canceled' })).toEqual({ ok: false, reason: BookingRefusal.AlreadyCanceled });
  });

  it('accepts a command exactly when the action rules allow it', () => {
    const actionOf = {
      approve: 'approve',
      decline: 'decline',
      reapprove: 'reapprove',
      cancel: 'cancel',
      exchange: 'exchange',
      approveChange: 'changeRequest',
      declineChange: 'changeRequest',
    } as const;
    fc.assert(
      fc.property(actorArb, factsArb, fc.constantFrom(...(Object.keys(actionOf) as (keyof typeof actionOf)[])), (actor, facts, command) => {
        const result = planBookingTransition(command, actor, facts);
        const refusal = bookingActionRefusal(actionOf[command], actor, facts);
        expect(result.ok).toBe(refusal === null);
        if (!result.ok) expect(result.reason).toBe(refusal);
        if (result.ok && (command === 'cancel' || command === 'exchange')) {
          expect(result.next.status).toBe('canceled');
          expect(result.next.customerStatus).toBe('canceled');
          expect(result.next.amendStatus).not.toBe('pending');
        }
      }),
    );
  });
});
