import { Trip, TripsService } from '@farebox/inventory';
import { createCity, createLine, createStation, createSupplier, createTrip, startTestApp, type TestApp } from '@farebox/testing';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('inventory: trips for bookings (seats, blocking, details)', () => {
  let t: TestApp;
  let trips: TripsService;

  beforeAll(async () => {
    t = await startTestApp();
    trips = t.app.get(TripsService);
  });
  afterAll(() => t.close());

  const seatsLeft = async (id: string) => (await t.dataSource.getRepository(Trip).findOneByOrFail({ id })).seatsLeft;
  const reserve = (tripId: string, count: number) => t.dataSource.transaction((m) => trips.reserveSeats(m, tripId, count));

  /**
   * Reserves one seat in a transaction that keeps its row lock for a while before it commits (or fails with
   * `failWith`); `reserved` resolves once the seat is taken, so a second reservation can race against the lock.
   */
  function slowReservation(tripId: string, failWith?: Error) {
    let taken!: () => void;
    const reserved = new Promise<void>((resolve) => (taken = resolve));
    const done = t.dataSource.transaction(async (m) => {
      const left = await trips.reserveSeats(m, tripId, 1);
      taken();
      await sleep(300);
      if (failWith) throw failWith;
      return left;
    });
    return { reserved, done };
  }

  it('gives the last seat to one of two concurrent reservations; the other gets 409 NotEnoughSeats', async () => {
    const trip = await createTrip(t, await createLine(t), { seatsTotal: 1 });
    // The second's UPDATE waits on the first's row lock, then re-reads the row after the first commits.
    const first = slowReservation(trip.id);
    await first.reserved;
    const results = await Promise.allSettled([first.done, reserve(trip.id, 1)]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: 0 });
    expect(results[1]).toMatchObject({
      status: 'rejected',
      reason: { status: 409, code: 'NotEnoughSeats', message: 'This departure is fully booked.', details: { requested: 1, seatsLeft: 0 } },
    });
    expect(await seatsLeft(trip.id)).toBe(0);
  });

  it('gives the seat to the waiting reservation when the first one rolls back', async () => {
    const trip = await createTrip(t, await createLine(t), { seatsTotal: 1 });
    const first = slowReservation(trip.id, new Error('booking failed after taking the seat'));
    await first.reserved;
    const results = await Promise.allSettled([first.done, reserve(trip.id, 1)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
    expect(await seatsLeft(trip.id)).toBe(0);
  });

  it('never oversells under many concurrent reservations', async () => {
    const trip = await createTrip(t, await createLine(t), { seatsTotal: 5 });
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => reserve(trip.id, 2)));
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(2);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect(r.reason).toMatchObject({ status: 409, code: 'NotEnoughSeats', message: 'Only 1 seat is left on this departure.' });
    }
    expect(await seatsLeft(trip.id)).toBe(1);
  });

  it('releases seats up to the total only, and refuses counts that are not positive whole numbers', async () => {
    const trip = await createTrip(t, await createLine(t), { seatsTotal: 10, seatsLeft: 4 });
    expect(await t.dataSource.transaction((m) => trips.releaseSeats(m, trip.id, 3))).toBe(7);
    expect(await t.dataSource.transaction((m) => trips.releaseSeats(m, trip.id, 50))).toBe(10);
    await expect(reserve(trip.id, 0)).rejects.toThrow(RangeError);
    await expect(reserve(trip.id, 1.5)).rejects.toThrow(RangeError);
    expect(await seatsLeft(trip.id)).toBe(10);
  });

  it('blocks a departure: reservations then get 409 DepartureBlocked; unknown trips are 404', async () => {
    const trip = await createTrip(t, await createLine(t));
    await t.dataSource.transaction((m) => trips.blockDeparture(m, trip.id));
    await t.dataSource.transaction((m) => trips.blockDeparture(m, trip.id));
    await expect(reserve(trip.id, 1)).rejects.toMatchObject({ status: 409, code: 'DepartureBlocked', message: 'This departure is blocked.' });
    expect(await seatsLeft(trip.id)).toBe(40);

    const unknown = '00000000-0000-4000-8000-000000000000';
    await expect(reserve(unknown, 1)).rejects.toMatchObject({ status: 404 });
    await expect(t.dataSource.transaction((m) => trips.releaseSeats(m, unknown, 1))).rejects.toMatchObject({ status: 404 });
    await expect(t.dataSource.transaction((m) => trips.blockDeparture(m, unknown))).rejects.toMatchObject({ status: 404 });
  });

  it('reads a trip for a booking with its line, operator, stations, cities (timezone, country) and line terms', async () => {
    const company = await createSupplier(t, { name: 'Details Co' });
    const from = await createCity(t, { name: 'Hanoi', timezone: 'Asia/Ho_Chi_Minh' });
    const to = await createCity(t, { name: 'Da Nang', timezone: 'Asia/Ho_Chi_Minh' });
    const line = await createLine(t, {
      companyId: company.id,
      stationAId: (await createStation(t, { cityId: from.id, name: 'Old Quarter' })).id,
      stationBId: (await createStation(t, { cityId: to.id, name: 'Central' })).id,
      prices: [{ passengerType: 'Adult', amount: '540000.00', amountUsd: '21.26' }],
    });
    const trip = await createTrip(t, line, { direction: 'bToA' });

    const found = await trips.findForBooking(trip.id);
    expect(found.trip).toMatchObject({ id: trip.id, lineId: line.id, direction: 'bToA', seatsLeft: 40, timezone: 'Asia/Ho_Chi_Minh' });
    expect(found.line).toMatchObject({ id: line.id, company: { id: company.id, name: 'Details Co' } });
    expect(found.from.station.name).toBe('Central');
    expect(found.from.city).toMatchObject({ id: to.id, name: 'Da Nang', timezone: 'Asia/Ho_Chi_Minh', country: { id: to.countryId } });
    expect(found.to).toMatchObject({ station: { name: 'Old Quarter' }, city: { id: from.id, name: 'Hanoi' } });
    expect(found.prices.map((p) => [p.passengerType, p.amount.toFixed(2), p.amountUsd.toFixed(2)])).toEqual([['Adult', '540000.00', '21.26']]);
    expect(found).toMatchObject({ extras: [], vehicleTypes: [], policyRules: [] });

    await expect(trips.findForBooking('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status: 404, message: 'Trip not found' });
  });
});
