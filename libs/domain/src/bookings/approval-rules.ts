import type { FieldProblem } from '../identity/field-problem.js';
import { BookingMessage } from './booking-messages.js';

/** Spec 9: a new pickup time may differ from the departure by at most 2 hours. */
export const PICKUP_TOLERANCE_MINUTES = 120;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an `HH:mm` time, or null when it is not one. */
export function minutesOfDay(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Whether the pickup is within the tolerance of the departure, around midnight too (23:30 vs 00:30 is 1 hour). */
export function isPickupWithinTolerance(departureTime: string, pickupTime: string): boolean {
  const departure = minutesOfDay(departureTime);
  const pickup = minutesOfDay(pickupTime);
  if (departure === null || pickup === null) return false;
  const diff = Math.abs(departure - pickup);
  return Math.min(diff, 24 * 60 - diff) <= PICKUP_TOLERANCE_MINUTES;
}

/** Extras the supplier confirms on approve: hotel and airport pickups and drop-offs (not upgrades). */
export const CONFIRMED_EXTRA_TYPES = ['pickup_hotel', 'pickup_airport', 'dropoff_hotel', 'dropoff_airport'] as const;
export const ExtraConfirmation = { PassengerRequest: 'passengerRequest', Original: 'original', Other: 'other' } as const;
export type ExtraConfirmation = (typeof ExtraConfirmation)[keyof typeof ExtraConfirmation];
export const EXTRA_CONFIRMATIONS: readonly ExtraConfirmation[] = Object.values(ExtraConfirmation);

export interface ApprovalInput {
  bookingCode?: string | null;
  seats?: Record<string, { departure?: string | null; return?: string | null }>;
  qrCodes?: Record<string, string | null>;
  pickupTime?: string | null;
  extras?: { id: string; status?: string | null; otherValue?: string | null }[];
  /** Ids of the approval attachments uploaded for this approval. */
  attachmentIds?: string[];
}

/** What the product and the booking require of an approval. */
export interface ApprovalRequirements {
  bookingCode: boolean;
  seatsNumber: boolean;
  qrCodes: boolean;
  passengerIds: readonly string[];
  /** Passengers a change request added: their seats are required in an amend. */
  addedPassengerIds: readonly string[];
  hasReturn: boolean;
  /** Local departure time `HH:mm` of the outbound journey. */
  departureTime: string;
  /** Ids of the booking's extras the supplier must confirm. */
  extrasToConfirm: readonly string[];
  /** The product requires approval attachments and the booking has none yet. */
  attachments: boolean;
}

const blank = (value: string | null | undefined) => value == null || value.trim() === '';

export function validateApproval(input: ApprovalInput, req: ApprovalRequirements): FieldProblem[] {
  const errors: FieldProblem[] = [];
  const required = (field: string) => errors.push({ field, message: BookingMessage.Required });
  if (req.bookingCode && blank(input.bookingCode)) required('bookingCode');
  if (req.attachments && !input.attachmentIds?.length) required('attachments');
  const legs = req.hasReturn ? (['departure', 'return'] as const) : (['departure'] as const);
  for (const id of req.passengerIds) {
    if (req.seatsNumber || req.addedPassengerIds.includes(id)) {
      for (const leg of legs) if (blank(input.seats?.[id]?.[leg])) required(`seats.${id}.${leg}`);
    }
    if (req.qrCodes && blank(input.qrCodes?.[id])) required(`qrCodes.${id}`);
  }
  if (!blank(input.pickupTime)) {
    if (!isPickupWithinTolerance(req.departureTime, input.pickupTime!.trim())) errors.push({ field: 'pickupTime', message: BookingMessage.PickupTime });
  }
  for (const id of req.extrasToConfirm) {
    const answer = input.extras?.find((e) => e.id === id);
    if (!answer || !EXTRA_CONFIRMATIONS.includes(answer.status as ExtraConfirmation)) required(`extras.${id}.status`);
    else if (answer.status === ExtraConfirmation.Other && blank(answer.otherValue)) required(`extras.${id}.otherValue`);
  }
  return errors;
}

/** Approval attachments (spec 3.1): a PDF or an image, told apart by content, of at most 10 MB each. */
export const APPROVAL_ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export const APPROVAL_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Files one approval may carry. */
export const APPROVAL_ATTACHMENT_MAX_FILES = 10;
