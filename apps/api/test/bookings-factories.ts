import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { Booking, BookingItem, BookingPassenger } from '@farebox/bookings';
import type { Company } from '@farebox/companies';
import { Role } from '@farebox/domain';
import type { Line, Trip } from '@farebox/inventory';
import { createAgent, createSupplier } from './companies-factories.js';
import type { TestApp } from './harness.js';
import { createUser, tokenFor } from './identity-factories.js';
import { createLine, createTrip } from './inventory-factories.js';

const short = () => randomUUID().replaceAll('-', '').slice(0, 8).toUpperCase();

/** Bearer tokens of the users the booking rules tell apart, with the agent working for `company`. */
export interface BookingCallers {
  fullAdmin: string;
  support: string;
  readAdmin: string;
  agent: string;
  otherAgent: string;
}

export async function bookingCallers(t: TestApp, company: Pick<Company, 'id'>): Promise<BookingCallers> {
  const other = await createSupplier(t);
  const [fullAdmin, support, readAdmin, agent, otherAgent] = await Promise.all([
    createUser(t, { role: Role.Admin, isFullAdmin: true }),
    createUser(t, { role: Role.Support }),
    createUser(t, { role: Role.ReadAdmin, isFullAdmin: true }),
    createAgent(t, company),
    createAgent(t, other),
  ]);
  const [a, b, c, d, e] = await Promise.all([fullAdmin, support, readAdmin, agent, otherAgent].map((u) => tokenFor(t, u)));
  return { fullAdmin: a!, support: b!, readAdmin: c!, agent: d!, otherAgent: e! };
}

/** A POST /api/bookings body for one Adult on the trip, unless overridden. */
export function bookingBody(line: Pick<Line, 'id'>, trip: Pick<Trip, 'id'>, overrides: Record<string, unknown> = {}) {
  return {
    lineId: line.id,
    outboundTripId: trip.id,
    passengers: [{ firstName: 'Maya', lastName: 'Katz', email: 'maya.katz@example.test', phone: '+972501234567', passengerType: 'Adult' }],
    ...overrides,
  };
}

export interface BookingFixture {
  company: Company;
  line: Line;
  trip: Trip;
}

/** A supplier with a bus line (overridable) and a trip of it tomorrow. */
export async function bookingFixture(t: TestApp, lineOverrides: Parameters<typeof createLine>[1] = {}): Promise<BookingFixture> {
  const company = await createSupplier(t);
  const line = await createLine(t, { companyId: company.id, ...lineOverrides });
  const trip = await createTrip(t, line);
  return { company, line, trip };
}

/** Creates a booking through the API as the given (full admin) caller; answers the booking detail. */
export async function createBookingThroughApi(t: TestApp, token: string, body: object) {
  const res = await t.http.post('/api/bookings').set('Authorization', `Bearer ${token}`).send(body);
  if (res.status !== 201) throw new Error(`POST /api/bookings answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as { id: string; reference: string; version: number; passengers: { id: string }[] } & Record<string, unknown>;
}

export interface InsertedBooking {
  booking: Booking;
  items: BookingItem[];
  passengers: BookingPassenger[];
}

/**
 * A pending, paid booking of the line's trip with one Adult, written straight to the tables (no seats taken, no
 * payment row): for list and rule tests that need bookings in given states. Booking columns can be overridden.
 */
export async function insertBooking(t: TestApp, line: Line, trip: Trip, overrides: Partial<Booking> = {}): Promise<InsertedBooking> {
  const m = t.dataSource.manager;
  const reference = overrides.reference ?? `FB${short()}`;
  const booking = await m.save(
    m.create(Booking, {
      reference,
      status: 'pending',
      customerStatus: 'pending',
      paymentStatus: 'paid',
      companyId: line.companyId,
      lineId: line.id,
      tripId: trip.id,
      eventId: trip.eventId,
      departureAt: trip.departureAt,
      timezone: trip.timezone,
      fromCityId: trip.fromCityId,
      toCityId: trip.toCityId,
      fromStationId: trip.fromStationId,
      toStationId: trip.toStationId,
      firstName: 'Ari',
      lastName: 'Ben',
      email: `ari.${reference.toLowerCase()}@example.test`,
      currency: 'USD',
      priceAmount: new Decimal('19.73'),
      priceAmountUsd: new Decimal('19.73'),
      costAmountUsd: new Decimal('19.73'),
      costInSupplierCurrency: new Decimal('720.00'),
      supplierCurrency: line.supplierCurrency,
      isSupplierApi: line.isSupplierApi,
      supplierIntegration: line.supplierIntegration,
      ...overrides,
    }),
  );
  const items = [
    await m.save(
      m.create(BookingItem, {
        bookingId: booking.id,
        position: 0,
        reference: `${reference}-1`,
        lineId: line.id,
        tripId: trip.id,
        fromStationId: trip.fromStationId,
        toStationId: trip.toStationId,
        departureAt: trip.departureAt,
        arrivalAt: trip.arrivalAt,
        timezone: trip.timezone,
        supplierCurrency: line.supplierCurrency,
      }),
    ),
  ];
  const passengers = [await m.save(m.create(BookingPassenger, { bookingId: booking.id, position: 0, firstName: 'Ari', lastName: 'Ben', passengerType: 'Adult' }))];
  return { booking, items, passengers };
}

