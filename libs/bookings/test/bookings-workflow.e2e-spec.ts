import { Trip } from '@farebox/inventory';
import {
  bookingBody,
  bookingCallers,
  bookingFixture,
  createBookingThroughApi,
  createExtraOption,
  startTestApp,
  type BookingCallers,
  type BookingFixture,
  type TestApp,
} from '@farebox/testing';

describe('booking workflow: approve, decline, re-approve, change requests, markers', () => {
  let t: TestApp;
  let fx: BookingFixture;
  let as: BookingCallers;
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const detail = async (id: string, token = as.fullAdmin) => (await t.http.get(`/api/bookings/${id}`).set(auth(token)).expect(200)).body;
  const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const newBooking = (body: Record<string, unknown> = {}) => createBookingThroughApi(t, as.fullAdmin, bookingBody(fx.line, fx.trip, body));

  beforeAll(async () => {
    t = await startTestApp();
    fx = await bookingFixture(t);
    as = await bookingCallers(t, fx.company);
  });
  afterAll(() => t.close());

  it('creates a pending booking priced from the line, with the actions the user may take', async () => {
    const b = await newBooking();
    expect(b).toMatchObject({ status: 'pending', customerStatus: 'pending', version: 1, passengersCount: 1 });
    expect(b.price).toEqual({ amount: '19.73', currency: 'USD', amountUsd: '19.73' });
    expect(b.allowedActions).toEqual(['approve', 'decline', 'cancel', 'exchange', 'edit', 'addNote']);
    expect((await detail(b.id, as.agent)).allowedActions).toEqual(['approve', 'decline', 'toggleHandled']);
    expect((await detail(b.id, as.readAdmin)).allowedActions).toEqual([]);
    expect((await t.http.get(`/api/bookings/${b.id}`).set(auth(as.otherAgent))).status).toBe(403);
  });

  it('approves for the supplier, writes the history, and refuses a second approval with 409 and the reason', async () => {
    const b = await newBooking();
    const res = await t.http.post(`/api/bookings/${b.id}/approve`).set(auth(as.agent)).send({ version: 1 }).expect(200);
    expect(res.body).toMatchObject({ status: 'approved', version: 2, approveMethod: 'manual' });
    const again = await t.http.post(`/api/bookings/${b.id}/approve`).set(auth(as.agent)).send({ version: 2 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'TransitionRefused', message: 'Only pending bookings can be approved or declined (this one is approved).' });
    const stale = await t.http.post(`/api/bookings/${b.id}/reapprove`).set(auth(as.fullAdmin)).send({ version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('EditConflict');
    const history = (await detail(b.id)).history;
    expect(history.map((h: { action: string; status: string }) => [h.action, h.status])).toEqual([
      ['created', 'pending'],
      ['approved', 'approved'],
    ]);
  });

  it('gives one of two simultaneous approvals 200 and the other 409', async () => {
    const b = await newBooking();
    const [a, c] = await Promise.all([
      t.http.post(`/api/bookings/${b.id}/approve`).set(auth(as.agent)).send({ version: 1 }),
      t.http.post(`/api/bookings/${b.id}/approve`).set(auth(as.fullAdmin)).send({ version: 1 }),
    ]);
    expect([a.status, c.status].sort()).toEqual([200, 409]);
    expect((await detail(b.id)).history.filter((h: { action: string }) => h.action === 'approved')).toHaveLength(1);
  });

  it('keeps other companies out (403) and read-admin out of every write', async () => {
    const b = await newBooking();
    expect((await t.http.post(`/api/bookings/${b.id}/approve`).set(auth(as.otherAgent)).send({ version: 1 })).status).toBe(403);
    expect((await t.http.post(`/api/bookings/${b.id}/decline`).set(auth(as.readAdmin)).send({ version: 1, reason: 'fullyBooked' })).status).toBe(403);
    expect((await detail(b.id)).status).toBe('pending');
  });

  describe('approve inputs (spec 5, Approval)', () => {
    let inputsFx: BookingFixture;
    beforeAll(async () => {
      inputsFx = await bookingFixture(t, { approvalInputs: { bookingCode: true, seatsNumber: true, qrCodes: true, requiredAttachments: false } });
      await createExtraOption(t, inputsFx.line);
    });
    const inputsBooking = async () => {
      const [option] = (await t.http.get(`/api/bookings/products/${inputsFx.line.id}`).query({ date: tomorrow() }).set(auth(as.fullAdmin)).expect(200)).body
        .extras;
      return createBookingThroughApi(t, as.fullAdmin, bookingBody(inputsFx.line, inputsFx.trip, { extras: [{ optionId: option.id, value: 'Hilton Patong' }] }));
    };

    it('requires the booking code, seats, QR codes and the extras confirmation, with "This field is required."', async () => {
      const b = await inputsBooking();
      const pid = b.passengers[0].id;
      const extraId = (b.items as { extras: { id: string }[] }[])[0].extras[0].id;
      const res = await t.http.post(`/api/bookings/${b.id}/approve`).set(auth(as.fullAdmin)).send({ version: 1 }).expect(400);
      expect(res.body.details).toEqual([
        { field: 'bookingCode', message: 'This field is required.' },
        { field: `seats.${pid}.departure`, message: 'This field is required.' },
        { field: `qrCodes.${pid}`, message: 'This field is required.' },
        { field: `extras.${extraId}.status`, message: 'This field is required.' },
      ]);
      const other = await t.http
        .post(`/api/bookings/${b.id}/approve`)
        .set(auth(as.fullAdmin))
        .send({
          version: 1,
          bookingCode: 'PNR-1',
          seats: { [pid]: { departure: '4C' } },
          qrCodes: { [pid]: 'QR-1' },
          extras: [{ id: extraId, status: 'other' }],
        })
        .expect(400);
      expect(other.body.details).toEqual([{ field: `extras.${extraId}.otherValue`, message: 'This field is required.' }]);
      expect((await detail(b.id)).status).toBe('pending');
    });

    it("refuses a pickup time more than 2 hours from the departure: 'Time must be within 2 hours of the departure time.'", async () => {
      const b = await inputsBooking();
      const pid = b.passengers[0].id;
      const extraId = (b.items as { extras: { id: string }[] }[])[0].extras[0].id;
      const departure = (await detail(b.id)).approvalRequirements.departureTime as string;
      const shift = (minutes: number) => {
        const [h, m] = departure.split(':').map(Number);
        const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440;
        return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
      };
      const body = {
        version: 1,
        bookingCode: 'PNR-2',
        seats: { [pid]: { departure: '4D' } },
        qrCodes: { [pid]: 'QR-2' },
        extras: [{ id: extraId, status: 'original' }],
      };
      const late = await t.http
        .post(`/api/bookings/${b.id}/approve`)
        .set(auth(as.agent))
        .send({ ...body, pickupTime: shift(121) });
      // The agent belongs to another company than this fixture's: the company check comes first.
      expect(late.status).toBe(403);
      const refused = await t.http
        .post(`/api/bookings/${b.id}/approve`)
        .set(auth(as.fullAdmin))
        .send({ ...body, pickupTime: shift(121) })
        .expect(400);
      expect(refused.body).toMatchObject({
        message: 'Time must be within 2 hours of the departure time.',
        details: [{ field: 'pickupTime', message: 'Time must be within 2 hours of the departure time.' }],
      });
      const ok = await t.http
        .post(`/api/bookings/${b.id}/approve`)
        .set(auth(as.fullAdmin))
        .send({ ...body, pickupTime: shift(-120) })
        .expect(200);
      expect(ok.body.approvalInputs).toMatchObject({ bookingCode: 'PNR-2', pickupTime: shift(-120) });
      expect(ok.body.supplierBookingCode).toBe('PNR-2');
      expect(ok.body.items[0]).toMatchObject({ approvedDeparture: shift(-120), extras: [{ id: extraId, status: 'original' }] });
      expect(ok.body.passengers[0]).toMatchObject({ seats: { departure: '4D' }, qrCodes: { departure: 'QR-2' } });
    });
  });

  describe('decline (spec 5, Decline)', () => {
    it('requires a reason and the text of "other"; the two full-admin reasons are refused to others', async () => {
      const b = await newBooking();
      expect((await t.http.post(`/api/bookings/${b.id}/decline`).set(auth(as.agent)).send({ version: 1 }).expect(400)).body.details).toEqual([
        { field: 'reason', message: 'This field is required.' },
      ]);
      expect((await t.http.post(`/api/bookings/${b.id}/decline`).set(auth(as.agent)).send({ version: 1, reason: 'other' }).expect(400)).body.details).toEqual([
        { field: 'reasonText', message: 'This field is required.' },
      ]);
      for (const reason of ['notApprovedOnTime', 'scheduleNotOpen']) {
        const res = await t.http.post(`/api/bookings/${b.id}/decline`).set(auth(as.agent)).send({ version: 1, reason }).expect(400);
        expect(res.body.details).toEqual([{ field: 'reason', message: 'Choose one of the offered reasons.' }]);
      }
      const labels = (d: { declineReasons: { label: string }[] }) => d.declineReasons.map((r) => r.label);
      expect(labels(await detail(b.id, as.agent))).not.toContain('Not approved on Time');
      expect(labels(await detail(b.id))).toEqual(expect.arrayContaining(['Not approved on Time', 'Schedule is not open yet']));
      const declined = await t.http.post(`/api/bookings/${b.id}/decline`).set(auth(as.fullAdmin)).send({ version: 1, reason: 'notApprovedOnTime' }).expect(200);
      expect(declined.body).toMatchObject({
        status: 'declined',
        declineReason: 'notApprovedOnTime',
        allowedActions: ['approve', 'cancel', 'exchange', 'edit', 'addNote'],
      });
      expect((await detail(b.id, as.agent)).allowedActions).toEqual(['toggleHandled']);
    });

    it('needs the block choice on a manual booking and blocks the chosen departure', async () => {
      const manual = await bookingFixture(t, { manualBookings: true });
      const b = await createBookingThroughApi(t, as.fullAdmin, bookingBody(manual.line, manual.trip));
      expect(b.manualBlocking).toBe(true);
      const res = await t.http.post(`/api/bookings/${b.id}/decline`).set(auth(as.fullAdmin)).send({ version: 1, reason: 'fullyBooked' }).expect(400);
      expect(res.body.details).toEqual([{ field: 'blockDeparture', message: 'This field is required.' }]);
      await t.http
        .post(`/api/bookings/${b.id}/decline`)
        .set(auth(as.fullAdmin))
        .send({ version: 1, reason: 'fullyBooked', blockDeparture: 'firstLeg' })
        .expect(200);
      expect((await t.dataSource.getRepository(Trip).findOneByOrFail({ id: manual.trip.id })).blocked).toBe(true);
    });
  });

  describe('re-approve, change requests, markers and notes', () => {
    it('lets the supplier re-approve only while tickets are pending, and clears that with a ticket link', async () => {
      const tickets = await bookingFixture(t, { approvalInputs: { bookingCode: false, seatsNumber: false, qrCodes: false, requiredAttachments: true } });
      const callers = await bookingCallers(t, tickets.company);
      const b = await createBookingThroughApi(t, as.fullAdmin, bookingBody(tickets.line, tickets.trip));
      const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
      const attachment = await t.http.post(`/api/bookings/${b.id}/attachments`).set(auth(callers.agent)).attach('file', pdf, 'voucher.pdf').expect(201);
      const approved = await t.http
        .post(`/api/bookings/${b.id}/approve`)
        .set(auth(callers.agent))
        .send({ version: 1, attachmentIds: [attachment.body.id] })
        .expect(200);
      expect(approved.body).toMatchObject({ pendingTickets: true, labels: ['awaiting ticket', 'Manual approval'] });
      expect(approved.body.allowedActions).toEqual(['reapprove', 'toggleHandled']);
      const re = await t.http
        .post(`/api/bookings/${b.id}/reapprove`)
        .set(auth(callers.agent))
        .send({ version: 2, ticketUrl: 'https://tickets.example.com/t.pdf' })
        .expect(200);
      expect(re.body).toMatchObject({
        pendingTickets: false,
        ticketsIssued: true,
        blockedReason: 'Cancellations/Changes are not possible after the tickets have been issued.',
      });
      expect(re.body.items[0].ticketUrl).toBe('https://tickets.example.com/t.pdf');
      const again = await t.http.post(`/api/bookings/${b.id}/reapprove`).set(auth(callers.agent)).send({ version: 3 }).expect(409);
      expect(again.body.message).toBe('Only bookings awaiting tickets can be re-approved by the supplier.');
      const cancel = await t.http
        .post(`/api/bookings/${b.id}/cancel`)
        .set(auth(as.fullAdmin))
        .set('Idempotency-Key', `cancel-${b.id}`)
        .send({ version: 3, refundType: 'none', amount: '0', costRefundInSupplierCurrency: '0', sendMail: false });
      expect(cancel.status).toBe(409);
      expect(cancel.body.message).toBe('Cancellations/Changes are not possible after the tickets have been issued.');
    });

    it('turns a journey edit of an approved booking into a change request, applied only when the supplier accepts it', async () => {
      const b = await newBooking();
      await t.http.post(`/api/bookings/${b.id}/approve`).set(auth(as.agent)).send({ version: 1 }).expect(200);
      const passengers = [
        { firstName: 'Maya', lastName: 'Katz', email: 'maya.katz@example.test', passengerType: 'Adult' },
        { firstName: 'Eli', lastName: 'Katz', passengerType: 'Adult' },
      ];
      const edited = await t.http.put(`/api/bookings/${b.id}`).set(auth(as.fullAdmin)).send({ version: 2, passengers }).expect(200);
      expect(edited.body).toMatchObject({
        status: 'pending',
        customerStatus: 'approved',
        amendStatus: 'pending',
        passengersCount: 1,
        labels: ['Change request pending', 'Manual approval'],
      });
      expect(edited.body.amendRequest).toMatchObject({ changedFields: ['passengers'], description: 'Passengers: Maya Katz → Maya Katz, Eli Katz' });
      expect(edited.body.amendRequest).not.toHaveProperty('proposal');
      expect((await detail(b.id, as.agent)).allowedActions).toEqual(['changeRequest', 'toggleHandled']);
      const approveBlocked = await t.http.post(`/api/bookings/${b.id}/approve`).set(auth(as.agent)).send({ version: 3 }).expect(409);
      expect(approveBlocked.body.message).toBe('A change request is pending: approve or decline it first.');
      const again = await t.http
        .put(`/api/bookings/${b.id}`)
        .set(auth(as.fullAdmin))
        .send({ version: 3, passengers: [...passengers, { ...passengers[1], firstName: 'Noa' }] })
        .expect(409);
      expect(again.body.message).toBe('A change request is pending: approve or decline it first.');
      const declined = await t.http.post(`/api/bookings/${b.id}/change-request/decline`).set(auth(as.agent)).send({ version: 3 }).expect(200);
      expect(declined.body).toMatchObject({ status: 'approved', amendStatus: 'declined', passengersCount: 1 });
      const none = await t.http.post(`/api/bookings/${b.id}/change-request/approve`).set(auth(as.agent)).send({ version: 4 }).expect(409);
      expect(none.body.message).toBe('The booking has no pending change request.');

      await t.http.put(`/api/bookings/${b.id}`).set(auth(as.fullAdmin)).send({ version: 4, passengers }).expect(200);
      const accepted = await t.http.post(`/api/bookings/${b.id}/change-request/approve`).set(auth(as.agent)).send({ version: 5 }).expect(200);
      expect(accepted.body).toMatchObject({
        status: 'pending',
        amendStatus: 'approved',
        passengersCount: 2,
        allowedActions: ['approve', 'decline', 'toggleHandled'],
      });
      expect(accepted.body.passengers.map((p: { isAdded: boolean }) => p.isAdded)).toEqual([false, true]);
      const actions = (await detail(b.id)).history.map((h: { action: string }) => h.action);
      expect(actions).toEqual(['created', 'approved', 'changeRequested', 'changeDeclined', 'changeRequested', 'changeApproved']);
    });

    it('marks a pending manual booking in progress (staff) and handled (its agent), keeping the version', async () => {
      const manual = await bookingFixture(t, { manualBookings: true });
      const callers = await bookingCallers(t, manual.company);
      const b = await createBookingThroughApi(t, as.fullAdmin, bookingBody(manual.line, manual.trip));
      const marked = await t.http.post(`/api/bookings/${b.id}/in-progress`).set(auth(as.support)).send({ inProgress: true }).expect(200);
      expect(marked.body).toMatchObject({ version: 1, inProgressBy: { name: expect.any(String) } });
      const plain = await newBooking();
      const refused = await t.http.post(`/api/bookings/${plain.id}/in-progress`).set(auth(as.support)).send({ inProgress: true }).expect(409);
      expect(refused.body.message).toBe('Only pending manual bookings can be marked in progress.');
      const handled = await t.http.post(`/api/bookings/${b.id}/handled`).set(auth(callers.agent)).send({ handled: true }).expect(200);
      expect(handled.body).toMatchObject({ isHandled: true, version: 1 });
      expect((await t.http.post(`/api/bookings/${b.id}/handled`).set(auth(callers.otherAgent)).send({ handled: true })).status).toBe(403);
    });

    it('adds notes (full admins), refuses an empty one, and shows notes and the log to full admins only', async () => {
      const b = await newBooking();
      const empty = await t.http.post(`/api/bookings/${b.id}/notes`).set(auth(as.fullAdmin)).send({ note: '  ' }).expect(400);
      expect(empty.body.details).toEqual([{ field: 'note', message: 'This field is required.' }]);
      const noted = await t.http.post(`/api/bookings/${b.id}/notes`).set(auth(as.fullAdmin)).send({ note: 'Customer called.' }).expect(200);
      expect(noted.body).toMatchObject({ hasNote: true, notes: [{ note: 'Customer called.' }] });
      expect((await t.http.post(`/api/bookings/${b.id}/notes`).set(auth(as.support)).send({ note: 'x' })).status).toBe(403);
      const asAgent = await detail(b.id, as.agent);
      expect(asAgent).toMatchObject({ notes: [], history: [], price: null, customerStatus: null, supplierPrice: { amount: '720.00', currency: 'THB' } });
      expect(asAgent.customer).toEqual({ firstName: 'Maya', lastName: 'Katz', email: null, phone: null });
    });
  });
});
