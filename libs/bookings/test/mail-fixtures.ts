import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Decimal } from 'decimal.js';
import { type BookingInput, createLine, insertBooking, type InsertedBooking, startTestApp, type TestApp, type TestInbox } from '@farebox/testing';
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

export interface MailTestApp {
  t: TestApp;
  worker: INestApplicationContext;
  /** Stops the worker, the app and the inbox. */
  close: () => Promise<void>;
}

/**
 * A test app sending its e-mail to the inbox, and the real worker process (outbox relay, BullMQ processors) on its
 * database and Redis prefix. A start that fails stops what it had started.
 */
export async function mailTestApp(inbox: TestInbox, env: Record<string, string> = {}): Promise<MailTestApp> {
  let t: TestApp | undefined;
  let worker: INestApplicationContext | undefined;
  const close = async () => {
    await worker?.close();
    await t?.close();
    await inbox.stop();
  };
  try {
    t = await startTestApp({ SMTP_URL: await inbox.start(), ...env });
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
    return { t, worker, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** BullMQ connection options for the test app's Redis and key prefix, to reach its queues directly. */
export function bullOptions() {
  const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  return { connection: { host: url.hostname, port: Number(url.port || 6379) }, prefix: `${process.env.REDIS_PREFIX}:bull` };
}

/** Reads every 150 ms until `done` holds and returns that value; fails after `timeoutMs` with the last value read. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
