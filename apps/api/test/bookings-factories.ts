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
  return { fullAdmin: a, support: b, readAdmin: c, agent: d, otherAgent: e };
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

/**
 * Booking columns to override, and what the booking is made of. Without a line, a new bus line of `company` (a new
 * supplier unless given); without a trip, a new trip of the line departing at `departureAt` (tomorrow unless given).
 */
export type BookingInput = Partial<Booking> & {
  company?: Pick<Company, 'id'>;
  line?: Line;
  trip?: Trip;
  /** Adds a return journey: a new trip of the line back, departing then (true: three days after the outbound). */
  roundTrip?: true | Date;
  /** Default: one Adult, named as the lead customer. */
  passengers?: Partial<BookingPassenger>[];
  /** The customer price in USD (default 19.73). */
  price?: string;
  /** The cost in the line's currency (default 720.00). */
  supplierCost?: string;
};

export interface InsertedBooking {
  booking: Booking;
  line: Line;
  trip: Trip;
  returnTrip: Trip | null;
  items: BookingItem[];
  passengers: BookingPassenger[];
}

/**
 * A pending, paid booking for Ari Ben with one Adult, priced 19.73 USD (cost 720.00 in the line's currency), written
 * straight to the tables (no seats taken, no payment row): for tests that need bookings in given states.
 */
export async function insertBooking(t: TestApp, input: BookingInput = {}): Promise<InsertedBooking> {
  const { company, line: givenLine, trip: givenTrip, roundTrip, passengers, price = '19.73', supplierCost = '720.00', ...columns } = input;
  const line = givenLine ?? (await createLine(t, { companyId: company?.id }));
  const trip = givenTrip ?? (await createTrip(t, line, columns.departureAt ? { departureAt: columns.departureAt } : {}));
  const returnTrip = roundTrip
    ? await createTrip(t, line, { direction: 'bToA', departureAt: roundTrip === true ? new Date(trip.departureAt.getTime() + 3 * 86_400_000) : roundTrip })
    : null;
  const reference = columns.reference ?? `FB${short()}`;
  const firstName = columns.firstName ?? 'Ari';
  const lastName = columns.lastName ?? 'Ben';
  const travellers = passengers ?? [{ firstName, lastName }];
  const m = t.dataSource.manager;
  const booking = await m.save(
    m.create(Booking, {
      reference,
      // The booking date is business time (the process clock, faked by the date script), not the database's.
      createdAt: new Date(),
      status: 'pending',
      customerStatus: 'pending',
      paymentStatus: 'paid',
      companyId: line.companyId,
      lineId: line.id,
      tripId: trip.id,
      returnTripId: returnTrip?.id ?? null,
      eventId: trip.eventId,
      departureAt: trip.departureAt,
      timezone: trip.timezone,
      fromCityId: trip.fromCityId,
      toCityId: trip.toCityId,
      fromStationId: trip.fromStationId,
      toStationId: trip.toStationId,
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}.${reference.toLowerCase()}@example.test`,
      currency: 'USD',
      priceAmount: new Decimal(price),
      priceAmountUsd: new Decimal(price),
      costAmountUsd: new Decimal(price),
      costInSupplierCurrency: new Decimal(supplierCost),
      supplierCurrency: line.supplierCurrency,
      isSupplierApi: line.isSupplierApi,
      supplierIntegration: line.supplierIntegration,
      passengersCount: travellers.length,
      ...columns,
    }),
  );
  const journeys = returnTrip ? [trip, returnTrip] : [trip];
  const items = await m.save(
    journeys.map((j, position) =>
      m.create(BookingItem, {
        bookingId: booking.id,
        position,
        reference: `${reference}-${position + 1}`,
        lineId: line.id,
        tripId: j.id,
        fromStationId: j.fromStationId,
        toStationId: j.toStationId,
        departureAt: j.departureAt,
        arrivalAt: j.arrivalAt,
        timezone: j.timezone,
        supplierCurrency: booking.supplierCurrency,
      }),
    ),
  );
  const saved = await m.save(travellers.map((p, position) => m.create(BookingPassenger, { bookingId: booking.id, position, passengerType: 'Adult', ...p })));
  return { booking, line, trip, returnTrip, items, passengers: saved };
}
