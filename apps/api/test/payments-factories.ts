import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { Booking, BookingItem, BookingPayment, CARD_GATEWAY_PROVIDER, PaymentTransaction } from '@farebox/bookings';
import type { Company } from '@farebox/companies';
import { Role, type PaymentStatus, type Scope } from '@farebox/domain';
import type { Line } from '@farebox/inventory';
import { createSupplier } from './companies-factories.js';
import type { TestApp } from './harness.js';
import { createUser, tokenFor } from './identity-factories.js';
import { createLine, createTrip } from './inventory-factories.js';

export interface PaymentBookingInput {
  company?: Company;
  /** Booking price in USD (default 100.00). */
  price?: string;
  /** Booking cost in THB (default 2500.00). */
  supplierCost?: string;
  /** Default: paid when something was captured, unpaid otherwise. */
  paymentStatus?: PaymentStatus;
  /** Captured at checkout through the gateway (preloaded into the simulator); default the price. */
  paid?: string;
  /** Authorised at checkout and not captured (a gateway authorisation preloaded into the simulator); implies paid 0. */
  authorized?: string;
  /** The stored card at the gateway (default pm_card_visa; null: none). */
  paymentMethod?: string | null;
  /** Add a return journey (a second item). */
  roundTrip?: boolean;
  booking?: Partial<Booking>;
}

export interface PaymentBooking {
  booking: Booking;
  payment: BookingPayment;
  line: Line;
  items: BookingItem[];
}

const short = () => randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase();

/** A new random Idempotency-Key. */
export const newIdempotencyKey = () => `test-${randomUUID()}`;

/** A full admin with the admin role (who may move money) and a bearer token of theirs. */
export async function paymentAdmin(t: TestApp, scopes: Scope[] = []): Promise<{ id: string; token: string }> {
  const user = await createUser(t, { role: Role.Admin, isFullAdmin: true, scopes });
  return { id: user.id, token: await tokenFor(t, user) };
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

/**
 * A booking with its payment row, written straight to the tables: an approved bus booking of a new supplier, price
 * 100.00 USD, cost 2500.00 THB, paid at checkout with a card the gateway simulator knows, unless overridden.
 */
export async function createPaymentBooking(t: TestApp, input: PaymentBookingInput = {}): Promise<PaymentBooking> {
  const company = input.company ?? (await createSupplier(t));
  const line = await createLine(t, { companyId: company.id });
  const trip = await createTrip(t, line);
  const price = input.price ?? '100.00';
  const paid = new Decimal(input.authorized ? '0' : (input.paid ?? price));
  const supplierCost = input.supplierCost ?? '2500.00';
  const reference = `FB${short()}`;
  const m = t.dataSource.manager;
  const booking = await m.save(
    m.create(Booking, {
      reference,
      status: 'approved',
      customerStatus: 'approved',
      paymentStatus: input.paymentStatus ?? (input.authorized ? 'authorized' : paid.gt(0) ? 'paid' : 'unpaid'),
      paymentProvider: CARD_GATEWAY_PROVIDER,
      companyId: company.id,
      lineId: line.id,
      tripId: trip.id,
      departureAt: trip.departureAt,
      timezone: trip.timezone,
      firstName: 'Dana',
      lastName: `Cohen${short().slice(0, 4)}`,
      email: `dana.${reference.toLowerCase()}@example.test`,
      currency: 'USD',
      priceAmount: new Decimal(price),
      priceAmountUsd: new Decimal(price),
      costAmountUsd: new Decimal('70.00'),
      costInSupplierCurrency: new Decimal(supplierCost),
      supplierCurrency: 'THB',
      ...input.booking,
    }),
  );
  const journeys = input.roundTrip ? [trip, await createTrip(t, line, { direction: 'bToA', departureAt: new Date(trip.departureAt.getTime() + 3 * 86_400_000) })] : [trip];
  const items = await m.save(
    journeys.map((j, position) =>
      m.create(BookingItem, {
        bookingId: booking.id,
        position,
        reference: `${reference}-${position + 1}`,
        lineId: line.id,
        tripId: j.id,
        departureAt: j.departureAt,
        arrivalAt: j.arrivalAt,
        timezone: j.timezone,
        supplierCurrency: 'THB',
      }),
    ),
  );
  const payment = await m.save(
    m.create(BookingPayment, {
      bookingId: booking.id,
      companyId: company.id,
      currency: 'USD',
      supplierCurrency: 'THB',
      paymentMethod: input.paymentMethod === undefined ? 'pm_card_visa' : input.paymentMethod,
      chargedAmount: paid,
      chargedSupplierAmount: new Decimal(paid.gt(0) ? supplierCost : 0),
      createdAt: booking.createdAt,
    }),
  );
  const checkout = input.authorized ? new Decimal(input.authorized) : paid;
  if (checkout.gt(0)) {
    const gatewayPaymentId = `pay_checkout_${short()}`;
    const preload = await simulatorCall(t.simulators.gatewayUrl, 'POST', '/_simulator/payments', {
      payments: [{ id: gatewayPaymentId, amount: checkout.toFixed(2), currency: 'USD', reference, ...(input.authorized ? { captured: '0' } : {}) }],
    });
    if (preload.status !== 201) throw new Error(`gateway preload failed: ${JSON.stringify(preload.body)}`);
    await m.insert(PaymentTransaction, {
      bookingId: booking.id,
      bookingPaymentId: payment.id,
      type: input.authorized ? 'authorize' : 'charge',
      source: 'checkout',
      amount: checkout,
      currency: 'USD',
      supplierAmount: new Decimal(input.authorized ? 0 : supplierCost),
      supplierCurrency: 'THB',
      provider: CARD_GATEWAY_PROVIDER,
      providerTransactionId: gatewayPaymentId,
      providerPaymentId: gatewayPaymentId,
      authorizationId: input.authorized ? 'AUTH01' : null,
      description: `Checkout ${input.authorized ? 'authorisation' : 'payment'} ${reference}`,
    });
  }
  return { booking, payment, line, items };
}
