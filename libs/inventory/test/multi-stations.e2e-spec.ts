import { MultiStationMessage, Role } from '@farebox/domain';
import { Station } from '@farebox/geo';
import { Trip, type Line } from '@farebox/inventory';
import {
  createAgent,
  createLine,
  createStation,
  createSupplier,
  createTrip,
  createUser,
  insertBooking,
  startTestApp,
  tokenFor,
  type TestApp,
} from '@farebox/testing';

describe('multi-stations: the line list per direction, stops with offsets, pick-up/drop-off data and access', () => {
  let t: TestApp;
  let admin: string;
  let readAdmin: string;
  let otherAgent: string;
  let line: Line;

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const stop = (stationId: string, overrides: Record<string, unknown> = {}) => ({
    direction: 'aToB',
    kind: 'stop',
    stationId,
    isBoarding: true,
    isDropoff: true,
    timeOffsetMinutes: 45,
    price: '50.00',
    ...overrides,
  });
  const list = (token: string) => t.http.get(`/api/lines/${line.id}/multi-stations`).query({ direction: 'aToB' }).set(auth(token));

  beforeAll(async () => {
    t = await startTestApp();
    line = await createLine(t, { companyId: (await createSupplier(t)).id });
    admin = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
    readAdmin = await tokenFor(t, await createUser(t, { role: Role.ReadAdmin, isFullAdmin: true }));
    otherAgent = await tokenFor(t, await createAgent(t, await createSupplier(t)));
  });
  afterAll(() => t.close());

  it('adds a stop with an offset between the primary stations, which it creates for a line without a list', async () => {
    const station = await createStation(t);
    const res = await t.http.post(`/api/lines/${line.id}/multi-stations`).set(auth(admin)).send(stop(station.id)).expect(201);
    expect(res.body).toMatchObject({ kind: 'stop', isPrimary: false, stationId: station.id, timeOffsetMinutes: 45, price: '50.00', version: 1 });
    const rows = (await list(admin).expect(200)).body as { stationId: string; isPrimary: boolean; isBoarding: boolean; timeOffsetMinutes: number }[];
    expect(rows.map((r) => [r.stationId, r.isPrimary])).toEqual([
      [line.stationAId, true],
      [station.id, false],
      [line.stationBId, true],
    ]);
    await t.http.post(`/api/lines/${line.id}/multi-stations`).set(auth(admin)).send(stop(station.id)).expect(409);
  });

  it('answers the rules with their messages and keeps the primary boarding offset at 0', async () => {
    const station = await createStation(t);
    const details = async (body: Record<string, unknown>) =>
      (await t.http.post(`/api/lines/${line.id}/multi-stations`).set(auth(admin)).send(body).expect(400)).body.details;
    expect(await details(stop('', {}))).toEqual([{ field: 'stationId', message: MultiStationMessage.Required }]);
    expect(await details(stop(station.id, { timeOffsetMinutes: -5 }))).toEqual([{ field: 'timeOffsetMinutes', message: MultiStationMessage.Offset }]);
    expect(await details(stop(station.id, { isBoarding: false, isDropoff: false }))).toEqual([
      { field: 'isBoarding', message: MultiStationMessage.BoardingOrDropoff },
    ]);
    expect(
      await details(
        stop(station.id, {
          kind: 'pickupDropoff',
          pickupDropoff: { price: '', perPassenger: true, showFlightDetails: true, selectionType: 'anyHotel', note: '', points: [], hotels: [] },
        }),
      ),
    ).toEqual([{ field: 'pickupDropoff.hotels', message: MultiStationMessage.HotelList }]);
    const pickup = await t.http
      .post(`/api/lines/${line.id}/multi-stations`)
      .set(auth(admin))
      .send(
        stop(station.id, {
          kind: 'pickupDropoff',
          pickupDropoff: {
            price: '5.00',
            perPassenger: true,
            showFlightDetails: true,
            selectionType: 'points',
            note: 'Wait in the lobby',
            points: [{ name: 'Patong', time: 60, beforeAfter: 'before' }],
            hotels: [],
          },
        }),
      )
      .expect(201);
    expect(pickup.body.pickupDropoff).toMatchObject({ selectionType: 'points', points: [{ name: 'Patong', time: 60, beforeAfter: 'before' }] });

    const rows = (await list(admin)).body as { id: string; isPrimary: boolean; isBoarding: boolean; version: number; stationId: string; kind: string }[];
    const primary = rows.find((r) => r.isPrimary && r.isBoarding)!;
    const put = (offset: number) =>
      t.http.put(`/api/lines/${line.id}/multi-stations/${primary.id}`).set(auth(admin)).send({
        kind: 'stop',
        stationId: primary.stationId,
        isBoarding: true,
        isDropoff: false,
        timeOffsetMinutes: offset,
        price: '',
        version: primary.version,
      });
    expect((await put(15).expect(400)).body.details).toEqual([{ field: 'timeOffsetMinutes', message: MultiStationMessage.PrimaryOffset }]);
    await t.http.delete(`/api/lines/${line.id}/multi-stations/${primary.id}`).set(auth(admin)).expect(409);
  });

  it('edits with the version (409 on a stale one) and refuses to delete a stop that future bookings use', async () => {
    const station = await createStation(t);
    const created = (
      await t.http
        .post(`/api/lines/${line.id}/multi-stations`)
        .set(auth(admin))
        .send(stop(station.id, { timeOffsetMinutes: 90 }))
        .expect(201)
    ).body;
    const body = { kind: 'stop', stationId: station.id, isBoarding: true, isDropoff: false, timeOffsetMinutes: 95, price: '', version: 1 };
    const edited = await t.http.put(`/api/lines/${line.id}/multi-stations/${created.id}`).set(auth(admin)).send(body).expect(200);
    expect(edited.body).toMatchObject({ timeOffsetMinutes: 95, isDropoff: false, price: null, version: 2 });
    expect((await t.http.put(`/api/lines/${line.id}/multi-stations/${created.id}`).set(auth(admin)).send(body).expect(409)).body.code).toBe('EditConflict');

    const trip = await createTrip(t, line);
    const { booking } = await insertBooking(t, { line, trip: await t.dataSource.getRepository(Trip).findOneByOrFail({ id: trip.id }) });
    await t.dataSource.query(`UPDATE booking_item SET from_station_id = $2 WHERE booking_id = $1`, [booking.id, station.id]);
    const refused = await t.http.delete(`/api/lines/${line.id}/multi-stations/${created.id}`).set(auth(admin)).expect(409);
    expect(refused.body.details.bookings).toEqual([booking.reference]);
  });

  it("changes a list's primary station to another of its city from the table: the replaced one stays as a stop", async () => {
    const l = await createLine(t, { companyId: (await createSupplier(t)).id });
    const [a, b] = await Promise.all([l.stationAId, l.stationBId].map((id) => t.dataSource.getRepository(Station).findOneByOrFail({ id })));
    const a2 = await createStation(t, { cityId: a.cityId });
    const b2 = await createStation(t, { cityId: b.cityId });
    const elsewhere = await createStation(t);
    const setPrimary = (body: Record<string, unknown>, token = admin) =>
      t.http
        .post(`/api/lines/${l.id}/multi-stations/primary`)
        .set(auth(token))
        .send({ direction: 'aToB', ...body });
    const rows = async (eventId?: string) =>
      ((await t.http.get(`/api/lines/${l.id}/multi-stations`).query({ direction: 'aToB', eventId }).set(auth(admin)).expect(200)).body as Row[]).map((r) => [
        r.stationId,
        r.isPrimary,
        r.isBoarding,
        r.isDropoff,
        r.timeOffsetMinutes,
      ]);
    type Row = { stationId: string; isPrimary: boolean; isBoarding: boolean; isDropoff: boolean; timeOffsetMinutes: number };

    expect((await setPrimary({ role: 'boarding', stationId: elsewhere.id }).expect(400)).body.details).toEqual([
      { field: 'stationId', message: MultiStationMessage.PrimaryCity },
    ]);
    await setPrimary({ role: 'boarding', stationId: a2.id }, readAdmin).expect(403);
    const boarding = await setPrimary({ role: 'boarding', stationId: a2.id }).expect(200);
    expect(boarding.body.map((r: Row) => [r.stationId, r.isPrimary])).toEqual([
      [a2.id, true],
      [a.id, false],
      [b.id, true],
    ]);
    // A stop already listed becomes the primary drop-off station with its offset; a pick-up service cannot.
    await t.http
      .post(`/api/lines/${l.id}/multi-stations`)
      .set(auth(admin))
      .send(stop(b2.id, { isBoarding: false, timeOffsetMinutes: 300, price: '' }))
      .expect(201);
    await setPrimary({ role: 'dropoff', stationId: b2.id }).expect(200);
    expect(await rows()).toEqual([
      [a2.id, true, true, false, 0],
      [a.id, false, true, false, 0],
      [b.id, false, false, true, 0],
      [b2.id, true, false, true, 300],
    ]);
    const pickup = await createStation(t, { cityId: a.cityId });
    await t.http
      .post(`/api/lines/${l.id}/multi-stations`)
      .set(auth(admin))
      .send(
        stop(pickup.id, {
          kind: 'pickupDropoff',
          timeOffsetMinutes: 10,
          price: '',
          pickupDropoff: { price: '', perPassenger: true, showFlightDetails: false, selectionType: 'anywhere', note: '', points: [], hotels: [] },
        }),
      )
      .expect(201);
    expect((await setPrimary({ role: 'boarding', stationId: pickup.id }).expect(400)).body.message).toBe(MultiStationMessage.PrimaryKind);

    // The new primary is not deleted; the replaced one may be.
    const listed = (await t.http.get(`/api/lines/${l.id}/multi-stations`).query({ direction: 'aToB' }).set(auth(admin))).body as (Row & { id: string })[];
    await t.http
      .delete(`/api/lines/${l.id}/multi-stations/${listed.find((r) => r.stationId === a2.id)!.id}`)
      .set(auth(admin))
      .expect(409);
    await t.http
      .delete(`/api/lines/${l.id}/multi-stations/${listed.find((r) => r.stationId === a.id)!.id}`)
      .set(auth(admin))
      .expect(204);

    // An event's own list changes alone.
    const event = await t.http
      .post(`/api/lines/${l.id}/events`)
      .set(auth(admin))
      .send({
        direction: 'aToB',
        title: 'Own list',
        color: '#3b82f6',
        startTime: '08:00',
        durationMinutes: 60,
        daysOfWeek: [1],
        dateRanges: [{ startDate: '2099-01-01', endDate: '2099-01-31' }],
        seats: 5,
        multiStationsSource: 'event',
      })
      .expect(201);
    const before = await rows();
    await setPrimary({ role: 'boarding', stationId: a.id, eventId: event.body.event.id }).expect(200);
    expect((await rows(event.body.event.id))[0]).toEqual([a.id, true, true, false, 0]);
    expect(await rows()).toEqual(before);
  });

  it('lets readers read and only schedule editors write; another company agent gets 404', async () => {
    await list(readAdmin).expect(200);
    await t.http
      .post(`/api/lines/${line.id}/multi-stations`)
      .set(auth(readAdmin))
      .send(stop((await createStation(t)).id))
      .expect(403);
    await list(otherAgent).expect(404);
    await t.http
      .post(`/api/lines/${line.id}/multi-stations`)
      .set(auth(otherAgent))
      .send(stop((await createStation(t)).id))
      .expect(404);
  });
});
