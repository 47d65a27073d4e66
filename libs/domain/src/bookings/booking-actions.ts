import { Role } from '../access/roles.js';
import type { BookingActor, BookingFacts } from './booking-facts.js';
import { BookingMessage } from './booking-messages.js';
import { AmendStatus, BookingStatus, CustomerStatus, PaymentStatus } from './booking-status.js';

/** What a user may do with a booking in the booking view (spec part 2, section 4 'Action availability'). */
export const BookingAction = {
  Approve: 'approve',
  Decline: 'decline',
  Reapprove: 'reapprove',
  Cancel: 'cancel',
  ChangeRequest: 'changeRequest',
  SendVoucher: 'sendVoucher',
  TicketLink: 'ticketLink',
  ToggleInProgress: 'toggleInProgress',
  Exchange: 'exchange',
  Edit: 'edit',
  AddNote: 'addNote',
  ToggleHandled: 'toggleHandled',
} as const;
export type BookingAction = (typeof BookingAction)[keyof typeof BookingAction];
export const BOOKING_ACTIONS: readonly BookingAction[] = Object.values(BookingAction);

export const BookingRefusal = {
  ReadOnly: 'Read-only users cannot change bookings.',
  OtherCompany: 'This booking belongs to another company.',
  NotPermitted: 'Your role does not allow this action on a booking.',
  PaymentFailed: 'The payment of this booking failed.',
  ChangeRequestPending: 'A change request is pending: approve or decline it first.',
  NoChangeRequest: 'The booking has no pending change request.',
  DeclinedNeedsFullAdmin: 'Only a full admin can approve a declined booking.',
  NotPending: (status: string) => `Only pending bookings can be approved or declined (this one is ${status}).`,
  NotApproved: (status: string) => `Only approved bookings can be re-approved (this one is ${status}).`,
  NotAwaitingTickets: 'Only bookings awaiting tickets can be re-approved by the supplier.',
  AlreadyCanceled: 'The booking is already canceled.',
  NoTicket: 'The booking has no ticket link.',
  VoucherNeedsApproval: 'A voucher is sent only for a booking approved by the supplier and the customer.',
  VoucherNeedsNewExtras: 'Vouchers are sent only for products with the new extras.',
  NotManualPending: 'Only pending manual bookings can be marked in progress.',
} as const;

const isAgent = (a: BookingActor) => a.role === Role.Agent;
const isStaffWriter = (a: BookingActor) => a.role === Role.Support || a.role === Role.Admin;
const isFullAdmin = (a: BookingActor) => isStaffWriter(a) && a.isFullAdmin;
const supplierOrStaff = (a: BookingActor) => isAgent(a) || isStaffWriter(a);

type Rule = (actor: BookingActor, facts: BookingFacts) => string | null;

/** Who may take each action at all, before the booking's facts are considered. */
const ROLE_GATES: Record<BookingAction, (a: BookingActor) => boolean> = {
  approve: supplierOrStaff,
  decline: supplierOrStaff,
  reapprove: (a) => isAgent(a) || isFullAdmin(a),
  cancel: isFullAdmin,
  changeRequest: supplierOrStaff,
  sendVoucher: isFullAdmin,
  ticketLink: () => true,
  toggleInProgress: isStaffWriter,
  exchange: isFullAdmin,
  edit: isFullAdmin,
  addNote: isFullAdmin,
  toggleHandled: isAgent,
};

const payable: Rule = (_a, f) => {
  if (f.paymentStatus === PaymentStatus.Failed) return BookingRefusal.PaymentFailed;
  if (f.amendStatus === AmendStatus.Pending) return BookingRefusal.ChangeRequestPending;
  return null;
};
const notCanceled: Rule = (_a, f) =>
  f.status === BookingStatus.Canceled || f.customerStatus === CustomerStatus.Canceled ? BookingRefusal.AlreadyCanceled : null;
const noTicketsIssued: Rule = (_a, f) => (f.ticketsIssued ? BookingMessage.TicketsIssued : null);

