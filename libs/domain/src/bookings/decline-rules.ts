import type { FieldProblem } from '../identity/field-problem.js';
import { BookingMessage } from './booking-messages.js';
import { BLOCK_DEPARTURES, type BlockDeparture } from './booking-status.js';

export interface DeclineReason {
  value: string;
  label: string;
  fullAdminOnly: boolean;
  /** "Other" needs a text. */
  needsText: boolean;
}

export const DECLINE_REASON_OTHER = 'other';

/** Decline reasons; the two the spec names are offered to full admins only (spec 5, Decline). */
export const DECLINE_REASONS: readonly DeclineReason[] = [
  { value: 'fullyBooked', label: 'Fully booked', fullAdminOnly: false, needsText: false },
  { value: 'tripCanceled', label: 'Trip canceled by the operator', fullAdminOnly: false, needsText: false },
  { value: 'scheduleChanged', label: 'Schedule changed', fullAdminOnly: false, needsText: false },
  { value: 'wrongPrice', label: 'Wrong price', fullAdminOnly: false, needsText: false },
  { value: 'notApprovedOnTime', label: 'Not approved on Time', fullAdminOnly: true, needsText: false },
  { value: 'scheduleNotOpen', label: 'Schedule is not open yet', fullAdminOnly: true, needsText: false },
  { value: DECLINE_REASON_OTHER, label: 'Other', fullAdminOnly: false, needsText: true },
];

export function declineReasonsFor(isFullAdmin: boolean): DeclineReason[] {
  return DECLINE_REASONS.filter((r) => isFullAdmin || !r.fullAdminOnly);
}

export interface DeclineInput {
  reason?: string | null;
  reasonText?: string | null;
  blockDeparture?: string | null;
}

/** `manualBlocking`: the booking's line lets a decline block the departure, so the choice is required. */
export function validateDecline(input: DeclineInput, viewer: { isFullAdmin: boolean; manualBlocking: boolean }): FieldProblem[] {
  const errors: FieldProblem[] = [];
  const reason = declineReasonsFor(viewer.isFullAdmin).find((r) => r.value === input.reason);
  if (!input.reason) errors.push({ field: 'reason', message: BookingMessage.Required });
  else if (!reason) errors.push({ field: 'reason', message: BookingMessage.ReasonNotOffered });
  else if (reason.needsText && !input.reasonText?.trim()) errors.push({ field: 'reasonText', message: BookingMessage.Required });
  if (input.blockDeparture != null && !BLOCK_DEPARTURES.includes(input.blockDeparture as BlockDeparture)) {
    errors.push({ field: 'blockDeparture', message: BookingMessage.NotOffered });
  } else if (viewer.manualBlocking && !input.blockDeparture) {
    errors.push({ field: 'blockDeparture', message: BookingMessage.Required });
  }
  return errors;
}
