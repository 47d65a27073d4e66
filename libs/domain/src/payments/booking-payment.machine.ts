import { and, assign, setup, transition } from 'xstate';
import { PaymentStatus } from '../bookings/booking-status.js';

/** Stored with each booking payment, so rows saved under an older machine can be migrated. */
export const BOOKING_PAYMENT_MACHINE_VERSION = 1;

export interface BookingPaymentFlags {
  isDisputed: boolean;
  isFraudulent: boolean;
}

export type BookingPaymentEvent =
  | { type: 'AUTHORIZE' }
  /** Money was captured from the customer (a charge, or the capture of an authorisation). */
  | { type: 'CAPTURE' }
  /** Money went back; `fullyRefunded` when nothing captured is left. */
  | { type: 'REFUND'; fullyRefunded: boolean }
  | { type: 'FAIL' }
  | { type: 'EXPIRE' }
  /** The uncaptured authorisation was cancelled at the gateway (a cancelled booking): nothing is held or taken. */
  | { type: 'VOID' }
  /** An exchange moved every transaction and total of this booking's payment to the new booking. */
  | { type: 'MOVE_OUT' }
  | { type: 'DISPUTE' }
  | { type: 'RESOLVE_DISPUTE' }
  | { type: 'FLAG_FRAUD' }
  | { type: 'CLEAR_FRAUD' };

export const BookingPaymentRefusal = {
  Fraudulent: 'The booking is marked as fraudulent: no money can be taken for it.',
  Disputed: 'The payment is disputed: refunds wait until the dispute is resolved.',
} as const;

const notFraudulent = ({ context }: { context: BookingPaymentFlags }) => !context.isFraudulent;
const notDisputed = ({ context }: { context: BookingPaymentFlags }) => !context.isDisputed;

/** The customer payment of a booking (spec part 2, section 4); disputed and fraudulent are separate flags. */
export const bookingPaymentMachine = setup({
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() takes the input type from this assertion
  types: { context: {} as BookingPaymentFlags, events: {} as BookingPaymentEvent, input: {} as Partial<BookingPaymentFlags> },
  guards: {
    notFraudulent,
    notDisputed,
    fullyRefunded: ({ event }) => event.type === 'REFUND' && event.fullyRefunded,
  },
}).createMachine({
  id: 'bookingPayment',
  initial: PaymentStatus.Unpaid,
  context: ({ input }) => ({ isDisputed: input?.isDisputed ?? false, isFraudulent: input?.isFraudulent ?? false }),
  on: {
    DISPUTE: { actions: assign({ isDisputed: true }) },
    RESOLVE_DISPUTE: { actions: assign({ isDisputed: false }) },
    FLAG_FRAUD: { actions: assign({ isFraudulent: true }) },
    CLEAR_FRAUD: { actions: assign({ isFraudulent: false }) },
    // Whatever it was, a payment whose money moved to another booking holds nothing: unpaid, like its totals.
    MOVE_OUT: `.${PaymentStatus.Unpaid}`,
  },
  states: {
    [PaymentStatus.Unpaid]: {
      on: {
        AUTHORIZE: { target: PaymentStatus.Authorized, guard: 'notFraudulent' },
        CAPTURE: { target: PaymentStatus.Paid, guard: 'notFraudulent' },
        FAIL: PaymentStatus.Failed,
        EXPIRE: PaymentStatus.Expired,
      },
    },
    [PaymentStatus.Authorized]: {
      on: {
        CAPTURE: { target: PaymentStatus.Paid, guard: 'notFraudulent' },
        FAIL: PaymentStatus.Failed,
        EXPIRE: PaymentStatus.Expired,
        // Not `expired` (the hold lapsing by itself) nor `refund` (captured money given back): nothing was taken.
        VOID: PaymentStatus.Unpaid,
      },
    },
    [PaymentStatus.Paid]: {
      on: {
        CAPTURE: { target: PaymentStatus.Paid, guard: 'notFraudulent' },
        REFUND: [
          { target: PaymentStatus.Refund, guard: and(['fullyRefunded', 'notDisputed']) },
          { target: PaymentStatus.Paid, guard: 'notDisputed' },
        ],
      },
    },
    [PaymentStatus.Refund]: {
      on: { CAPTURE: { target: PaymentStatus.Paid, guard: 'notFraudulent' } },
    },
    [PaymentStatus.Failed]: {
      on: {
        AUTHORIZE: { target: PaymentStatus.Authorized, guard: 'notFraudulent' },
        CAPTURE: { target: PaymentStatus.Paid, guard: 'notFraudulent' },
      },
    },
    [PaymentStatus.Expired]: {
      on: {
        AUTHORIZE: { target: PaymentStatus.Authorized, guard: 'notFraudulent' },
        CAPTURE: { target: PaymentStatus.Paid, guard: 'notFraudulent' },
      },
    },
  },
});

export type BookingPaymentDecision = { ok: true; status: PaymentStatus; flags: BookingPaymentFlags } | { ok: false; reason: string };

/**
 * Restores the machine from a stored status and flags and applies one event with the pure `transition()`.
 * A refused event answers the reason the API returns with 409.
 */
export function decideBookingPayment(status: PaymentStatus, flags: BookingPaymentFlags, event: BookingPaymentEvent): BookingPaymentDecision {
  const snapshot = bookingPaymentMachine.resolveState({ value: status, context: { ...flags } });
  if (!snapshot.can(event)) return { ok: false, reason: bookingPaymentRefusal(status, flags, event) };
  const [next] = transition(bookingPaymentMachine, snapshot, event);
  return { ok: true, status: next.value, flags: { isDisputed: next.context.isDisputed, isFraudulent: next.context.isFraudulent } };
}

function bookingPaymentRefusal(status: PaymentStatus, flags: BookingPaymentFlags, event: BookingPaymentEvent): string {
  if ((event.type === 'CAPTURE' || event.type === 'AUTHORIZE') && flags.isFraudulent) return BookingPaymentRefusal.Fraudulent;
  if (event.type === 'REFUND' && flags.isDisputed) return BookingPaymentRefusal.Disputed;
  if (event.type === 'REFUND') return `Nothing can be refunded while the payment is ${status}.`;
  return `The payment cannot do this while it is ${status}.`;
}
