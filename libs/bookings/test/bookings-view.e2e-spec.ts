import { Decimal } from 'decimal.js';
import { BookingItem } from '@farebox/bookings';
import { City } from '@farebox/geo';
import {
  bookingCallers,
  bookingFixture,
  createPolicyRule,
  createTrip,
  insertBooking,
  insertBookingPayment,
  startTestApp,
  type BookingCallers,
  type BookingFixture,
  type TestApp,
} from '@farebox/testing';

describe('booking view (spec 2.4): cities, cancellation policy, experiments and refused actions', () => {
  let t: TestApp;
  let fx: BookingFixture;
  let as: BookingCallers;
  const detail = async (id: string, token: string) =>
    (
      await t.http
        .get(`/api/bookings/${id}`)
        .set({ Authorization: `Bearer ${token}` })
        .expect(200)
    ).body;

  beforeAll(async () => {
    t = await startTestApp();
    fx = await bookingFixture(t, { refundable: true, amendable: true });
    as = await bookingCallers(t, fx.company);
    // Stored out of order: the view lists them by position.
    await createPolicyRule(t, fx.line, { timeBefore: 24, unit: 'hours', feePercent: new Decimal('50'), position: 1 });
    await createPolicyRule(t, fx.line, { timeBefore: 2, unit: 'days', feePercent: new Decimal('10'), position: 0 });
    await createPolicyRule(t, fx.line, { kind: 'amendment', direction: 'aToB', timeBefore: 12, unit: 'hours', feePercent: new Decimal('5.5') });
  });
  afterAll(() => t.close());

  it("gives the From and To cities' ids with their names: a return-direction booking leaves from the line's To city", async () => {
    const [lineFrom, lineTo] = await Promise.all([fx.line.fromCityId, fx.line.toCityId].map((id) => t.dataSource.getRepository(City).findOneByOrFail({ id })));
    const back = await createTrip(t, fx.line, { direction: 'bToA' });
    const { booking } = await insertBooking(t, { line: fx.line, trip: back });
    for (const token of [as.fullAdmin, as.support, as.agent]) {
      expect(await detail(booking.id, token)).toMatchObject({ fromCityId: lineTo.id, fromCity: lineTo.name, toCityId: lineFrom.id, toCity: lineFrom.name });
    }
  });

  it("shows a full admin the line's cancellation and amendment rules and the booking's experiments", async () => {
    const experiments = { checkoutFlow: 'single-page', priceDisplay: { variant: 'B', since: '2025-06-01' } };
    const { booking } = await insertBooking(t, { ...fx, experiments });
    const view = await detail(booking.id, as.fullAdmin);
    expect(view.policy).toEqual({
      refundable: true,
      amendable: true,
      cancellationRules: [
        { timeBefore: 2, unit: 'days', feePercent: '10.00', direction: null },
        { timeBefore: 24, unit: 'hours', feePercent: '50.00', direction: null },
      ],
      amendmentRules: [{ timeBefore: 12, unit: 'hours', feePercent: '5.50', direction: 'aToB' }],
    });
    expect(view.experiments).toEqual(experiments);
  });

  it('gives a line without rules empty lists and a booking without experiments null', async () => {
    const bare = await bookingFixture(t, { refundable: false });
    const { booking } = await insertBooking(t, bare);
    const view = await detail(booking.id, as.fullAdmin);
    expect(view.policy).toEqual({ refundable: false, amendable: false, cancellationRules: [], amendmentRules: [] });
    expect(view.experiments).toBeNull();
  });

  it("explains actions the user's role could take but the booking forbids: a ferry with a vehicle on board is not exchanged", async () => {
    const ferry = await bookingFixture(t, { type: 'ferry', vehicleOnBoard: true });
    const callers = await bookingCallers(t, ferry.company);
    const { booking, items } = await insertBooking(t, { ...ferry, status: 'approved', customerStatus: 'approved' });
    await t.dataSource
      .getRepository(BookingItem)
      .update({ id: items[0].id }, { vehiclesOnBoard: [{ typeName: 'Car', name: 'Honda Jazz', licenseNumber: 'AB 123' }] });

    const admin = await detail(booking.id, callers.fullAdmin);
    expect(admin.allowedActions).not.toContain('exchange');
    expect(admin.allowedActions).toContain('cancel');
    expect(admin.refusals).toMatchObject({
      exchange: "Can't exchange ferry booking with vehicle onboard",
      approve: 'Only pending bookings can be approved or declined (this one is approved).',
    });
    expect(admin.refusals).not.toHaveProperty('cancel');
    // Support and the supplier never exchange: nothing to explain to them.
    expect((await detail(booking.id, callers.support)).refusals).not.toHaveProperty('exchange');
    expect((await detail(booking.id, callers.agent)).refusals).toMatchObject({
      reapprove: 'Only bookings awaiting tickets can be re-approved by the supplier.',
    });
    expect((await detail(booking.id, callers.agent)).refusals).not.toHaveProperty('exchange');
  });

  it('hides both from support and agents (full-admin sections)', async () => {
    const { booking } = await insertBooking(t, { ...fx, experiments: { checkoutFlow: 'classic' } });
    for (const token of [as.support, as.agent]) {
      expect(await detail(booking.id, token)).toMatchObject({ policy: null, experiments: null });
    }
  });

  it('lists passengers by position with contact details for full admins only, and the log and notes to full admins only', async () => {
    const { booking } = await insertBooking(t, {
      ...fx,
      passengers: [
        { firstName: 'Zoe', lastName: 'Last', position: 1, email: 'zoe@example.test', phone: '+972500000001', seats: { departure: '4A' }, isAdded: true },
        { firstName: 'Ada', lastName: 'First', position: 0, email: 'ada@example.test', phone: '+972500000002', age: 7, passengerType: 'Child' },
      ],
    });
    // Written out of order: the log reads oldest first, to the millisecond as the API writes instants.
    await t.dataSource.query(
      `INSERT INTO booking_history (booking_id, at, action, status, customer_status, amend_status, by_name)
       VALUES ($1, '2026-03-02T10:00:00.250Z', 'approved', 'approved', 'approved', NULL, 'Sam Supplier'),
              ($1, '2026-03-01T09:30:00.125Z', 'created', 'pending', 'pending', NULL, 'System')`,
      [booking.id],
    );
    const noted = await t.http
      .post(`/api/bookings/${booking.id}/notes`)
      .set({ Authorization: `Bearer ${as.fullAdmin}` })
      .send({ note: 'Called the customer' })
      .expect(200);

    const full = await detail(booking.id, as.fullAdmin);
    expect(full).toEqual(noted.body);
    expect(full.passengers).toEqual([
      expect.objectContaining({
        firstName: 'Ada',
        position: 0,
        email: 'ada@example.test',
        phone: '+972500000002',
        age: 7,
        passengerType: 'Child',
        isAdded: false,
      }),
      expect.objectContaining({
        firstName: 'Zoe',
        position: 1,
        email: 'zoe@example.test',
        seats: { departure: '4A' },
        qrCodes: {},
        isAdded: true,
        extraInfos: [],
      }),
    ]);
    expect(full.items[0].passengers).toEqual(full.passengers);
    expect(full.approvalRequirements.addedPassengerIds).toEqual([full.passengers[1].id]);
    expect(full.history).toEqual([
      { at: '2026-03-01T09:30:00.125Z', action: 'created', status: 'pending', customerStatus: 'pending', amendStatus: null, by: 'System' },
      { at: '2026-03-02T10:00:00.250Z', action: 'approved', status: 'approved', customerStatus: 'approved', amendStatus: null, by: 'Sam Supplier' },
    ]);
    expect(full.notes).toEqual([
      {
        id: expect.any(String),
        note: 'Called the customer',
        by: expect.any(String),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    ]);
    expect(full.approvalAttachments).toEqual([]);

    // The read-admin here has the full-admin flag: it reads what the full admin reads.
    expect(await detail(booking.id, as.readAdmin)).toMatchObject({ passengers: full.passengers, history: full.history, notes: full.notes });
    for (const token of [as.support, as.agent]) {
      const view = await detail(booking.id, token);
      expect(view.passengers.map((p: { firstName: string; email: string | null; phone: string | null }) => [p.firstName, p.email, p.phone])).toEqual([
        ['Ada', null, null],
        ['Zoe', null, null],
      ]);
      expect(view).toMatchObject({ history: [], notes: [] });
    }
  });

  it("gives the payment's id, settlement and captured amounts; agents get no customer-side amount; no payment row is unpaid", async () => {
    const { booking } = await insertBooking(t, { ...fx, price: '42.50', paymentStatus: 'paid' });
    const payment = await insertBookingPayment(t, booking, { chargedAmount: new Decimal('40.00'), refundedAmount: new Decimal('1.25'), status: 'paid' });
    expect((await detail(booking.id, as.fullAdmin)).payment).toMatchObject({
      paymentId: payment.id,
      settlementStatus: 'paid',
      status: 'paid',
      price: '42.50',
      chargedAmount: '40.00',
      refundedAmount: '1.25',
      paidAmount: '38.75',
      recover: expect.any(Object),
    });
    expect((await detail(booking.id, as.agent)).payment).toMatchObject({
      paymentId: payment.id,
      settlementStatus: 'paid',
      price: null,
      chargedAmount: null,
      refundedAmount: null,
      paidAmount: null,
      recover: null,
    });

    const { booking: unpaid } = await insertBooking(t, { ...fx, price: '42.50' });
    expect((await detail(unpaid.id, as.fullAdmin)).payment).toMatchObject({
      paymentId: null,
      settlementStatus: 'unpaid',
      chargedAmount: '0.00',
      refundedAmount: '0.00',
      paidAmount: '0.00',
    });
  });
});
