import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { addDays } from '@farebox/domain';
import { LineEvent, generateEventTrips, type Line } from '@farebox/inventory';
import { createCity, createLine, createStation, startTestApp, type TestApp } from '@farebox/testing';

/** Zones with and without daylight saving, both hemispheres, half-hour offsets and a 30-minute DST (Lord Howe). */
const ZONES = [
  'Europe/Berlin',
  'America/New_York',
  'Australia/Sydney',
  'Asia/Jerusalem',
  'America/Santiago',
  'Asia/Bangkok',
  'Pacific/Auckland',
  'Europe/London',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
] as const;
/** "Today" of a run: days around the 2026 DST changes of those zones, plus an ordinary one. */
const TODAYS = ['2026-03-05', '2026-03-26', '2026-04-01', '2026-09-24', '2026-10-22', '2026-10-30', '2026-06-15'];
/** Times on the DST edges (gaps at 02:xx, repeats at 01:xx and 02:xx) and anywhere else on the 5-minute grid. */
const TIMES = fc.oneof(
  fc.constantFrom('00:00', '01:30', '02:00', '02:30', '02:45', '03:00', '23:55'),
  fc.integer({ min: 0, max: 287 }).map((n) => `${String(Math.floor(n / 12)).padStart(2, '0')}:${String((n % 12) * 5).padStart(2, '0')}`),
);

/**
 * Property tests of the set-based generation against the real database: every generated departure is on an allowed
 * weekday, inside one of the date ranges, at the event's local time in the departure city's timezone (a time that
 * does not exist on a spring-forward day moves forward by the gap; a repeated time on a fall-back day is the second,
 * standard-time one: Temporal's 'later' disambiguation), never duplicated, and no allowed day is missing.
 */
describe('trip generation (property tests on PostgreSQL)', () => {
  let t: TestApp;
  const lines = new Map<string, Line>();

  beforeAll(async () => {
    t = await startTestApp();
    for (const zone of ZONES) {
      const a = await createStation(t, { cityId: (await createCity(t, { timezone: zone })).id });
      const b = await createStation(t, { cityId: (await createCity(t, { timezone: zone })).id });
      lines.set(zone, await createLine(t, { stationAId: a.id, stationBId: b.id }));
    }
  });
  afterAll(() => t.close());

  const rangeArb = fc.record({ start: fc.integer({ min: -5, max: 30 }), length: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }) });

  it('puts every departure on an allowed weekday, inside a range, at the right local time, once, and misses none', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ZONES),
        fc.constantFrom(...TODAYS),
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
        fc.array(rangeArb, { minLength: 1, maxLength: 3 }),
        TIMES,
        fc.integer({ min: 1, max: 1500 }),
        async (zone, today, days, rangeSpecs, time, duration) => {
          const line = lines.get(zone)!;
          const ranges = rangeSpecs.map((r) => ({
            startDate: addDays(today, r.start),
            endDate: r.length === null ? null : addDays(today, r.start + r.length),
          }));
          const repo = t.dataSource.getRepository(LineEvent);
          const event = await repo.save(
            repo.create({
              lineId: line.id,
              direction: 'aToB',
              title: 'Property',
              fromStationId: line.stationAId,
              toStationId: line.stationBId,
              daysOfWeek: days,
              departureTime: `${time}:00`,
              durationMinutes: duration,
              dateRanges: ranges,
              startDate: ranges.map((r) => r.startDate).sort()[0],
              endDate: null,
              seats: 10,
            }),
          );
          // "now" is noon UTC of `today`; the window runs from 2 days before to 45 days after the local today.
          const now = new Date(`${today}T12:00:00Z`);
          const localToday = Temporal.Instant.from(now.toISOString()).toZonedDateTimeISO(zone).toPlainDate().toString();
          const window = { fromDay: -2, toDay: 45, now };
          const created = await generateEventTrips(t.dataSource.manager, [event.id], window);
          // Idempotent: a second run creates nothing.
          expect(await generateEventTrips(t.dataSource.manager, [event.id], window)).toBe(0);
          const trips: { departure_at: Date; arrival_at: Date }[] = await t.dataSource.query(
            `SELECT departure_at, arrival_at FROM trip WHERE event_id = $1 ORDER BY departure_at`,
            [event.id],
          );
          expect(trips).toHaveLength(created);

          const inRange = (d: string) => ranges.some((r) => d >= r.startDate && (r.endDate === null || d <= r.endDate));
          const expected: string[] = [];
          for (let i = window.fromDay; i <= window.toDay; i++) {
            const d = addDays(localToday, i);
            if (!days.includes(Temporal.PlainDate.from(d).dayOfWeek % 7) || !inRange(d)) continue;
            const zdt = Temporal.PlainDateTime.from(`${d}T${time}`).toZonedDateTime(zone, { disambiguation: 'later' });
            expected.push(zdt.toInstant().toString());
          }
          const got = trips.map((x) => Temporal.Instant.fromEpochMilliseconds(x.departure_at.getTime()).toString());
          expect(new Set(got).size).toBe(got.length);
          expect(got).toEqual(expected);
          for (const x of trips) {
            const local = Temporal.Instant.fromEpochMilliseconds(x.departure_at.getTime()).toZonedDateTimeISO(zone);
            expect(days).toContain(local.dayOfWeek % 7);
            expect(x.arrival_at.getTime() - x.departure_at.getTime()).toBe(duration * 60_000);
          }
          await t.dataSource.query(`DELETE FROM trip WHERE event_id = $1`, [event.id]);
          await repo.delete({ id: event.id });
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);
});
