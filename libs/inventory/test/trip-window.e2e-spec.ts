import { DESIRED_TRIPS_SQL, LineEvent, generateTripsConcurrently, type Line, type TransactionRunner } from '@farebox/inventory';
import { createCity, createLine, createStation, startTestApp, type TestApp } from '@farebox/testing';

const NOW = new Date('2027-02-10T06:00:00Z');
const WINDOW = { fromDay: 0, toDay: 60, now: NOW };

/** The trip window job generates in several transactions side by side: together they make exactly the one-statement trips. */
describe('trip window generation in shares', () => {
  let t: TestApp;
  const events: { id: string; lineId: string }[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    const repo = t.dataSource.getRepository(LineEvent);
    for (const [i, zone] of ['Asia/Jerusalem', 'Europe/Berlin', 'Asia/Bangkok'].entries()) {
      const a = await createStation(t, { cityId: (await createCity(t, { timezone: zone })).id });
      const b = await createStation(t, { cityId: (await createCity(t, { timezone: zone })).id });
      const line: Line = await createLine(t, { stationAId: a.id, stationBId: b.id });
      for (const direction of ['aToB', 'bToA'] as const) {
        const event = await repo.save(
          repo.create({
            lineId: line.id,
            direction,
            title: `Share ${i} ${direction}`,
            fromStationId: direction === 'aToB' ? a.id : b.id,
            toStationId: direction === 'aToB' ? b.id : a.id,
            daysOfWeek: i === 0 ? [0, 1, 2, 3, 4, 5, 6] : [1, 3, 5],
            departureTime: direction === 'aToB' ? '07:15:00' : '18:40:00',
            durationMinutes: 95,
            dateRanges: [{ startDate: '2027-02-01', endDate: null }],
            startDate: '2027-02-01',
            endDate: null,
            seats: 12,
          }),
        );
        events.push({ id: event.id, lineId: line.id });
      }
    }
  });
  afterAll(() => t.close());

  const ids = () => events.map((e) => e.id);
  const desired = async (): Promise<string[]> =>
    (await t.dataSource.query(`SELECT id FROM (${DESIRED_TRIPS_SQL}) d ORDER BY id`, [ids(), WINDOW.fromDay, WINDOW.toDay, NOW])).map(
      (r: { id: string }) => r.id,
    );
  const existing = async (): Promise<string[]> =>
    (await t.dataSource.query(`SELECT id FROM trip WHERE event_id = ANY($1::uuid[]) ORDER BY id`, [ids()])).map((r: { id: string }) => r.id);

  it('creates every desired trip of every line once across two transactions, and nothing on a second run', async () => {
    const expected = await desired();
    expect(expected.length).toBeGreaterThan(100);
    const created = await generateTripsConcurrently(t.dataSource, events, WINDOW, { shares: 2, onlyFuture: false });
    expect(created).toBe(expected.length);
    expect(await existing()).toEqual(expected);
    expect(await generateTripsConcurrently(t.dataSource, events, WINDOW, { shares: 2, onlyFuture: false })).toBe(0);
  });

  it('keeps the trips of the shares that succeeded when another share fails', async () => {
    await t.dataSource.query(`DELETE FROM trip WHERE event_id = ANY($1::uuid[])`, [ids()]);
    let calls = 0;
    const failingSecond: TransactionRunner = {
      transaction(work) {
        return ++calls === 2 ? Promise.reject(new Error('connection lost')) : t.dataSource.transaction(work);
      },
    };
    await expect(generateTripsConcurrently(failingSecond, events, WINDOW, { shares: 2, onlyFuture: false })).rejects.toThrow('connection lost');
    const kept = await existing();
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan((await desired()).length);
    // The next run (the job's retry) creates only what the failed share missed.
    const created = await generateTripsConcurrently(t.dataSource, events, WINDOW, { shares: 2, onlyFuture: false });
    expect(created + kept.length).toBe((await desired()).length);
  });
});
