import { Decimal } from 'decimal.js';
import { Booking, BookingItem } from '@farebox/bookings';
import type { LinePack } from '@farebox/inventory';
import {
  bookingBody,
  bookingCallers,
  bookingFixture,
  createBookingThroughApi,
  createLine,
  createPack,
  createTrip,
  createVehicleType,
  startTestApp,
  type BookingCallers,
  type BookingFixture,
  type TestApp,
} from '@farebox/testing';

const UNKNOWN_PACK = "Choose one of the product's packs.";

describe('packs and vehicles on board of a booking (spec 2.3)', () => {
  let t: TestApp;
  let fx: BookingFixture;
  let as: BookingCallers;
  let snorkel: LinePack;
  let lounge: LinePack;
  const auth = () => ({ Authorization: `Bearer ${as.fullAdmin}` });
  const post = (body: object) => t.http.post('/api/bookings').set(auth()).send(body);
  const put = (id: string, body: object) => t.http.put(`/api/bookings/${id}`).set(auth()).send(body);
  const adults = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ firstName: `Ada${i}`, lastName: 'Pack', email: 'ada.pack@example.test', passengerType: 'Adult' }));
  const stored = (id: string) => t.dataSource.getRepository(Booking).findOneByOrFail({ id });

  beforeAll(async () => {
    t = await startTestApp();
    fx = await bookingFixture(t);
    as = await bookingCallers(t, fx.company);
    lounge = await createPack(t, fx.line, { name: 'Lounge', description: null, position: 1, amount: new Decimal('90.00'), amountUsd: new Decimal('2.47') });
    snorkel = await createPack(t, fx.line, { name: 'Snorkel', position: 0 });
  });
  afterAll(() => t.close());

  describe('packs', () => {
    it("are part of the product detail, in the line's order", async () => {
      const date = fx.trip.departureAt.toISOString().slice(0, 10);
      const res = await t.http.get(`/api/bookings/products/${fx.line.id}`).query({ date }).set(auth()).expect(200);
      expect(res.body.packs).toEqual([
        { id: snorkel.id, name: 'Snorkel', description: 'Seat and meal', amount: '150.00', currency: 'THB', amountUsd: '4.11' },
        { id: lounge.id, name: 'Lounge', description: null, amount: '90.00', currency: 'THB', amountUsd: '2.47' },
      ]);
    });

    it('are priced per passenger and journey, and kept on the booking as chosen', async () => {
      const b = await createBookingThroughApi(t, as.fullAdmin, bookingBody(fx.line, fx.trip, { passengers: adults(2), packId: snorkel.id }));
      // 2 × (19.73 fare + 4.11 pack) USD; the supplier gets 2 × (720.00 + 150.00) THB.
      expect(b).toMatchObject({
        price: { amount: '47.68', currency: 'USD' },
        supplierPrice: { amount: '1740.00', currency: 'THB' },
        pack: { id: snorkel.id, name: 'Snorkel', description: 'Seat and meal', price: '150.00', currency: 'THB', priceUsd: '4.11' },
      });
      expect((await stored(b.id)).costInSupplierCurrency.toFixed(2)).toBe('1740.00');

      const back = await createTrip(t, fx.line, { direction: 'bToA', departureAt: new Date(Date.now() + 5 * 86_400_000) });
      const round = await createBookingThroughApi(t, as.fullAdmin, bookingBody(fx.line, fx.trip, { returnTripId: back.id, packId: lounge.id }));
      expect(round).toMatchObject({ price: { amount: '44.40' }, supplierPrice: { amount: '1620.00' }, pack: { id: lounge.id } });
      const items = await t.dataSource.getRepository(BookingItem).find({ where: { bookingId: round.id }, order: { position: 'ASC' } });
      expect(items.map((i) => i.priceAmount.toFixed(2))).toEqual(['22.20', '22.20']);

      const none = await createBookingThroughApi(t, as.fullAdmin, bookingBody(fx.line, fx.trip));
      expect(none).toMatchObject({ price: { amount: '19.73' }, pack: null });
    });

    it('refuses a pack of another line with 400: "Choose one of the product\'s packs."', async () => {
      const other = await createPack(t, await createLine(t));
      const res = await post(bookingBody(fx.line, fx.trip, { packId: other.id })).expect(400);
      expect(res.body).toMatchObject({ code: 'ValidationFailed', message: UNKNOWN_PACK, details: [{ field: 'packId', message: UNKNOWN_PACK }] });
      expect((await post(bookingBody(fx.line, fx.trip, { packId: 'snorkel' })).expect(400)).body.details[0].field).toBe('packId');
    });

    it('is changed or removed (null) by an edit, and kept when an edit does not name it', async () => {
      const b = await createBookingThroughApi(t, as.fullAdmin, bookingBody(fx.line, fx.trip, { packId: snorkel.id }));
      const changed = await put(b.id, { version: 1, packId: lounge.id }).expect(200);
      expect(changed.body).toMatchObject({ version: 2, pack: { id: lounge.id, name: 'Lounge', price: '90.00' } });
      const renamed = await put(b.id, {
        version: 2,
        passengers: [{ firstName: 'Bo', lastName: 'Kept', email: 'bo@example.test', passengerType: 'Adult' }],
      }).expect(200);
      expect(renamed.body.pack).toMatchObject({ id: lounge.id });
      const other = await createPack(t, await createLine(t));
      expect((await put(b.id, { version: 3, packId: other.id }).expect(400)).body.details).toEqual([{ field: 'packId', message: UNKNOWN_PACK }]);
      const removed = await put(b.id, { version: 3, packId: null }).expect(200);
      expect(removed.body).toMatchObject({ version: 4, pack: null });
      expect((await stored(b.id)).pack).toBeNull();
    });
  });

  describe('vehicles on board', () => {
    let ferry: BookingFixture;
    const car = { typeName: 'Car', name: 'Honda Jazz', licenseNumber: 'AB 123' };

    beforeAll(async () => {
      ferry = await bookingFixture(t, { type: 'ferry', vehicleOnBoard: true });
      await createVehicleType(t, ferry.line);
      await createVehicleType(t, ferry.line, { typeName: 'Motorbike', amount: new Decimal('150.00'), amountUsd: new Decimal('4.11') });
    });

    it('are saved on the journey, priced by their type', async () => {
      const b = await createBookingThroughApi(
        t,
        as.fullAdmin,
        bookingBody(ferry.line, ferry.trip, {
          vehicles: [
            { ...car, name: ' Honda Jazz ' },
            { typeName: 'Motorbike', name: 'Vespa', licenseNumber: 'MB 9' },
          ],
        }),
      );
      expect(b).toMatchObject({
        price: { amount: '41.65' },
        items: [{ vehiclesOnBoard: [car, { typeName: 'Motorbike', name: 'Vespa', licenseNumber: 'MB 9' }] }],
      });
    });

    it('require a type of the line, a name and a license number, on a line carrying vehicles', async () => {
      const bad = await post(
        bookingBody(ferry.line, ferry.trip, { vehicles: [car, { typeName: 'Bus', name: 'Coach', licenseNumber: ' ' }, { typeName: 'Car' }] }),
      ).expect(400);
      expect(bad.body.details).toEqual([
        { field: 'vehicles.1.typeName', message: "Choose one of the product's vehicle types." },
        { field: 'vehicles.1.licenseNumber', message: 'This field is required.' },
        { field: 'vehicles.2.name', message: 'This field is required.' },
        { field: 'vehicles.2.licenseNumber', message: 'This field is required.' },
      ]);
      const bus = await post(bookingBody(fx.line, fx.trip, { vehicles: [car] })).expect(400);
      expect(bus.body.details).toEqual([{ field: 'vehicles.0', message: 'This product carries no vehicles.' }]);
    });

    it("are replaced by an edit, and a booking given one that way can't be exchanged", async () => {
      const b = await createBookingThroughApi(t, as.fullAdmin, bookingBody(ferry.line, ferry.trip));
      expect(b.allowedActions).toContain('exchange');
      const added = await put(b.id, { version: 1, vehicles: [car] }).expect(200);
      expect(added.body.items[0].vehiclesOnBoard).toEqual([car]);
      expect(added.body.allowedActions).not.toContain('exchange');
      const exchange = await t.http
        .post(`/api/bookings/${b.id}/exchange`)
        .set(auth())
        .send({ version: 2, booking: bookingBody(ferry.line, ferry.trip) })
        .expect(409);
      expect(exchange.body.message).toBe("Can't exchange ferry booking with vehicle onboard");
      expect((await put(b.id, { version: 2, vehicles: [{ typeName: 'Car', name: 'Honda Jazz', licenseNumber: '' }] }).expect(400)).body.details).toEqual([
        { field: 'vehicles.0.licenseNumber', message: 'This field is required.' },
      ]);
      const cleared = await put(b.id, { version: 2, vehicles: [] }).expect(200);
      expect(cleared.body.items[0].vehiclesOnBoard).toEqual([]);
    });
  });
});
