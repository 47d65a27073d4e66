import type { Company } from '@farebox/companies';
import { Role } from '@farebox/domain';
import { SupplierLedgerService } from '@farebox/finance';
import type { Line } from '@farebox/inventory';
import { createAgent, createLine, createUser, insertBooking, newIdempotencyKey, tokenFor, type TestApp } from '@farebox/testing';

/** A UTC day relative to today, YYYY-MM-DD. */
export const day = (offset = 0): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** THB at 40.0000 since 2020 and 36.0000 from 30 days ago; EUR at 0.9000 from 30 days ago. */
export async function insertRates(t: TestApp): Promise<void> {
  await t.dataSource.query(
    `INSERT INTO currency_rate (currency, rate_date, rate) VALUES ('THB', '2020-01-01', 40.0000), ('THB', $1, 36.0000), ('EUR', $1, 0.9000)
     ON CONFLICT DO NOTHING`,
    [day(-30)],
  );
}

/** Bearer tokens of the callers the finance rules tell apart (the agent works for `company`). */
export interface FinanceCallers {
  /** admin role, full admin: reads and writes. */
  admin: string;
  /** support role, full admin: reads and writes too. */
  support: string;
  /** read-admin, full admin: reads only. */
  readAdmin: string;
  /** support role without the full-admin flag. */
  plainSupport: string;
  agent: string;
}

export async function financeCallers(t: TestApp, company: Pick<Company, 'id'>): Promise<FinanceCallers> {
  const users = await Promise.all([
    createUser(t, { role: Role.Admin, isFullAdmin: true }),
    createUser(t, { role: Role.Support, isFullAdmin: true }),
    createUser(t, { role: Role.ReadAdmin, isFullAdmin: true }),
    createUser(t, { role: Role.Support }),
    createAgent(t, company),
  ]);
  const [admin, support, readAdmin, plainSupport, agent] = await Promise.all(users.map((u) => tokenFor(t, u)));
  return { admin: admin!, support: support!, readAdmin: readAdmin!, plainSupport: plainSupport!, agent: agent! };
}

export interface FinanceApi {
  get(path: string, token: string): ReturnType<TestApp['http']['get']>;
  /** A POST with a new Idempotency-Key unless one is given (null: none). */
  post(path: string, body: object, token: string, key?: string | null): ReturnType<TestApp['http']['post']>;
}

export function financeApi(t: TestApp): FinanceApi {
  return {
    get: (path, token) => t.http.get(path).set('Authorization', `Bearer ${token}`),
    post: (path, body, token, key = newIdempotencyKey()) => {
      const req = t.http.post(path).set('Authorization', `Bearer ${token}`);
      if (key) req.set('Idempotency-Key', key);
      return req.send(body);
    },
  };
}

/**
 * An approved booking of the line's supplier with the given cost, booked and departing on the given days (10:00 and
 * 03:00 UTC), posted to the supplier ledger as the booking workflows do.
 */
export async function postedBooking(t: TestApp, line: Line, cost: string, bookedOn: string, departsOn: string = bookedOn) {
  const { booking } = await insertBooking(t, {
    line,
    status: 'approved',
    customerStatus: 'approved',
    approvalDate: new Date(`${bookedOn}T11:00:00Z`),
    createdAt: new Date(`${bookedOn}T10:00:00Z`),
    departureAt: new Date(`${departsOn}T03:00:00Z`),
    supplierCost: cost,
  });
  await t.dataSource.transaction((m) => t.app.get(SupplierLedgerService).syncBooking(m, booking.id, { kind: 'booking', key: `test:${booking.id}` }));
  return booking;
}

/** A bus line of the supplier (its bookings' costs are in the line's supplier currency, THB unless given). */
export const supplierLine = (t: TestApp, company: Pick<Company, 'id'>, supplierCurrency = 'THB') => createLine(t, { companyId: company.id, supplierCurrency });
