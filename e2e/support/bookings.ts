import type { ApiClient } from './api';
import { db } from './db';

/** The id of the seeded line with this denomination (lines keep their denominations across seeds). */
export async function demoLineId(denomination: string): Promise<string> {
  const row = await db.one<{ id: string }>(`SELECT id FROM line WHERE denomination = $1`, [denomination]);
  if (!row) throw new Error(`No seeded line named ${denomination}`);
  return row.id;
}

/** A local date (YYYY-MM-DD) `days` from today: inside the seeded trip window (up to 90 days ahead). */
export function inDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export const DEMO_BUS = 'Bangkok – Chiang Mai VIP Night Bus';
export const DEMO_TRAIN = 'Bangkok – Chiang Mai Special Express 9';

export interface DemoProduct {
  id: string;
  denomination: string;
  departures: { tripId: string }[];
}

/** The seeded products from one city to another (by name) on a date. */
export async function demoProducts(client: ApiClient, from: string, to: string, date: string): Promise<DemoProduct[]> {
  const cityId = async (name: string) =>
    (await client.get<{ data: { id: string; name: string }[] }>('/geo/cities', { name })).data.find((c) => c.name === name)!.id;
  return client.get<DemoProduct[]>('/bookings/products', { from: await cityId(from), to: await cityId(to), date });
}

/**
 * A new booking of the demo bus from Bangkok to Chiang Mai, made through the API (staff create bookings too),
 * for specs that need a booking of their own. `passenger` names its lead passenger.
 */
export async function createDemoBooking(
  client: ApiClient,
  {
    date = inDays(7),
    passenger = { firstName: 'Erin', lastName: 'Endtoend', email: 'erin.endtoend@example.com' },
    body = {},
  }: { date?: string; passenger?: { firstName: string; lastName: string; email: string }; body?: Record<string, unknown> } = {},
): Promise<{ id: string; reference: string }> {
  const bus = (await demoProducts(client, 'Bangkok', 'Chiang Mai', date)).find((p) => p.denomination === DEMO_BUS)!;
  return client.post('/bookings', {
    lineId: bus.id,
    outboundTripId: bus.departures[0].tripId,
    passengers: [{ ...passenger, passengerType: 'Adult' }],
    domain: 'farebox',
    ...body,
  });
}
