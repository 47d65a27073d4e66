import { Decimal } from 'decimal.js';
import { Booking, BookingEmailLog, BookingPayment } from '@farebox/bookings';
import { LineVehicleType, Trip } from '@farebox/inventory';
import {
  bookingBody,
  bookingCallers,
  bookingFixture,
  createBookingThroughApi,
  createChannel,
  createLine,
  createPaymentBooking,
  createSupplier,
  createTrip,
  insertBooking,
  startTestApp,
  type BookingCallers,
  type BookingFixture,
  type TestApp,
} from '@farebox/testing';

describe('create, edit, exchange, products and supplier details', () => {
  let t: TestApp;
  let fx: BookingFixture;
  let as: BookingCallers;
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const post = (body: object, token = as.fullAdmin) => t.http.post('/api/bookings').set(auth(token)).send(body);
  const seatsLeft = async (trip: Trip) => (await t.dataSource.getRepository(Trip).findOneByOrFail({ id: trip.id })).seatsLeft;

  beforeAll(async () => {
    t = await startTestApp();
    fx = await bookingFixture(t);
    as = await bookingCallers(t, fx.company);
  });
  afterAll(() => t.close());

  describe('create (spec 2.3 and 5)', () => {
    it('requires the journey and the passenger fields with "This field is required."', async () => {
      const res = await post({ lineId: fx.line.id, passengers: [{ passengerType: 'Adult' }] }).expect(400);
      expect(res.body.details).toEqual([{ field: 'outboundTripId', message: 'This field is required.' }]);
      const names = await post(bookingBody(fx.line, fx.trip, { passengers: [{ passengerType: 'Adult', email: 'bad' }] })).expect(400);
      expect(names.body.details).toEqual([
        { field: 'passengers.0.firstName', message: 'This field is required.' },
        { field: 'passengers.0.lastName', message: 'This field is required.' },
        { field: 'passengers.0.email', message: 'Enter a valid e-mail address.' },
      ]);
      expect((await post(bookingBody(fx.line, fx.trip), as.support)).status).toBe(403);
    });

    it("asks a private transfer for its passenger count: 'The number of passengers should be above 1.'", async () => {
      const priv = await bookingFixture(t, { isPrivateTransfer: true, minPassengers: 2 });
      const res = await post(bookingBody(priv.line, priv.trip, { passengersCount: 0 })).expect(400);
      expect(res.body).toMatchObject({
        message: 'The number of passengers should be above 1.',
        details: [{ field: 'passengersCount', message: 'The number of passengers should be above 1.' }],
      });
      const ok = await post(bookingBody(priv.line, priv.trip, { passengersCount: 3 })).expect(201);
      expect(ok.body).toMatchObject({ passengersCount: 3, price: { amount: '59.19' } });
      expect(await seatsLeft(priv.trip)).toBe(37);
    });

    it("enforces the operator's minimum passengers, the line of the trip, the return direction and the domain", async () => {
      const min = await bookingFixture(t, { minPassengers: 2 });
      expect((await post(bookingBody(min.line, min.trip)).expect(400)).body.details).toEqual([
        { field: 'passengers', message: 'The operator requires at least 2 passengers.' },
      ]);
      expect((await post(bookingBody(fx.line, min.trip)).expect(400)).body.details).toEqual([
        { field: 'outboundTripId', message: 'The departure is not of this product.' },
      ]);
      const sameWay = await createTrip(t, fx.line);
      expect((await post(bookingBody(fx.line, fx.trip, { returnTripId: sameWay.id })).expect(400)).body.details[0].field).toBe('returnTripId');
      expect((await post(bookingBody(fx.line, fx.trip, { domain: 'nowhere' })).expect(400)).body.details).toEqual([
        { field: 'domain', message: 'Choose one of the sales channels.' },
      ]);
    });

    it('books a round trip on both departures, takes the seats, and refuses a full departure with 409', async () => {
      const back = await createTrip(t, fx.line, { direction: 'bToA', departureAt: new Date(Date.now() + 4 * 86_400_000) });
      const channel = await createChannel(t);
      const before = await seatsLeft(fx.trip);
      const b = await createBookingThroughApi(t, as.fullAdmin, bookingBody(fx.line, fx.trip, { returnTripId: back.id, domain: channel.slug }));
      expect(b).toMatchObject({ domain: channel.slug, price: { amount: '39.46' }, supplierPrice: { amount: '1440.00', currency: 'THB' } });
      expect((b.items as { position: number; reference: string }[]).map((i) => [i.position, i.reference])).toEqual([
        [0, `${b.reference}-1`],
        [1, `${b.reference}-2`],
      ]);
      expect(await seatsLeft(fx.trip)).toBe(before - 1);
      expect(await seatsLeft(back)).toBe(39);
      const full = await createTrip(t, fx.line, { seatsTotal: 0 });
      expect((await post(bookingBody(fx.line, full)).expect(409)).body.code).toBe('NotEnoughSeats');
    });

    it('starts automatic-approval bookings approved, and queues the notify e-mails asked for', async () => {
      const auto = await bookingFixture(t, { automaticApproval: true });
      const b = await createBookingThroughApi(t, as.fullAdmin, bookingBody(auto.line, auto.trip, { notify: { supportTeam: true } }));
      expect(b).toMatchObject({ status: 'approved', customerStatus: 'approved', approveMethod: 'automatic', labels: ['Automatic approval'] });
      const mails = await t.dataSource.getRepository(BookingEmailLog).findBy({ bookingId: b.id });
      expect(mails.map((m) => m.kind)).toEqual(['booking-created']);
    });
  });

  describe('edit (spec 2.3)', () => {
    it('saves from the version it was edited from and refuses a stale save with 409 EditConflict', async () => {
      const b = await createBookingThroughApi(t, as.fullAdmin, bookingBody(fx.line, fx.trip));
      const saved = await t.http
        .put(`/api/bookings/${b.id}`)
        .set(auth(as.fullAdmin))
        .send({ version: 1, phone: '+66 2 123 4567', isFraudulent: true })
        .expect(200);
      expect(saved.body).toMatchObject({ version: 2, customer: { phone: '+66 2 123 4567' }, isFraudulent: true, labels: ['fraudulent'] });
      const stale = await t.http.put(`/api/bookings/${b.id}`).set(auth(as.fullAdmin)).send({ version: 1, phone: '1' }).expect(409);
      expect(stale.body).toMatchObject({ code: 'EditConflict', details: { currentVersion: 2 } });
      expect((await t.http.put(`/api/bookings/${b.id}`).set(auth(as.fullAdmin)).send({ version: 2, email: 'nope' }).expect(400)).body.details).toEqual([
        { field: 'email', message: 'Enter a valid e-mail address.' },
      ]);
      const statuses = await t.http
        .put(`/api/bookings/${b.id}`)
        .set(auth(as.fullAdmin))
        .send({ version: 2, status: 'approved', customerStatus: 'approved', paymentStatus: 'paid' })
        .expect(200);
      expect(statuses.body).toMatchObject({ status: 'approved', customerStatus: 'approved', payment: { status: 'paid' }, version: 3 });
    });

    it('lets a supplier-API booking change only its phone, e-mail and fraud flag', async () => {
      const line = await createLine(t, { isSupplierApi: true, supplierIntegration: 'simulated' });
      const { booking } = await insertBooking(t, { line, status: 'approved', customerStatus: 'approved', supplierBookingCode: 'APIEDIT-1' });
      const res = await t.http.put(`/api/bookings/${booking.id}`).set(auth(as.fullAdmin)).send({ version: 1, domain: 'farebox', passengers: [] }).expect(400);
      expect(res.body).toMatchObject({ code: 'SupplierApiReadOnly', message: 'Only the phone, the e-mail and the fraud flag of this booking can be changed.' });
      expect(res.body.details.map((d: { field: string }) => d.field)).toEqual(['passengers', 'domain']);
      await t.http.put(`/api/bookings/${booking.id}`).set(auth(as.fullAdmin)).send({ version: 1, email: 'new@example.test', phone: '+1 555' }).expect(200);
    });
  });

  describe('edit of an approved booking: change requests keep the approval data (spec 2.3, 4)', () => {
    let seated: BookingFixture;
    let supplierAgent: string;
    const put = (id: string, body: object) => t.http.put(`/api/bookings/${id}`).set(auth(as.fullAdmin)).send(body);
    // Answered by the supplier's agent, read back as the full admin (who sees the passengers' contact data).
    const answer = async (id: string, decision: 'approve' | 'decline', version: number) => {
      await t.http.post(`/api/bookings/${id}/change-request/${decision}`).set(auth(supplierAgent)).send({ version }).expect(200);
      return t.http.get(`/api/bookings/${id}`).set(auth(as.fullAdmin));
    };
    const two = [
      { firstName: 'Maya', lastName: 'Katz', email: 'maya.katz@example.test', phone: '+972501234567', passengerType: 'Adult' },
      { firstName: 'Eli', lastName: 'Katz', passengerType: 'Adult' },
    ];

    beforeAll(async () => {
      seated = await bookingFixture(t, { approvalInputs: { bookingCode: true, seatsNumber: true, qrCodes: true, requiredAttachments: false } });
      supplierAgent = (await bookingCallers(t, seated.company)).agent;
    });

    /** Two passengers approved by the supplier with a booking code, seats, QR codes and a pickup time. */
    async function approvedBooking() {
      const b = await createBookingThroughApi(t, as.fullAdmin, bookingBody(seated.line, seated.trip, { passengers: two }));
      const [p1, p2] = b.passengers.map((p) => p.id);
      const { departureTime } = (b as unknown as { approvalRequirements: { departureTime: string } }).approvalRequirements;
      const inputs = {
        bookingCode: 'SUP-77',
        seats: { [p1]: { departure: '1A' }, [p2]: { departure: '1B' } },
        qrCodes: { [p1]: 'QR-1', [p2]: 'QR-2' },
        pickupTime: departureTime,
      };
      await t.http
        .post(`/api/bookings/${b.id}/approve`)
        .set(auth(supplierAgent))
        .send({ version: 1, ...inputs })
        .expect(200);
      return (await t.http.get(`/api/bookings/${b.id}`).set(auth(as.fullAdmin)).expect(200)).body;
    }
    /** The body the edit form sends: the whole journey as it is, with `changes`. */
    const formBody = (b: { version: number }, changes: object) => ({
      version: b.version,
      lineId: seated.line.id,
      outboundTripId: seated.trip.id,
      returnTripId: null,
      passengers: two,
      extras: [],
      packId: null,
      domain: 'farebox',
      isFraudulent: false,
      ...changes,
    });

    it('saves a phone or fraud-flag edit at once, keeping the status, approval inputs, seats and passenger ids', async () => {
      const b = await approvedBooking();
      const seats = await seatsLeft(seated.trip);
      const lead = { ...two[0], phone: '+972 50 000 0000' };
      const res = await put(b.id, formBody(b, { passengers: [lead, two[1]], isFraudulent: true })).expect(200);
      expect(res.body).toMatchObject({
        status: 'approved',
        amendStatus: null,
        isFraudulent: true,
        customer: { phone: '+972 50 000 0000' },
        version: b.version + 1,
      });
      expect(res.body.approvalInputs).toEqual(b.approvalInputs);
      expect(res.body.items[0].approvedDeparture).toBe(b.items[0].approvedDeparture);
      expect(res.body.passengers).toEqual([{ ...b.passengers[0], phone: '+972 50 000 0000' }, b.passengers[1]]);
      expect(await seatsLeft(seated.trip)).toBe(seats);
      expect(res.body.history.at(-1)).toMatchObject({ action: 'edited', status: 'approved' });
    });

    it('keeps the booking as it was when the supplier declines the change: journey, passengers and seats', async () => {
      const b = await approvedBooking();
      const later = await createTrip(t, seated.line, { departureAt: new Date(Date.now() + 5 * 86_400_000) });
      const [seatsBefore, laterBefore] = [await seatsLeft(seated.trip), await seatsLeft(later)];
      const third = { firstName: 'Noa', lastName: 'Katz', passengerType: 'Adult' };
      const requested = await put(b.id, formBody(b, { outboundTripId: later.id, passengers: [...two, third] })).expect(200);
      expect(requested.body).toMatchObject({ status: 'pending', amendStatus: 'pending', amendRequest: { changedFields: ['outboundTripId', 'passengers'] } });
      expect(requested.body.amendRequest.description).toMatch(/^Departure: .+ → .+\nPassengers: Maya Katz, Eli Katz → Maya Katz, Eli Katz, Noa Katz$/);
      // Nothing moves until the supplier answers.
      expect(requested.body.items[0].trip.id).toBe(seated.trip.id);
      expect(requested.body.passengers).toEqual(b.passengers);
      expect([await seatsLeft(seated.trip), await seatsLeft(later)]).toEqual([seatsBefore, laterBefore]);

      const declined = await answer(b.id, 'decline', requested.body.version);
      expect(declined.body).toMatchObject({ status: 'approved', amendStatus: 'declined', passengersCount: 2, approvalInputs: b.approvalInputs });
      expect(declined.body.items[0]).toMatchObject({ trip: { id: seated.trip.id }, approvedDeparture: b.items[0].approvedDeparture });
      expect(declined.body.passengers).toEqual(b.passengers);
      expect([await seatsLeft(seated.trip), await seatsLeft(later)]).toEqual([seatsBefore, laterBefore]);
    });

    it('applies the change when the supplier accepts it: seats move, kept passengers keep their ids, and seats where the trip is the same', async () => {
      const b = await approvedBooking();
      const [p1, p2] = b.passengers;
      const third = { firstName: 'Noa', lastName: 'Katz', passengerType: 'Adult' };
      const seats = await seatsLeft(seated.trip);
      // Same trip, one passenger more: the two keep their seats and QR codes, the new one is marked added.
      const added = await put(b.id, formBody(b, { passengers: [...two, third] })).expect(200);
      const accepted = await answer(b.id, 'approve', added.body.version);
      expect(accepted.body).toMatchObject({ status: 'pending', amendStatus: 'approved', passengersCount: 3, approvalInputs: b.approvalInputs });
      expect(accepted.body.passengers.slice(0, 2)).toEqual([p1, p2]);
      const noa = accepted.body.passengers[2];
      expect(noa).toMatchObject({ firstName: 'Noa', isAdded: true, seats: {} });
      expect(accepted.body.approvalRequirements.addedPassengerIds).toEqual([noa.id]);
      expect(await seatsLeft(seated.trip)).toBe(seats - 1);

      // Back to approved, then another departure without Eli: the seat numbers and pickup time of the old trip go.
      const reapproved = await t.http
        .post(`/api/bookings/${b.id}/approve`)
        .set(auth(supplierAgent))
        .send({
          version: accepted.body.version,
          bookingCode: 'SUP-77',
          seats: { [p1.id]: { departure: '1A' }, [p2.id]: { departure: '1B' }, [noa.id]: { departure: '1C' } },
          qrCodes: { [p1.id]: 'QR-1', [p2.id]: 'QR-2', [noa.id]: 'QR-3' },
        })
        .expect(200);
      const later = await createTrip(t, seated.line, { departureAt: new Date(Date.now() + 6 * 86_400_000) });
      const moved = await put(b.id, formBody(reapproved.body, { outboundTripId: later.id, passengers: [two[0], third] })).expect(200);
      const applied = await answer(b.id, 'approve', moved.body.version);
      expect(applied.body.items[0].trip.id).toBe(later.id);
      expect(applied.body.passengers.map((p: { id: string }) => p.id)).toEqual([p1.id, noa.id]);
      expect(applied.body.passengers.map((p: { seats: object; qrCodes: object }) => [p.seats, p.qrCodes])).toEqual([
        [{}, {}],
        [{}, {}],
      ]);
      expect(applied.body.approvalInputs).toMatchObject({ bookingCode: 'SUP-77', seats: {}, qrCodes: {}, pickupTime: null });
      expect([await seatsLeft(seated.trip), await seatsLeft(later)]).toEqual([seats + 2, 38]);
    });

    it("moves the booking to another supplier's product at once: pending for the new supplier, who gets it, the old one told", async () => {
      const b = await approvedBooking();
      const other = await bookingFixture(t);
      await bookingCallers(t, other.company);
      const res = await put(b.id, {
        version: b.version,
        lineId: other.line.id,
        outboundTripId: other.trip.id,
        passengers: two,
        extras: [],
        notify: { cancellationToPrevious: true, newBookingToCurrent: true },
      }).expect(200);
      expect(res.body).toMatchObject({ status: 'pending', amendStatus: null, company: { id: other.company.id }, approvalInputs: null, passengersCount: 2 });
      expect(res.body.passengers.map((p: { id: string; seats: object }) => [p.id, p.seats])).toEqual(b.passengers.map((p: { id: string }) => [p.id, {}]));
      expect(res.body.history.at(-1)).toMatchObject({ action: 'reassigned', status: 'pending' });
      const mails = await t.dataSource.getRepository(BookingEmailLog).findBy({ bookingId: b.id });
      expect(mails.map((m) => [m.kind, m.companyId]).sort()).toEqual([
        ['booking-cancellation', seated.company.id],
        ['booking-request', other.company.id],
      ]);
    });

    it('refuses any edit once the tickets are issued, with the spec message, and does not offer it', async () => {
      const { booking } = await insertBooking(t, { ...fx, status: 'approved', customerStatus: 'approved', ticketsIssued: true });
      const detail = (await t.http.get(`/api/bookings/${booking.id}`).set(auth(as.fullAdmin)).expect(200)).body;
      expect(detail.allowedActions).not.toContain('edit');
      expect(detail.blockedReason).toBe('Cancellations/Changes are not possible after the tickets have been issued.');
      const res = await put(booking.id, { version: 1, phone: '+66 2 000 0000' }).expect(409);
      expect(res.body).toMatchObject({ code: 'TransitionRefused', message: 'Cancellations/Changes are not possible after the tickets have been issued.' });
    });

    it('does not offer the edit of a cancelled booking, and refuses it', async () => {
      const { booking } = await insertBooking(t, { ...fx, status: 'canceled', customerStatus: 'canceled' });
      expect((await t.http.get(`/api/bookings/${booking.id}`).set(auth(as.fullAdmin)).expect(200)).body.allowedActions).toEqual(['addNote']);
      const res = await put(booking.id, { version: 1, isFraudulent: true }).expect(409);
      expect(res.body.message).toBe('The booking is already canceled.');
    });

    it("notifies after the save (the modal's Yes): the support team and the supplier", async () => {
      const b = await createBookingThroughApi(t, as.fullAdmin, bookingBody(seated.line, seated.trip));
      const notify = (body: object, token = as.fullAdmin) => t.http.post(`/api/bookings/${b.id}/notify`).set(auth(token)).send(body);
      expect((await notify({ supportTeam: true, supplier: true }).expect(202)).body).toEqual({ queued: 2 });
      const mails = await t.dataSource.getRepository(BookingEmailLog).find({ where: { bookingId: b.id }, order: { companyId: 'ASC' } });
      expect(mails.map((m) => [m.kind, m.companyId])).toEqual([
        ['booking-updated', seated.company.id],
        ['booking-updated', null],
      ]);
      expect((await notify({ supportTeam: false, supplier: false }).expect(202)).body).toEqual({ queued: 0 });
      expect((await notify({ supportTeam: true }, as.support)).status).toBe(403);
    });
  });

  describe('exchange (spec 4)', () => {
    const exchange = (id: string, body: object) => t.http.post(`/api/bookings/${id}/exchange`).set(auth(as.fullAdmin)).send(body);

    it('cancels the booking, creates the new one and moves the payment, in one go', async () => {
      const { booking, line } = await createPaymentBooking(t, { price: '100.00' });
      const newTrip = await createTrip(t, line, { departureAt: new Date(Date.now() + 6 * 86_400_000) });
      const res = await exchange(booking.id, { version: 1, booking: bookingBody(line, newTrip) }).expect(200);
      expect(res.body).toEqual({ id: expect.any(String), reference: expect.stringMatching(/^FB[0-9A-Z]{8}$/) });
      const repo = t.dataSource.getRepository(Booking);
      expect(await repo.findOneByOrFail({ id: booking.id })).toMatchObject({
        status: 'canceled',
        customerStatus: 'canceled',
        exchangedToId: res.body.id,
        version: 2,
      });
      expect(await repo.findOneByOrFail({ id: res.body.id })).toMatchObject({ exchangedFromId: booking.id, paymentStatus: 'paid', status: 'pending' });
      const payments = t.dataSource.getRepository(BookingPayment);
      expect((await payments.findOneByOrFail({ bookingId: res.body.id })).chargedAmount.toFixed(2)).toBe('100.00');
      expect((await payments.findOneByOrFail({ bookingId: booking.id })).chargedAmount.toFixed(2)).toBe('0.00');
    });

    it('leaves the booking and its payment untouched when the new booking fails midway (no seats)', async () => {
      const { booking, line } = await createPaymentBooking(t, { price: '100.00' });
      const full = await createTrip(t, line, { seatsTotal: 0 });
      const res = await exchange(booking.id, { version: 1, booking: bookingBody(line, full) }).expect(409);
      expect(res.body.code).toBe('NotEnoughSeats');
      expect(await t.dataSource.getRepository(Booking).findOneByOrFail({ id: booking.id })).toMatchObject({
        status: 'approved',
        customerStatus: 'approved',
        exchangedToId: null,
        version: 1,
      });
      expect((await t.dataSource.getRepository(BookingPayment).findOneByOrFail({ bookingId: booking.id })).chargedAmount.toFixed(2)).toBe('100.00');
      expect(await t.dataSource.getRepository(Booking).countBy({ exchangedFromId: booking.id })).toBe(0);
      const history = await t.dataSource.query(`SELECT count(*)::int AS n FROM booking_history WHERE booking_id = $1`, [booking.id]);
      expect(history[0].n).toBe(0);
    });

    it('refuses a ferry booking with a vehicle on board: "Can\'t exchange ferry booking with vehicle onboard"', async () => {
      const ferry = await bookingFixture(t, { type: 'ferry', vehicleOnBoard: true });
      await t.dataSource
        .getRepository(LineVehicleType)
        .save({ lineId: ferry.line.id, typeName: 'Car', amount: new Decimal('650'), currency: 'THB', amountUsd: new Decimal('17.81') });
      const b = await createBookingThroughApi(
        t,
        as.fullAdmin,
        bookingBody(ferry.line, ferry.trip, { vehicles: [{ typeName: 'Car', name: 'Honda Jazz', licenseNumber: 'AB 123' }] }),
      );
      expect(b).toMatchObject({ price: { amount: '37.54' }, allowedActions: ['approve', 'decline', 'cancel', 'edit', 'addNote'] });
      const res = await exchange(b.id, { version: 1, booking: bookingBody(ferry.line, ferry.trip) }).expect(409);
      expect(res.body.message).toBe("Can't exchange ferry booking with vehicle onboard");
    });
  });

  describe('products and supplier details', () => {
    it('searches the products from one city to another on a date, and opens one', async () => {
      const date = fx.trip.departureAt.toISOString().slice(0, 10);
      const found = await t.http
        .get('/api/bookings/products')
        .query({ from: fx.trip.fromCityId, to: fx.trip.toCityId, date })
        .set(auth(as.fullAdmin))
        .expect(200);
      expect(found.body.map((p: { id: string }) => p.id)).toEqual([fx.line.id]);
      const none = await t.http
        .get('/api/bookings/products')
        .query({ from: fx.trip.toCityId, to: fx.trip.fromCityId, date })
        .set(auth(as.fullAdmin))
        .expect(200);
      expect(none.body).toEqual([]);
      const one = await t.http.get(`/api/bookings/products/${fx.line.id}`).query({ date }).set(auth(as.fullAdmin)).expect(200);
      expect(one.body).toMatchObject({ id: fx.line.id, passengerTypes: [{ type: 'Adult' }] });
      expect((await t.http.get('/api/bookings/products').query({ from: fx.trip.fromCityId }).set(auth(as.fullAdmin))).status).toBe(400);
    });

    it("finds one product by its transport reference (the line's slug), as the edit route's transportReference names it", async () => {
      const date = fx.trip.departureAt.toISOString().slice(0, 10);
      const search = (transportReference: string) =>
        t.http
          .get('/api/bookings/products')
          .query({ from: fx.trip.fromCityId, to: fx.trip.toCityId, date, transportReference })
          .set(auth(as.fullAdmin))
          .expect(200);
      expect((await search(fx.line.slug)).body.map((p: { id: string }) => p.id)).toEqual([fx.line.id]);
      expect((await search('no-such-transport')).body).toEqual([]);
    });

    it("shows the supplier's data of a supplier-API booking, else 'Details from api for booking ID <ref> is not available.'", async () => {
      const line = await createLine(t, { isSupplierApi: true, supplierIntegration: 'simulated', companyId: (await createSupplier(t)).id });
      const trip = await createTrip(t, line);
      const { booking } = await insertBooking(t, { line, trip, supplierBookingCode: 'APIDATA-1' });
      const data = await t.http.get(`/api/bookings/${booking.id}/supplier-details`).set(auth(as.support)).expect(200);
      expect(data.body).toMatchObject({ supplierBookingReference: 'APIDATA-1', status: expect.any(String) });
      const missing = (await insertBooking(t, { line, trip, supplierBookingCode: 'NODATA-1' })).booking;
      for (const id of [missing.id, (await insertBooking(t, fx)).booking.id]) {
        const res = await t.http.get(`/api/bookings/${id}/supplier-details`).set(auth(as.support)).expect(404);
        const { reference } = await t.dataSource.getRepository(Booking).findOneByOrFail({ id });
        expect(res.body.message).toBe(`Details from api for booking ID ${reference} is not available.`);
      }
    });
  });
});
