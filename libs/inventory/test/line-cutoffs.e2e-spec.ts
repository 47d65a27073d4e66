import { jest } from '@jest/globals';
import { LineCutoffMessage, Role } from '@farebox/domain';
import { ProductSearchService } from '@farebox/inventory';
import { ChangeLogService, Clock, FixedClock } from '@farebox/platform';
import {
  bookingBody,
  createAgent,
  createCity,
  createLine,
  createStation,
  createSupplier,
  createTrip,
  createUser,
  startTestApp,
  tokenFor,
  type TestApp,
} from '@farebox/testing';

/**
 * The server's "now" of the product search test: the app's Clock answers this FixedClock's instant (never the real
 * date). Only while searching: the sessions of the HTTP calls are checked against the real clock.
 */
const NOW = new Date('2031-03-10T03:00:00Z');

describe('inventory: cutoffs and booking window of a line (Schedules tab)', () => {
  let t: TestApp;
  const clock = new FixedClock(NOW);
  let admin: string;
  let support: string;
  let readAdmin: string;
  let ownAgent: string;
  let scheduler: string;
  let otherAgent: string;
  let companyId: string;
  let scheduleCompanyId: string;

  beforeAll(async () => {
    t = await startTestApp();
    const company = await createSupplier(t);
    const scheduleCompany = await createSupplier(t, { scheduleAuthorized: true });
    companyId = company.id;
    scheduleCompanyId = scheduleCompany.id;
    admin = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
    support = await tokenFor(t, await createUser(t, { role: Role.Support }));
    readAdmin = await tokenFor(t, await createUser(t, { role: Role.ReadAdmin, isFullAdmin: true }));
    ownAgent = await tokenFor(t, await createAgent(t, company));
    scheduler = await tokenFor(t, await createAgent(t, scheduleCompany));
    otherAgent = await tokenFor(t, await createAgent(t, await createSupplier(t)));
  });
  afterAll(() => t.close());

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const get = (token: string, id: string) => t.http.get(`/api/lines/${id}/cutoffs`).set(auth(token));
  const put = (token: string, id: string, body: object) => t.http.put(`/api/lines/${id}/cutoffs`).set(auth(token)).send(body);

  it('answers no cutoffs for a new line, and the days, hours and minutes saved, with one change-log entry', async () => {
    const line = await createLine(t, { companyId });
    expect((await get(admin, line.id).expect(200)).body).toEqual({
      lineId: line.id,
      version: 1,
      canEdit: true,
      bookBefore: null,
      reverseCutoff: null,
      automaticApprovalCutoff: null,
      allocationCutoff: null,
      allocationBookingWindow: null,
    });
    const saved = await put(admin, line.id, {
      version: 1,
      bookBefore: { days: '', hours: '2', minutes: '30' },
      reverseCutoff: { days: '', hours: '6', minutes: '' },
      automaticApprovalCutoff: { days: '1', hours: '', minutes: '' },
      allocationBookingWindow: { days: '90', hours: '0', minutes: '0' },
    }).expect(200);
    expect(saved.body).toMatchObject({
      version: 2,
      bookBefore: { days: 0, hours: 2, minutes: 30 },
      reverseCutoff: { days: 0, hours: 6, minutes: 0 },
      automaticApprovalCutoff: { days: 1, hours: 0, minutes: 0 },
      allocationCutoff: null,
      allocationBookingWindow: { days: 90, hours: 0, minutes: 0 },
    });
    expect((await get(readAdmin, line.id).expect(200)).body).toEqual({ ...saved.body, canEdit: false });
    const [row] = await t.dataSource.query(`SELECT book_before_minutes, reverse_cutoff_minutes FROM line WHERE id = $1`, [line.id]);
    expect(row).toEqual({ book_before_minutes: 150, reverse_cutoff_minutes: 360 });
    const log = await t.app.get(ChangeLogService).entriesOf('line', line.id);
    expect(log).toHaveLength(1);
    expect(log[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'bookBefore', from: null, to: 150 },
        { field: 'reverseCutoff', from: null, to: 360 },
        { field: 'automaticApprovalCutoff', from: null, to: 1440 },
        { field: 'allocationBookingWindow', from: null, to: 90 * 1440 },
      ]),
    );
    // The same form again changes nothing; empty parts clear a cutoff.
    expect((await put(admin, line.id, { version: 2, ...pick(saved.body) }).expect(200)).body.version).toBe(2);
    const cleared = await put(admin, line.id, { version: 2, ...pick(saved.body), bookBefore: { days: '', hours: '', minutes: '' } }).expect(200);
    expect(cleared.body).toMatchObject({ version: 3, bookBefore: null });
  });

  it('names every invalid part with the duration-input message', async () => {
    const line = await createLine(t, { companyId });
    const res = await put(admin, line.id, {
      version: 1,
      bookBefore: { minutes: '60' },
      automaticApprovalCutoff: { hours: '-1' },
      allocationCutoff: { days: '1.5' },
    }).expect(400);
    expect(res.body.code).toBe('ValidationFailed');
    expect(res.body.details).toEqual([
      { field: 'bookBefore.minutes', message: 'Minutes must be between 0 and 59.' },
      { field: 'automaticApprovalCutoff.hours', message: 'Value should be greater or equal 0' },
      { field: 'allocationCutoff.days', message: 'Enter a whole number.' },
    ]);
    expect((await put(admin, line.id, { bookBefore: { hours: '1' } }).expect(400)).body.code).toBe('ValidationFailed');
  });

  it('answers 409 EditConflict with what changed since on a stale version', async () => {
    const line = await createLine(t, { companyId });
    await put(admin, line.id, { version: 1, bookBefore: { hours: '3' } }).expect(200);
    const res = await put(admin, line.id, { version: 1, bookBefore: { hours: '5' } }).expect(409);
    expect(res.body.code).toBe('EditConflict');
    expect(res.body.details.currentVersion).toBe(2);
    expect(res.body.details.changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'bookBefore', from: null, to: 180 })]));
  });

  it('lets staff writers and schedule-authorised agents on their own lines save; read-admins and other agents cannot', async () => {
    const own = await createLine(t, { companyId });
    const scheduled = await createLine(t, { companyId: scheduleCompanyId });
    const body = (version: number) => ({ version, bookBefore: { hours: '1' } });
    expect((await get(ownAgent, own.id).expect(200)).body.canEdit).toBe(false);
    await put(ownAgent, own.id, body(1)).expect(403);
    await put(readAdmin, own.id, body(1)).expect(403);
    await get(otherAgent, own.id).expect(404);
    await put(otherAgent, own.id, body(1)).expect(404);
    expect((await get(scheduler, scheduled.id).expect(200)).body.canEdit).toBe(true);
    expect((await put(scheduler, scheduled.id, body(1)).expect(200)).body.bookBefore).toEqual({ days: 0, hours: 1, minutes: 0 });
    await get(scheduler, own.id).expect(404);
    expect((await put(support, own.id, body(1)).expect(200)).body.version).toBe(2);
    await t.http.get(`/api/lines/${own.id}/cutoffs`).expect(401);
  });

  it('product search hides a trip inside the book-before cutoff or beyond the booking window', async () => {
    const from = await createCity(t, { timezone: 'UTC' });
    const to = await createCity(t, { timezone: 'UTC' });
    const a = await createStation(t, { cityId: from.id });
    const b = await createStation(t, { cityId: to.id });
    const line = await createLine(t, { companyId, stationAId: a.id, stationBId: b.id });
    const at = (iso: string) => new Date(iso);
    // Now is 03:00 UTC on 2031-03-10.
    const soon = await createTrip(t, line, { departureAt: at('2031-03-10T04:00:00Z') });
    const later = await createTrip(t, line, { departureAt: at('2031-03-10T06:00:00Z') });
    const farAhead = await createTrip(t, line, { departureAt: at('2031-03-20T06:00:00Z') });
    const products = t.app.get(ProductSearchService);
    const real = new Clock();
    let pinnedOn = true;
    const pinned = jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => (pinnedOn ? clock.now() : real.now()));
    const tripsOn = async (date: string) =>
      (await products.searchProducts({ fromCityId: from.id, toCityId: to.id, date })).flatMap((p) => p.departures.map((d) => d.tripId));
    const saveAsAdmin = async (body: object) => {
      pinnedOn = false;
      try {
        await put(admin, line.id, body).expect(200);
      } finally {
        pinnedOn = true;
      }
    };

    expect(await tripsOn('2031-03-10')).toEqual([soon.id, later.id]);
    expect(await tripsOn('2031-03-20')).toEqual([farAhead.id]);

    // Sales stop 2 hours before departure: 04:00 minus 2 h is before now, 06:00 minus 2 h is not.
    await saveAsAdmin({ version: 1, bookBefore: { hours: '2' } });
    expect(await tripsOn('2031-03-10')).toEqual([later.id]);
    // A 7-day booking window: the trip 10 days ahead is not offered.
    await saveAsAdmin({ version: 2, bookBefore: { hours: '2' }, allocationBookingWindow: { days: '7' } });
    expect(await tripsOn('2031-03-20')).toEqual([]);
    // Time moves on: the 06:00 trip is sold until 04:00 exactly, then it is inside the cutoff too.
    clock.set(at('2031-03-10T04:00:00Z'));
    try {
      expect(await tripsOn('2031-03-10')).toEqual([later.id]);
      clock.set(at('2031-03-10T04:01:00Z'));
      expect(await tripsOn('2031-03-10')).toEqual([]);
    } finally {
      clock.set(NOW);
      pinned.mockRestore();
    }
  });

  it('booking creation refuses a trip inside the cutoff or beyond the window; automatic approval stops inside its cutoff', async () => {
    // Pinned at the start of this test (sessions stay valid); every departure is relative to it.
    const start = new FixedClock(new Date());
    const pinned = jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => start.now());
    try {
      const line = await createLine(t, { companyId, automaticApproval: true });
      const inHours = (h: number) => new Date(start.now().getTime() + h * 3_600_000);
      const soon = await createTrip(t, line, { departureAt: inHours(1) });
      const today = await createTrip(t, line, { departureAt: inHours(5) });
      const nextWeek = await createTrip(t, line, { departureAt: inHours(24 * 7) });
      const farAhead = await createTrip(t, line, { departureAt: inHours(24 * 40) });
      await put(admin, line.id, {
        version: 1,
        bookBefore: { hours: '2' },
        automaticApprovalCutoff: { days: '1' },
        allocationBookingWindow: { days: '30' },
      }).expect(200);
      const book = (tripId: string) =>
        t.http
          .post('/api/bookings')
          .set(auth(admin))
          .send(bookingBody(line, { id: tripId }));

      const inside = await book(soon.id).expect(400);
      expect(inside.body.details).toEqual([{ field: 'outboundTripId', message: LineCutoffMessage.InsideCutoff }]);
      const beyond = await book(farAhead.id).expect(400);
      expect(beyond.body.details).toEqual([{ field: 'outboundTripId', message: LineCutoffMessage.BeyondWindow }]);
      const [{ seats_left: seatsLeft }] = await t.dataSource.query(`SELECT seats_left FROM trip WHERE id = $1`, [soon.id]);
      expect(seatsLeft).toBe(soon.seatsLeft);

      // Inside the one-day automatic-approval cutoff the booking waits for approval; a week ahead it is approved.
      expect((await book(today.id).expect(201)).body).toMatchObject({ status: 'pending', isAutomaticApprove: true });
      expect((await book(nextWeek.id).expect(201)).body).toMatchObject({ status: 'approved' });
    } finally {
      pinned.mockRestore();
    }
  });
});

/** The saved durations as a form sends them back. */
function pick(body: Record<string, { days: number; hours: number; minutes: number } | null>) {
  const form = (d: { days: number; hours: number; minutes: number } | null) =>
    d ? { days: String(d.days), hours: String(d.hours), minutes: String(d.minutes) } : null;
  return {
    bookBefore: form(body.bookBefore),
    reverseCutoff: form(body.reverseCutoff),
    automaticApprovalCutoff: form(body.automaticApprovalCutoff),
    allocationCutoff: form(body.allocationCutoff),
    allocationBookingWindow: form(body.allocationBookingWindow),
  };
}
