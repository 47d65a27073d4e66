import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Decimal } from 'decimal.js';
import { createLine, insertBooking, type BookingInput, type InsertedBooking, type TestApp } from '@farebox/testing';
import { WorkerModule } from '../../../apps/worker/src/worker.module.js';

/**
 * An approved, paid booking for Noa Levi (seat 7A) of a new-extras bus line (Asia/Bangkok stations), priced 39.46 USD
 * (cost 30.00 USD, 1080.00 THB), written straight to the tables, unless overridden (see insertBooking).
 */
export async function createMailBooking(t: TestApp, input: BookingInput = {}): Promise<InsertedBooking> {
  return insertBooking(t, {
    status: 'approved',
    customerStatus: 'approved',
    firstName: 'Noa',
    lastName: 'Levi',
    phone: '+66812345678',
    price: '39.46',
    costAmountUsd: new Decimal('30.00'),
    supplierCost: '1080.00',
    passengers: [{ firstName: 'Noa', lastName: 'Levi', seats: { departure: '7A' } }],
    ...input,
    line: input.line ?? (await createLine(t, { companyId: input.company?.id, newExtras: true })),
  });
}

/** The real worker process (outbox relay, BullMQ processors) on the test app's database and Redis prefix. */
export async function startWorker(): Promise<INestApplicationContext> {
  const worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
  await worker.init();
  return worker;
}
