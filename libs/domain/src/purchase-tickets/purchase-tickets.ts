import type { FieldProblem } from '../identity/field-problem.js';
import { isEmail } from '../identity/email.js';

/** Purchase Tickets (spec part 2, 2.15 and 9): tickets per purchase, each ticket one booking of one passenger. */
export const PURCHASE_TICKETS_MIN = 1;
export const PURCHASE_TICKETS_MAX = 100;

export const PurchaseTicketsMessage = {
  Required: 'This field is required.',
  InvalidEmail: 'Enter a valid e-mail address.',
  Tickets: `Enter a whole number of tickets from ${PURCHASE_TICKETS_MIN} to ${PURCHASE_TICKETS_MAX}.`,
  NotOfCompany: 'Purchase Tickets is for users of the purchase company only.',
  TripOfOtherLine: 'The departure is not of this line.',
  NotPublished: 'The line is not published.',
  Departed: 'The departure has already left.',
} as const;

/** The purchase's states: queued by the screen, running in the worker, then done or failed (seats given back). */
export const PURCHASE_BATCH_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type PurchaseBatchState = (typeof PURCHASE_BATCH_STATES)[number];
export const isPurchaseFinished = (state: PurchaseBatchState): boolean => state === 'done' || state === 'failed';

export interface PurchaseTicketsFields {
  tripId: string;
  email: string;
  /** As typed; a whole number from 1 to 100. */
  tickets: number | null;
}

/** Every invalid field of the purchase form, with the message shown under it (the API answers the same). */
export function validatePurchaseTickets(fields: PurchaseTicketsFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!fields.tripId) problems.push({ field: 'tripId', message: PurchaseTicketsMessage.Required });
  const email = fields.email.trim();
  if (email === '') problems.push({ field: 'email', message: PurchaseTicketsMessage.Required });
  else if (!isEmail(email)) problems.push({ field: 'email', message: PurchaseTicketsMessage.InvalidEmail });
  const n = fields.tickets;
  if (n === null) problems.push({ field: 'tickets', message: PurchaseTicketsMessage.Required });
  else if (!Number.isInteger(n) || n < PURCHASE_TICKETS_MIN || n > PURCHASE_TICKETS_MAX)
    problems.push({ field: 'tickets', message: PurchaseTicketsMessage.Tickets });
  return problems;
}

/**
 * The pay link of a purchase: the public site's checkout of the cart the purchase's bookings share
 * (`<site>/cart/<cart reference>/pay`, one payment for all of them); null when the public site is not configured.
 */
export function cartPaymentUrl(publicSiteUrl: string | null | undefined, cartReference: string): string | null {
  if (!publicSiteUrl) return null;
  return `${publicSiteUrl.replace(/\/+$/, '')}/cart/${encodeURIComponent(cartReference)}/pay`;
}
