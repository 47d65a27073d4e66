import { BookingPayment, CARD_GATEWAY_PROVIDER, PaymentTransaction } from '@farebox/bookings';
import { DEMO_BOOKING_COUNT, demoBookingId } from './bookings.seed.js';
import { demoId, type SeedStep } from './seed-step.js';

/** A demo booking's payment row: demoId('b6', n) for booking demoId('b1', n). */
export const demoPaymentId = (bookingNumber: number) => demoId('b6', bookingNumber);

/** The id kind of row `kind` for the booking `b`: its booking number (the id's last 10 hex digits) under another prefix. */
const idOf = (kind: string) => `('00000000-0000-4000-8000-${kind}' || right(b.id::text, 10))::uuid`;

/**
 * Payments of the demo bookings, as the storefront's checkout left them: captured by card for paid bookings (some
 * paid less or more than the price, some partly refunded, so Charge and Refund have something to recover),
 * captured and refunded for cancelled ones, authorised only for authorized ones. Past approved bookings are mostly
 * marked paid to the supplier. One statement: a payment row per booking, and the transactions of the rows it
 * inserted, so a second run (or a booking whose payment the user already changed) gets nothing new.
 */
const PAYMENTS_SQL = `
WITH src AS (
  SELECT b.*, ('x' || right(b.id::text, 10))::bit(40)::bigint AS n,
         CASE b.payment_status
           WHEN 'paid' THEN CASE ('x' || right(b.id::text, 10))::bit(40)::bigint % 9 WHEN 0 THEN round(b.price_amount * 0.8, 2) WHEN 1 THEN round(b.price_amount * 1.2, 2) ELSE b.price_amount END
           WHEN 'refund' THEN b.price_amount ELSE 0 END AS charged
    FROM booking b WHERE b.id BETWEEN $1::uuid AND $2::uuid
),
amounts AS (
  SELECT src.*,
         CASE WHEN payment_status = 'refund' THEN charged WHEN payment_status = 'paid' AND n % 9 = 2 THEN round(charged * 0.25, 2) ELSE 0 END AS refunded,
         CASE WHEN charged > 0 THEN cost_in_supplier_currency ELSE 0 END AS supplier_charged,
         CASE WHEN payment_status = 'refund' THEN cost_in_supplier_currency ELSE 0 END AS supplier_refunded,
         status = 'approved' AND departure_at < $4::timestamptz AND n % 3 <> 0 AS settled
    FROM src
),
payments AS (
  INSERT INTO booking_payment (id, booking_id, company_id, status, currency, supplier_currency, charged_amount, refunded_amount,
    charged_supplier_amount, refunded_supplier_amount, payment_method, marked_paid_at, created_at, updated_at)
  SELECT ${idOf('b6')}, b.id, b.company_id, CASE WHEN b.settled THEN 'paid' ELSE 'unpaid' END, b.currency, b.supplier_currency,
    b.charged, b.refunded, b.supplier_charged, b.supplier_refunded,
    CASE WHEN b.n % 13 = 0 THEN 'pm_card_declined' ELSE 'pm_card_visa' END,
    CASE WHEN b.settled THEN LEAST($4::timestamptz, b.departure_at + interval '3 days') END,
    b.created_at, CASE WHEN b.settled THEN LEAST($4::timestamptz, b.departure_at + interval '3 days') ELSE b.created_at END
  FROM amounts b
  ON CONFLICT (booking_id) DO NOTHING
  RETURNING id, booking_id
),
transactions AS (
  INSERT INTO payment_transaction (id, booking_id, booking_payment_id, type, source, amount, currency, supplier_amount, supplier_currency,
    provider, provider_transaction_id, provider_payment_id, authorization_id, description, reason, created_at)
  SELECT t.id, b.id, p.id, t.type, t.source, t.amount, b.currency, t.supplier_amount, b.supplier_currency,
    $3, t.provider_transaction_id, 'pay_demo_' || right(b.id::text, 10), t.authorization_id, t.description, t.reason, t.created_at
  FROM payments p
  JOIN amounts b ON b.id = p.booking_id
  CROSS JOIN LATERAL (VALUES
    (${idOf('b7')}, 'charge', 'checkout', b.charged, b.supplier_charged, 'pay_demo_' || right(b.id::text, 10), upper(left(md5(b.id::text), 6)),
      'Checkout payment ' || b.reference, NULL, b.created_at, b.charged > 0),
    (${idOf('b8')}, 'refund', CASE WHEN b.status = 'canceled' THEN 'cancellation' ELSE 'newTransaction' END, b.refunded, b.supplier_refunded,
      're_demo_' || right(b.id::text, 10), NULL, 'Refund of ' || b.refunded || ' ' || b.currency,
      CASE WHEN b.status = 'canceled' THEN 'Customer asked to cancel' ELSE 'Goodwill: delayed departure' END,
      COALESCE(b.canceled_at, b.created_at + interval '1 day'), b.refunded > 0),
    (${idOf('b9')}, 'authorize', 'checkout', b.price_amount, 0::numeric, 'auth_demo_' || right(b.id::text, 10), upper(left(md5(b.id::text), 6)),
      'Checkout authorisation ' || b.reference, NULL, b.created_at, b.payment_status = 'authorized')
  ) AS t(id, type, source, amount, supplier_amount, provider_transaction_id, authorization_id, description, reason, created_at, wanted)
  WHERE t.wanted
  ON CONFLICT DO NOTHING
  RETURNING 1
)
SELECT (SELECT count(*) FROM payments)::int + (SELECT count(*) FROM transactions)::int AS inserted`;

export const paymentsSeed: SeedStep = {
  name: 'payments',
  entities: [BookingPayment, PaymentTransaction],
  async run({ manager, now }) {
    const [{ inserted }] = await manager.query<{ inserted: number }[]>(PAYMENTS_SQL, [
      demoBookingId(1),
      demoBookingId(DEMO_BOOKING_COUNT),
      CARD_GATEWAY_PROVIDER,
      now,
    ]);
    return inserted;
  },
};
