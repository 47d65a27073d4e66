import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { BookingPayment, CARD_GATEWAY_PROVIDER, PaymentTransaction, type Booking } from '@farebox/bookings';
import { Role, type Scope } from '@farebox/domain';
import { insertBooking, type BookingInput, type InsertedBooking } from './bookings-factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { createUser, tokenFor } from './identity-factories.js';

/** A booking (see insertBooking) and how it was paid at checkout. */
export type PaymentBookingInput = BookingInput & {
  /** Captured at checkout through the gateway (preloaded into the simulator); default the price. */
  paid?: string;
  /** Authorised at checkout and not captured (a gateway authorisation preloaded into the simulator); implies paid 0. */
  authorized?: string;
  /** The stored card at the gateway (default pm_card_visa; null: none). */
  paymentMethod?: string | null;
};

export interface PaymentBooking extends InsertedBooking {
  payment: BookingPayment;
}

const short = () => randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase();

/** A new random Idempotency-Key. */
export const newIdempotencyKey = () => `test-${randomUUID()}`;

/** A full admin with the admin role (who may move money) and a bearer token of theirs. */
export async function paymentAdmin(t: TestApp, scopes: Scope[] = []): Promise<{ id: string; token: string }> {
  const user = await createUser(t, { role: Role.Admin, isFullAdmin: true, scopes });
  return { id: user.id, token: await tokenFor(t, user) };
}

export interface PaymentsCallOptions {
  /** The caller's bearer token (default: the payment admin's). */
  as?: string;
  /** The Idempotency-Key money moves need (default: a new one; null: none). */
  key?: string | null;
}

/** A request to a payments endpoint with a JSON body. */
export type PaymentsCall = (path: string, body: object, options?: PaymentsCallOptions) => ReturnType<TestApp['http']['post']>;

export interface PaymentsTestApp {
  t: TestApp;
  admin: { id: string; token: string };
  post: PaymentsCall;
  put: PaymentsCall;
}

/** A test app (see startTestApp) with a payment admin, and POST and PUT helpers for the money endpoints. */
export async function paymentsTestApp(env: Record<string, string> = {}): Promise<PaymentsTestApp> {
  const t = await startTestApp(env);
  const admin = await paymentAdmin(t);
  const call =
    (method: 'post' | 'put'): PaymentsCall =>
    (path, body, { as = admin.token, key = newIdempotencyKey() } = {}) => {
      const req = t.http[method](path).set('Authorization', `Bearer ${as}`);
      if (key) req.set('Idempotency-Key', key);
      return req.send(body);
    };
  return { t, admin, post: call('post'), put: call('put') };
}

/** Calls a simulator's test-control or API endpoint directly (JSON in and out). */
export async function simulatorCall<T = unknown>(baseUrl: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(new URL(path, baseUrl), {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** The booking's payment row, in the booking's company and currencies, with the given amounts and status. */
export function insertBookingPayment(
  t: TestApp,
  booking: Pick<Booking, 'id' | 'companyId' | 'currency' | 'supplierCurrency'>,
  fields: Partial<BookingPayment> = {},
): Promise<BookingPayment> {
  const m = t.dataSource.manager;
  return m.save(
    m.create(BookingPayment, {
      bookingId: booking.id,
      companyId: booking.companyId,
      currency: booking.currency,
      supplierCurrency: booking.supplierCurrency,
      ...fields,
    }),
  );
}

/**
 * A booking with its payment row, written straight to the tables: an approved bus booking of a new supplier, price
 * 100.00 USD, cost 2500.00 THB, paid at checkout with a card the gateway simulator knows, unless overridden. The
 * payment status defaults to paid when something was captured, unpaid otherwise.
 */
export async function createPaymentBooking(t: TestApp, input: PaymentBookingInput = {}): Promise<PaymentBooking> {
  const { paid: captured, authorized, paymentMethod = 'pm_card_visa', price = '100.00', supplierCost = '2500.00', ...bookingInput } = input;
  const paid = new Decimal(authorized ? '0' : (captured ?? price));
  const inserted = await insertBooking(t, {
    status: 'approved',
    customerStatus: 'approved',
    paymentStatus: authorized ? 'authorized' : paid.gt(0) ? 'paid' : 'unpaid',
    paymentProvider: CARD_GATEWAY_PROVIDER,
    firstName: 'Dana',
    lastName: `Cohen${short().slice(0, 4)}`,
    costAmountUsd: new Decimal('70.00'),
    price,
    supplierCost,
    ...bookingInput,
  });
  const { booking } = inserted;
  const m = t.dataSource.manager;
  const payment = await insertBookingPayment(t, booking, {
    paymentMethod,
    chargedAmount: paid,
    chargedSupplierAmount: new Decimal(paid.gt(0) ? supplierCost : 0),
    createdAt: booking.createdAt,
  });
  const checkout = authorized ? new Decimal(authorized) : paid;
  if (checkout.gt(0)) {
    const gatewayPaymentId = `pay_checkout_${short()}`;
    const preload = await simulatorCall(t.simulators.gatewayUrl, 'POST', '/_simulator/payments', {
      payments: [
        {
          id: gatewayPaymentId,
          amount: checkout.toFixed(2),
          currency: booking.currency,
          reference: booking.reference,
          ...(authorized ? { captured: '0' } : {}),
        },
      ],
    });
    if (preload.status !== 201) throw new Error(`gateway preload failed: ${JSON.stringify(preload.body)}`);
    await m.insert(PaymentTransaction, {
      bookingId: booking.id,
      bookingPaymentId: payment.id,
      type: authorized ? 'authorize' : 'charge',
      source: 'checkout',
      amount: checkout,
      currency: booking.currency,
      supplierAmount: new Decimal(authorized ? 0 : supplierCost),
      supplierCurrency: booking.supplierCurrency,
      provider: CARD_GATEWAY_PROVIDER,
      providerTransactionId: gatewayPaymentId,
      providerPaymentId: gatewayPaymentId,
      authorizationId: authorized ? 'AUTH01' : null,
      description: `Checkout ${authorized ? 'authorisation' : 'payment'} ${booking.reference}`,
    });
  }
  return { ...inserted, payment };
}
