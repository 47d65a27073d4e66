import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Decimal } from 'decimal.js';
import type { Company } from '@farebox/companies';
import type { BookingStatus, CustomerStatus, PaymentStatus } from '@farebox/domain';
import type { Line, Trip } from '@farebox/inventory';
import { createLine, createSupplier, createTrip, type TestApp } from '@farebox/testing';
import { Booking, BookingItem, BookingPassenger } from '../src/index.js';
import { WorkerModule } from '../../../apps/worker/src/worker.module.js';

export interface MailBookingInput {
  company?: Company;
  line?: Line;
  status?: BookingStatus;
  customerStatus?: CustomerStatus;
  paymentStatus?: PaymentStatus;
  createdAt?: Date;
  departureAt?: Date;
  /** A return journey departing then. */
  returnAt?: Date;
  passengers?: { firstName: string; lastName: string; passengerType?: string; seats?: { departure?: string; return?: string } }[];
  booking?: Partial<Booking>;
}

export interface MailBooking {
  booking: Booking;
  line: Line;
  trip: Trip;
  returnTrip: Trip | null;
}

const short = () => randomUUID().replaceAll('-', '').slice(0, 8).toUpperCase();

/**
 * An approved, paid booking of a new-extras bus line (Asia/Bangkok stations) with one passenger, written
 * straight to the tables, unless overridden.
 */
export async function createMailBooking(t: TestApp, input: MailBookingInput = {}): Promise<MailBooking> {
  const company = input.company ?? (await createSupplier(t));
  const line = input.line ?? (await createLine(t, { companyId: company.id, newExtras: true }));
  const trip = await createTrip(t, line, input.departureAt ? { departureAt: input.departureAt } : {});
  const returnTrip = input.returnAt ? await createTrip(t, line, { direction: 'bToA', departureAt: input.returnAt }) : null;
  const reference = `FB${short()}`;
  const m = t.dataSource.manager;
  const booking = await m.save(
    m.create(Booking, {
      reference,
      status: input.status ?? 'approved',
      customerStatus: input.customerStatus ?? 'approved',
      paymentStatus: input.paymentStatus ?? 'paid',
      companyId: line.companyId,
      lineId: line.id,
      tripId: trip.id,
      returnTripId: returnTrip?.id ?? null,
      departureAt: trip.departureAt,
      timezone: trip.timezone,
      fromCityId: trip.fromCityId,
      toCityId: trip.toCityId,
      fromStationId: trip.fromStationId,
      toStationId: trip.toStationId,
      firstName: 'Noa',
      lastName: 'Levi',
      email: `noa.${reference.toLowerCase()}@example.test`,
      phone: '+66812345678',
      currency: 'USD',
      priceAmount: new Decimal('39.46'),
      priceAmountUsd: new Decimal('39.46'),
      costAmountUsd: new Decimal('30.00'),
      costInSupplierCurrency: new Decimal('1080.00'),
      supplierCurrency: 'THB',
      passengersCount: input.passengers?.length ?? 1,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      ...input.booking,
    }),
  );
  const journeys = [trip, ...(returnTrip ? [returnTrip] : [])];
  await m.save(
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
      }),
    ),
  );
  const passengers = input.passengers ?? [{ firstName: 'Noa', lastName: 'Levi', seats: { departure: '7A' } }];
  await m.save(
    passengers.map((p, position) =>
      m.create(BookingPassenger, { bookingId: booking.id, position, passengerType: 'Adult', seats: {}, ...p }),
    ),
  );
  return { booking, line, trip, returnTrip };
}

/** The real worker process (outbox relay, BullMQ processors) on the test app's database and Redis prefix. */
export async function startWorker(): Promise<INestApplicationContext> {
  const worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
  await worker.init();
  return worker;
}
