import { EventMessage, Role, addDays } from '@farebox/domain';
import type { Company } from '@farebox/companies';
import { Trip, TripWindowService, type Line } from '@farebox/inventory';
import {
  bookingBody,
  createAgent,
  createBookingThroughApi,
  createCity,
  createLine,
  createStation,
  createSupplier,
  createUser,
  insertBooking,
  startTestApp,
  tokenFor,
  type TestApp,
} from '@farebox/testing';

/** Local date in Asia/Bangkok (UTC+7, no DST) `days` from today. */
const bangkokDate = (days: number) => addDays(new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10), days);
const dow = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('schedules: events, trip generation, seat guarantees and access', () => {
  let t: TestApp;
  let admin: string;
  let support: string;
  let readAdmin: string;
  let ownAgent: string;
  let scheduler: string;
  let otherAgent: string;
  let company: Company;
  let scheduleCompany: Company;
  let line: Line;
  let schedulerLine: Line;

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const body = (overrides: Record<string, unknown> = {}) => ({
    direction: 'aToB',
    title: 'Morning bus',
    color: '#3b82f6',
    startTime: '08:30',
    durationMinutes: 120,
    daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    dateRanges: [{ startDate: bangkokDate(1), endDate: bangkokDate(14) }],
    seats: 10,
    allocations: [],
    ...overrides,
  });
  const createEvent = (token: string, l: Line, overrides: Record<string, unknown> = {}) =>
    t.http.post(`/api/lines/${l.id}/events`).set(auth(token)).send(body(overrides));
  const schedule = (token: string, l: Line, from = bangkokDate(0), to = bangkokDate(30)) =>
    t.http.get(`/api/lines/${l.id}/schedule`).query({ from, to }).set(auth(token));
  const tripsOf = async (eventId: string) =>
    await t.dataSource.query<{ id: string; local: string; seats_total: number; seats_left: number }[]>(
      `SELECT id, to_char(departure_at AT TIME ZONE timezone, 'YYYY-MM-DD"T"HH24:MI') AS local, seats_total, seats_left FROM trip WHERE event_id = $1 ORDER BY departure_at`,
      [eventId],
    );

  const tripEntity = (id: string) => t.dataSource.getRepository(Trip).findOneByOrFail({ id });
  /** A PUT body: the event fields without the direction, which an update does not change. */
  const putBody = (overrides: Record<string, unknown>, version: number) => {
    const { direction: _direction, ...fields } = body(overrides);
    return { ...fields, version };
  };

  beforeAll(async () => {
    t = await startTestApp();
    company = await createSupplier(t);
    scheduleCompany = await createSupplier(t, { scheduleAuthorized: true });
    const bangkok = await createCity(t, { timezone: 'Asia/Bangkok' });
    const chiangMai = await createCity(t, { timezone: 'Asia/Bangkok' });
    const a = await createStation(t, { cityId: bangkok.id });
    const b = await createStation(t, { cityId: chiangMai.id });
    line = await createLine(t, { companyId: company.id, stationAId: a.id, stationBId: b.id });
    schedulerLine = await createLine(t, { companyId: scheduleCompany.id, stationAId: a.id, stationBId: b.id });
    admin = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
    support = await tokenFor(t, await createUser(t, { role: Role.Support }));
    readAdmin = await tokenFor(t, await createUser(t, { role: Role.ReadAdmin, isFullAdmin: true }));
    ownAgent = await tokenFor(t, await createAgent(t, company));
    scheduler = await tokenFor(t, await createAgent(t, scheduleCompany));
    otherAgent = await tokenFor(t, await createAgent(t, await createSupplier(t)));
  });
  afterAll(() => t.close());

  it('creates an event and generates its trips on the allowed weekdays inside the range, at the local time', async () => {
    const res = await createEvent(admin, line, { daysOfWeek: [1, 3, 5], dateRanges: [{ startDate: bangkokDate(1), endDate: bangkokDate(21) }] }).expect(201);
    expect(res.body.event).toMatchObject({ title: 'Morning bus', startTime: '08:30', endTime: '10:30', endDayOffset: 0, daysOfWeek: [1, 3, 5], version: 1 });
    const trips = await tripsOf(res.body.event.id);
    const expected = Array.from({ length: 21 }, (_, i) => bangkokDate(i + 1)).filter((d) => [1, 3, 5].includes(dow(d)));
    expect(trips.map((x) => x.local)).toEqual(expected.map((d) => `${d}T08:30`));
    expect(res.body.impact).toMatchObject({ created: expected.length, moved: 0, removed: 0, bookings: [] });
    const read = await schedule(admin, line).expect(200);
    expect(read.body.events.map((e: { id: string }) => e.id)).toContain(res.body.event.id);
    expect(read.body.trips.filter((x: { eventId: string }) => x.eventId === res.body.event.id)).toHaveLength(expected.length);
    expect(read.body).toMatchObject({ timezoneA: 'Asia/Bangkok', editSchedules: true, fullAdminActions: true });
  });

  it('answers every event rule with its message', async () => {
    const details = async (overrides: Record<string, unknown>) => (await createEvent(admin, line, overrides).expect(400)).body.details;
    expect(await details({ title: '' })).toEqual([{ field: 'title', message: EventMessage.Required }]);
    expect(await details({ startTime: '08:32' })).toEqual([{ field: 'startTime', message: EventMessage.StartTime }]);
    expect(await details({ durationMinutes: 0 })).toEqual([{ field: 'durationMinutes', message: EventMessage.DurationMin }]);
    expect(await details({ daysOfWeek: [] })).toEqual([{ field: 'daysOfWeek', message: EventMessage.Weekdays }]);
    expect(await details({ dateRanges: [{ startDate: '', endDate: null }] })).toEqual([{ field: 'dateRanges.0.startDate', message: EventMessage.Required }]);
    expect(await details({ dateRanges: [{ startDate: bangkokDate(3), endDate: bangkokDate(2) }] })).toEqual([
      { field: 'dateRanges.0.endDate', message: EventMessage.RangeEndAfterStart },
    ]);
    expect(await details({ allocations: [{ startDate: bangkokDate(3), endDate: bangkokDate(2), allocatedSeats: 2, invoiceNumber: '' }] })).toEqual([
      { field: 'allocations.0.endDate', message: EventMessage.AllocationEndBeforeStart },
      { field: 'allocations.0.invoiceNumber', message: EventMessage.PrepaidInvoice },
    ]);
    const ok = await createEvent(admin, line, {
      title: 'Prepaid',
      allocations: [{ startDate: bangkokDate(1), endDate: bangkokDate(1), allocatedSeats: 4, invoiceNumber: 'PP-1' }],
    }).expect(201);
    expect(ok.body.event.allocations).toEqual([{ startDate: bangkokDate(1), endDate: bangkokDate(1), allocatedSeats: 4, invoiceNumber: 'PP-1' }]);
  });

  it('splits nothing but the picture of a cross-day event: one trip a day, arriving the next day', async () => {
    const res = await createEvent(admin, line, { title: 'Night bus', startTime: '22:00', durationMinutes: 180, daysOfWeek: [dow(bangkokDate(2))] }).expect(201);
    expect(res.body.event).toMatchObject({ endTime: '01:00', endDayOffset: 1 });
    const read = await schedule(admin, line, bangkokDate(2), bangkokDate(2)).expect(200);
    const trip = read.body.trips.find((x: { eventId: string }) => x.eventId === res.body.event.id);
    expect(trip).toMatchObject({ localDeparture: `${bangkokDate(2)}T22:00`, localArrival: `${bangkokDate(3)}T01:00` });
  });

  it('updates with the version it was edited from (409 on a stale one) and moves, removes and creates trips', async () => {
    const created = await createEvent(admin, line, { title: 'Movable', daysOfWeek: [0, 1, 2, 3, 4, 5, 6] }).expect(201);
    const id = created.body.event.id as string;
    const put = (token: string, version: number, overrides: Record<string, unknown>) =>
      t.http.put(`/api/lines/${line.id}/events/${id}`).set(auth(token)).send(putBody(overrides, version));
    const dry = await put(admin, 1, {
      title: 'Movable',
      startTime: '09:00',
      dateRanges: [{ startDate: bangkokDate(1), endDate: bangkokDate(7) }],
      dryRun: true,
    }).expect(200);
    expect(dry.body).toMatchObject({ dryRun: true, impact: { moved: 7, removed: 7, created: 0 } });
    expect((await tripsOf(id))[0].local).toBe(`${bangkokDate(1)}T08:30`);
    const saved = await put(admin, 1, { title: 'Movable', startTime: '09:00', dateRanges: [{ startDate: bangkokDate(1), endDate: bangkokDate(7) }] }).expect(
      200,
    );
    expect(saved.body.event.version).toBe(2);
    expect((await tripsOf(id)).map((x) => x.local)).toEqual(Array.from({ length: 7 }, (_, i) => `${bangkokDate(i + 1)}T09:00`));
    const stale = await put(admin, 1, { title: 'Stale' }).expect(409);
    expect(stale.body.code).toBe('EditConflict');
  });

  it('refuses to move or remove a trip with bookings, naming them, and never offers fewer seats than are sold', async () => {
    const created = await createEvent(admin, line, { title: 'Booked', startTime: '11:00', seats: 10 }).expect(201);
    const id = created.body.event.id as string;
    const [first] = await tripsOf(id);
    const { booking } = await insertBooking(t, { line, trip: await tripEntity(first.id) });
    await t.dataSource.query(`UPDATE trip SET seats_left = seats_left - 6 WHERE id = $1`, [first.id]);
    const put = (overrides: Record<string, unknown>) =>
      t.http
        .put(`/api/lines/${line.id}/events/${id}`)
        .set(auth(admin))
        .send(putBody({ title: 'Booked', startTime: '11:00', ...overrides }, 1));
    const preview = await put({ startTime: '12:00', dryRun: true }).expect(200);
    expect(preview.body).toMatchObject({
      dryRun: true,
      impact: { bookings: [booking.reference], refusal: `The change moves or removes trips with bookings: ${booking.reference}.` },
    });
    const moved = await put({ startTime: '12:00' }).expect(409);
    expect(moved.body.message).toBe(`The change moves or removes trips with bookings: ${booking.reference}.`);
    expect(moved.body.details.bookings).toEqual([booking.reference]);
    const fewer = await put({ seats: 5 }).expect(409);
    expect(fewer.body.details.bookings).toEqual([booking.reference]);
    const deleted = await t.http.delete(`/api/lines/${line.id}/events/${id}`).query({ version: 1 }).set(auth(admin)).expect(409);
    expect(deleted.body.details.bookings).toEqual([booking.reference]);
    // Seats may go down to what is sold, never below it.
    await put({ seats: 6 }).expect(200);
    expect((await tripsOf(id)).find((x) => x.id === first.id)).toMatchObject({ seats_total: 6, seats_left: 0 });
  });

  it('marks a date fully booked (no booking can take a seat) and available again', async () => {
    const created = await createEvent(admin, line, { title: 'Full date', startTime: '15:00' }).expect(201);
    const [first] = await tripsOf(created.body.event.id);
    const on = await t.http.put(`/api/lines/${line.id}/trips/${first.id}/fully-booked`).set(auth(admin)).send({ fullyBooked: true }).expect(200);
    expect(on.body).toMatchObject({ id: first.id, fullyBooked: true });
    expect((await t.dataSource.query(`SELECT blocked FROM trip WHERE id = $1`, [first.id]))[0].blocked).toBe(true);
    const refused = await t.http
      .post('/api/bookings')
      .set(auth(admin))
      .send(bookingBody(line, { id: first.id }));
    expect(refused.status).toBe(409);
    await t.http.put(`/api/lines/${line.id}/trips/${first.id}/fully-booked`).set(auth(admin)).send({ fullyBooked: false }).expect(200);
    expect((await t.dataSource.query(`SELECT blocked FROM trip WHERE id = $1`, [first.id]))[0].blocked).toBe(false);
    await createBookingThroughApi(t, admin, bookingBody(line, { id: first.id }));
  });

  it('removes one weekday (full admins only; never the only day) and changes durations in bulk with a list of errors', async () => {
    const created = await createEvent(admin, line, { title: 'Weekdays', startTime: '16:00', daysOfWeek: [1, 2] }).expect(201);
    const id = created.body.event.id as string;
    const remove = (token: string, version: number, weekday: number) =>
      t.http.post(`/api/lines/${line.id}/events/${id}/remove-weekday`).set(auth(token)).send({ version, weekday });
    await remove(support, 1, 2).expect(403);
    const done = await remove(admin, 1, 2).expect(201);
    expect(done.body.event.daysOfWeek).toEqual([1]);
    expect((await tripsOf(id)).every((x) => dow(x.local.slice(0, 10)) === 1)).toBe(true);
    expect((await remove(admin, 2, 1).expect(400)).body.details).toEqual([{ field: 'weekday', message: EventMessage.Weekdays }]);

    const other = await createEvent(admin, line, { title: 'Bulk booked', startTime: '17:00' }).expect(201);
    const [sold] = await tripsOf(other.body.event.id);
    const { booking } = await insertBooking(t, { line, trip: await tripEntity(sold.id) });
    const bulk = await t.http
      .post(`/api/lines/${line.id}/events/duration`)
      .set(auth(admin))
      .send({ eventIds: [id, other.body.event.id], durationMinutes: 45 })
      .expect(201);
    expect(bulk.body).toEqual({
      updated: 1,
      errors: [{ eventId: other.body.event.id, title: 'Bulk booked', message: `The change moves or removes trips with bookings: ${booking.reference}.` }],
    });
    const zero = await t.http
      .post(`/api/lines/${line.id}/events/duration`)
      .set(auth(admin))
      .send({ eventIds: [id], durationMinutes: 0 })
      .expect(400);
    expect(zero.body.details).toEqual([{ field: 'durationMinutes', message: EventMessage.BulkDurationMin }]);
  });

  it('lets each role do what the line access says: agents only their own lines, read-admins read, schedulers edit their schedules', async () => {
    await schedule(otherAgent, line).expect(404);
    await createEvent(otherAgent, line).expect(404);
    await schedule(ownAgent, line).expect(200);
    expect((await schedule(ownAgent, line)).body).toMatchObject({ editSchedules: false, fullAdminActions: false });
    await createEvent(ownAgent, line).expect(403);
    await schedule(readAdmin, line).expect(200);
    await createEvent(readAdmin, line).expect(403);
    await createEvent(support, line, { title: 'By support' }).expect(201);
    await schedule(scheduler, line).expect(404);
    await createEvent(scheduler, line).expect(404);
    const mine = await createEvent(scheduler, schedulerLine, { title: 'By the scheduler' }).expect(201);
    expect((await schedule(scheduler, schedulerLine)).body).toMatchObject({ editSchedules: true, fullAdminActions: false });
    await t.http
      .post(`/api/lines/${schedulerLine.id}/events/${mine.body.event.id}/remove-weekday`)
      .set(auth(scheduler))
      .send({ version: 1, weekday: 1 })
      .expect(403);
  });

  it('never oversells when bookings and a seat cut run at the same time', async () => {
    const created = await createEvent(admin, line, { title: 'Race', startTime: '19:00', seats: 6 }).expect(201);
    const id = created.body.event.id as string;
    const [first] = await tripsOf(id);
    const bookings = Array.from({ length: 8 }, () =>
      t.http
        .post('/api/bookings')
        .set(auth(admin))
        .send(bookingBody(line, { id: first.id })),
    );
    const cut = t.http
      .put(`/api/lines/${line.id}/events/${id}`)
      .set(auth(admin))
      .send(putBody({ title: 'Race', startTime: '19:00', seats: 3 }, 1));
    const [cutRes, ...results] = await Promise.all([cut, ...bookings]);
    const booked = results.filter((r) => r.status === 201).length;
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const [row] = await tripsOf(id).then((rows) => rows.filter((x) => x.id === first.id));
    expect(row.seats_total - row.seats_left).toBe(booked);
    expect(row.seats_left).toBeGreaterThanOrEqual(0);
    if (cutRes.status === 200) expect(booked).toBeLessThanOrEqual(row.seats_total);
    else expect(cutRes.status).toBe(409);
    expect(booked).toBeLessThanOrEqual(6);
    // Whatever the order, the seats sold never exceed the seats offered, and the 409 names the bookings it would break.
    if (cutRes.status === 409) expect(cutRes.body.details.bookings.length).toBeGreaterThan(0);
  });

  it('keeps createBookingThroughApi usable on generated trips (bookings work on what the editor writes)', async () => {
    const created = await createEvent(admin, line, { title: 'Sellable', startTime: '20:00' }).expect(201);
    const [first] = await tripsOf(created.body.event.id);
    const booking = await createBookingThroughApi(t, admin, bookingBody(line, { id: first.id }));
    expect(booking.reference).toBeTruthy();
    const [row] = (await tripsOf(created.body.event.id)).filter((x) => x.id === first.id);
    expect(row.seats_total - row.seats_left).toBe(1);
  });

  it('keeps the rolling window: the daily job recreates missing future trips once, and never touches existing ones', async () => {
    const created = await createEvent(admin, line, { title: 'Window', startTime: '21:00', dateRanges: [{ startDate: bangkokDate(1), endDate: null }] }).expect(
      201,
    );
    const id = created.body.event.id as string;
    const all = await tripsOf(id);
    expect(all.length).toBeGreaterThan(360);
    await t.dataSource.query(`UPDATE trip SET blocked = true WHERE id = $1`, [all[0].id]);
    await t.dataSource.query(`DELETE FROM trip WHERE id = ANY($1::uuid[])`, [all.slice(1, 11).map((x) => x.id)]);
    const window = t.app.get(TripWindowService);
    expect((await window.extend()).created).toBe(10);
    expect(await tripsOf(id)).toHaveLength(all.length);
    expect((await t.dataSource.query(`SELECT blocked FROM trip WHERE id = $1`, [all[0].id]))[0].blocked).toBe(true);
    expect((await window.extend()).created).toBe(0);
  });

  it('deletes a recurring event with all its future trips for full admins only', async () => {
    const created = await createEvent(admin, line, { title: 'Delete all', startTime: '05:00' }).expect(201);
    const id = created.body.event.id as string;
    await t.http.delete(`/api/lines/${line.id}/events/${id}`).query({ version: 1 }).set(auth(support)).expect(403);
    await t.http.delete(`/api/lines/${line.id}/events/${id}`).query({ version: 1, dryRun: 'true' }).set(auth(admin)).expect(200);
    expect(await tripsOf(id)).toHaveLength(14);
    const done = await t.http.delete(`/api/lines/${line.id}/events/${id}`).query({ version: 1 }).set(auth(admin)).expect(200);
    expect(done.body.impact).toMatchObject({ removed: 14, bookings: [] });
    expect(await tripsOf(id)).toHaveLength(0);
  });

  it('sets a new departure time from a date on (different, not in the past) and moves only the trips from then', async () => {
    const created = await createEvent(admin, line, { title: 'Retimed', startTime: '06:00' }).expect(201);
    const id = created.body.event.id as string;
    const post = (body: Record<string, unknown>) =>
      t.http
        .post(`/api/lines/${line.id}/events/${id}/departure-time`)
        .set(auth(admin))
        .send({ version: 1, ...body });
    expect((await post({ startTime: '06:00', effectiveFrom: bangkokDate(5) }).expect(400)).body.details).toEqual([
      { field: 'startTime', message: EventMessage.SameDepartureTime },
    ]);
    expect((await post({ startTime: '06:30', effectiveFrom: bangkokDate(-1) }).expect(400)).body.details).toEqual([
      { field: 'effectiveFrom', message: EventMessage.EffectiveFromPast },
    ]);
    const res = await post({ startTime: '06:30', effectiveFrom: bangkokDate(5) }).expect(201);
    expect(res.body.event).toMatchObject({ startTime: '06:30', dateRanges: [{ startDate: bangkokDate(5), endDate: bangkokDate(14) }] });
    expect((await tripsOf(id)).map((x) => x.local)).toEqual(Array.from({ length: 4 }, (_, i) => `${bangkokDate(i + 1)}T06:00`));
    expect((await tripsOf(res.body.event.id)).map((x) => x.local)).toEqual(Array.from({ length: 10 }, (_, i) => `${bangkokDate(i + 5)}T06:30`));
  });

  it('edits a trip allocation (Set not below the tickets sold, Unset) and removes all trips only on new lines or with de-admin', async () => {
    const created = await createEvent(admin, line, { title: 'Allocation', startTime: '07:00' }).expect(201);
    const [first] = await tripsOf(created.body.event.id);
    await t.dataSource.query(`UPDATE trip SET seats_left = seats_left - 3 WHERE id = $1`, [first.id]);
    const put = (prepaidSeats: number | null) => t.http.put(`/api/lines/${line.id}/trips/${first.id}/allocation`).set(auth(admin)).send({ prepaidSeats });
    expect((await put(2).expect(409)).body.message).toBe('The allocation cannot go below the 3 tickets sold.');
    expect((await put(-1).expect(400)).body.details).toEqual([{ field: 'prepaidSeats', message: EventMessage.AllocationSeatsMin }]);
    expect((await put(5).expect(200)).body).toMatchObject({ prepaidSeats: 5, seatsSold: 3 });
    expect((await put(null).expect(200)).body).toMatchObject({ prepaidSeats: null });

    const removeAll = (token: string, l: Line, directions: string[]) =>
      t.http.post(`/api/lines/${l.id}/trips/remove-all`).set(auth(token)).send({ directions });
    // `line` is published: only the de-admin scope may; a new (never published) line lets any schedule editor.
    await removeAll(admin, line, ['aToB']).expect(403);
    const fresh = await createLine(t, { companyId: company.id, published: false, publishedAt: null });
    expect((await removeAll(admin, fresh, []).expect(400)).body.details).toEqual([
      { field: 'directions', message: 'At least one direction must stay checked.' },
    ]);
    const ev = await createEvent(admin, fresh, { title: 'On a new line' }).expect(201);
    const res = await removeAll(support, fresh, ['aToB']).expect(201);
    expect(res.body.impact.removed).toBe(14);
    expect(await tripsOf(ev.body.event.id)).toHaveLength(0);
  });

  it('streams the ticket-sold list of a recurring event as CSV, formula cells neutralised', async () => {
    const created = await createEvent(admin, line, { title: 'Sold list', startTime: '09:45' }).expect(201);
    const [first] = await tripsOf(created.body.event.id);
    const { booking } = await insertBooking(t, { line, trip: await tripEntity(first.id), passengers: [{ firstName: '=HYPERLINK("x")', lastName: 'Ben' }] });
    const res = await t.http.get(`/api/lines/${line.id}/events/${created.body.event.id}/tickets-sold.csv`).set(auth(admin)).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Departure,Booking,Status,First name,Last name,Passenger type,Email,Phone');
    expect(lines[1]).toContain(`${first.local.replace('T', ' ')},${booking.reference},pending,"'=HYPERLINK(""x"")",Ben`);
    await t.http.get(`/api/lines/${line.id}/events/${created.body.event.id}/tickets-sold.csv`).set(auth(otherAgent)).expect(404);
  });

  it('marks the dates of a fully-booked CSV upload and lists the lines it could not apply', async () => {
    const created = await createEvent(admin, line, { title: 'Upload', startTime: '10:10' }).expect(201);
    const csv = `date,time,direction\n${bangkokDate(3)},10:10,aToB\n${bangkokDate(400)}\nnot-a-date\n`;
    const res = await t.http.post(`/api/lines/${line.id}/trips/fully-booked-upload`).set(auth(admin)).send({ csv }).expect(201);
    expect(res.body).toEqual({
      marked: 1,
      errors: [
        { line: 3, message: `Line 3: no future trip on ${bangkokDate(400)}.` },
        { line: 4, message: `Line 4: ${EventMessage.DateFormat}` },
      ],
    });
    const blocked = await t.dataSource.query<{ local: string }[]>(
      `SELECT to_char(departure_at AT TIME ZONE timezone, 'YYYY-MM-DD"T"HH24:MI') AS local FROM trip WHERE event_id = $1 AND blocked`,
      [created.body.event.id],
    );
    expect(blocked).toEqual([{ local: `${bangkokDate(3)}T10:10` }]);
    await t.http.post(`/api/lines/${line.id}/trips/fully-booked-upload`).set(auth(ownAgent)).send({ csv }).expect(403);
  });

  it('duplicates an event every interval up to the end time (full admins), with the trips of each copy', async () => {
    const created = await createEvent(admin, line, {
      title: 'Shuttle',
      startTime: '12:00',
      dateRanges: [{ startDate: bangkokDate(1), endDate: bangkokDate(2) }],
    }).expect(201);
    const dup = (token: string, body: Record<string, unknown>) =>
      t.http.post(`/api/lines/${line.id}/events/${created.body.event.id}/duplicate`).set(auth(token)).send(body);
    await dup(support, { intervalMinutes: 30, endTime: '13:00' }).expect(403);
    expect((await dup(admin, { intervalMinutes: 30, endTime: '12:00' }).expect(400)).body.details).toEqual([
      { field: 'endTime', message: EventMessage.DuplicationEndAfterStart },
    ]);
    const res = await dup(admin, { intervalMinutes: 30, endTime: '13:10' }).expect(201);
    expect(res.body.impact.created).toBe(4);
    const titles = await t.dataSource.query<{ title: string; departure_time: string }[]>(
      `SELECT title, departure_time::text FROM line_event WHERE line_id = $1 AND title LIKE 'Shuttle %' ORDER BY departure_time`,
      [line.id],
    );
    expect(titles).toEqual([
      { title: 'Shuttle 12:30', departure_time: '12:30:00' },
      { title: 'Shuttle 13:00', departure_time: '13:00:00' },
    ]);
  });
});