/** The booking's facts each action needs, checked in order; the first failing one is the reason. */
const FACT_RULES: Record<BookingAction, Rule[]> = {
  approve: [
    payable,
    (a, f) => {
      if (f.status === BookingStatus.Pending) return null;
      if (f.status === BookingStatus.Declined) return isFullAdmin(a) ? null : BookingRefusal.DeclinedNeedsFullAdmin;
      return BookingRefusal.NotPending(f.status);
    },
  ],
  decline: [(_a, f) => (f.status === BookingStatus.Pending ? null : BookingRefusal.NotPending(f.status)), payable],
  reapprove: [
    (_a, f) => (f.status === BookingStatus.Approved ? null : BookingRefusal.NotApproved(f.status)),
    (a, f) => (isAgent(a) && !f.pendingTickets ? BookingRefusal.NotAwaitingTickets : null),
  ],
  cancel: [notCanceled, noTicketsIssued],
  changeRequest: [
    (_a, f) => (f.status === BookingStatus.Pending && f.amendStatus === AmendStatus.Pending ? null : BookingRefusal.NoChangeRequest),
    noTicketsIssued,
  ],
  sendVoucher: [
    (_a, f) => (f.status === BookingStatus.Approved && f.customerStatus === CustomerStatus.Approved ? null : BookingRefusal.VoucherNeedsApproval),
    (_a, f) => (f.newExtras ? null : BookingRefusal.VoucherNeedsNewExtras),
  ],
  ticketLink: [(_a, f) => (f.status === BookingStatus.Approved && f.hasTicketUrl ? null : BookingRefusal.NoTicket)],
  toggleInProgress: [(_a, f) => (f.isManual && f.status === BookingStatus.Pending ? null : BookingRefusal.NotManualPending)],
  exchange: [notCanceled, noTicketsIssued, (_a, f) => (f.hasVehicleOnBoard ? BookingMessage.VehicleOnBoard : null)],
  // Spec 4: no changes once tickets are issued; a cancelled booking takes no edit either (not even its contact).
  edit: [notCanceled, noTicketsIssued],
  addNote: [],
  toggleHandled: [],
};

/** Why the actor may never take the action on this booking, whatever its state (who they are). */
function actorRefusal(action: BookingAction, actor: BookingActor, facts: BookingFacts): string | null {
  if (action !== BookingAction.TicketLink) {
    if (actor.role === Role.ReadAdmin) return BookingRefusal.ReadOnly;
    if (isAgent(actor) && actor.companyId !== facts.companyId) return BookingRefusal.OtherCompany;
  }
  return ROLE_GATES[action](actor) ? null : BookingRefusal.NotPermitted;
}

/** Why the booking's facts forbid the action now. */
function factRefusal(action: BookingAction, actor: BookingActor, facts: BookingFacts): string | null {
  for (const rule of FACT_RULES[action]) {
    const reason = rule(actor, facts);
    if (reason) return reason;
  }
  return null;
}

/** Why the actor may not take the action on the booking, or null when it may. */
export function bookingActionRefusal(action: BookingAction, actor: BookingActor, facts: BookingFacts): string | null {
  return actorRefusal(action, actor, facts) ?? factRefusal(action, actor, facts);
}

export function allowedBookingActions(actor: BookingActor, facts: BookingFacts): BookingAction[] {
  return BOOKING_ACTIONS.filter((action) => bookingActionRefusal(action, actor, facts) === null);
}

/**
 * Why each action the actor's role could take is refused by this booking's facts (e.g. exchange: "Can't exchange
 * ferry booking with vehicle onboard"), so the view can show it disabled with the reason. Actions the actor may
 * not take at all (read-only, another company's booking, a role without the action) are left out.
 */
export function bookingActionRefusals(actor: BookingActor, facts: BookingFacts): Partial<Record<BookingAction, string>> {
  const refusals: Partial<Record<BookingAction, string>> = {};
  for (const action of BOOKING_ACTIONS) {
    const reason = actorRefusal(action, actor, facts) ? null : factRefusal(action, actor, facts);
    if (reason) refusals[action] = reason;
  }
  return refusals;
}

/** The notice the booking view shows once tickets are issued. */
export function bookingBlockedReason(facts: BookingFacts): string | undefined {
  return facts.ticketsIssued ? BookingMessage.TicketsIssued : undefined;
}
