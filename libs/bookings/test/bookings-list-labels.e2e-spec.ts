import type { Booking } from '@farebox/bookings';
import type { Line } from '@farebox/inventory';
import { bookingCallers, createLine, createSupplier, insertBooking, startTestApp, type BookingCallers, type TestApp } from '@farebox/testing';

describe('booking list rows (spec 2.1 and 6): labels and the B2B contact e-mail', () => {
  let t: TestApp;
  let as: BookingCallers;
  let busLine: Line;
  let apiLine: Line;

  /** The list row of one booking, as the caller sees it. */
  const row = async (booking: Pick<Booking, 'reference'>, token = as.fullAdmin) => {
    const res = await t.http.get('/api/bookings').query({ booking: booking.reference, payment: 'all' }).set('Authorization', `Bearer ${token}`).expect(200);
    expect(res.body.data).toHaveLength(1);
    return res.body.data[0] as { labels: string[]; customer: { email: string | null } };
  };
  const labels = async (booking: Pick<Booking, 'reference'>, token?: string) => (await row(booking, token)).labels;

  beforeAll(async () => {
    t = await startTestApp();
    const company = await createSupplier(t);
    as = await bookingCallers(t, company);
    busLine = await createLine(t, { companyId: company.id });
    apiLine = await createLine(t, { companyId: company.id, isSupplierApi: true, supplierIntegration: 'simulated' });
  });
  afterAll(() => t.close());

  describe('"Waiting for API Approval": a supplier-API booking pending, paid and not automatically approved', () => {
    it('labels such a booking, for every viewer', async () => {
      const { booking } = await insertBooking(t, { line: apiLine });
      for (const token of [as.fullAdmin, as.support, as.agent]) expect(await labels(booking, token)).toEqual(['Waiting for API Approval']);
    });

    it.each<[string, Partial<Booking>]>([
      ['authorized, not paid', { paymentStatus: 'authorized' }],
      ['automatically approved', { isAutomaticApprove: true }],
      ['approved', { status: 'approved', customerStatus: 'approved' }],
    ])('leaves it off a supplier-API booking %s', async (_case, columns) => {
      const { booking } = await insertBooking(t, { line: apiLine, ...columns });
      expect(await labels(booking)).not.toContain('Waiting for API Approval');
    });

    it('leaves it off a booking not made through a supplier API', async () => {
      const { booking } = await insertBooking(t, { line: busLine });
      expect(await labels(booking)).toEqual([]);
    });
  });

  describe('the approval method, when other than pending approval', () => {
    it('is shown to everyone on an approved booking', async () => {
      const { booking } = await insertBooking(t, { line: busLine, status: 'approved', customerStatus: 'approved', approveMethod: 'automatic' });
      for (const token of [as.fullAdmin, as.support, as.agent]) expect(await labels(booking, token)).toEqual(['Automatic approval']);
    });

    it('is shown only to full admins on a booking not approved', async () => {
      const { booking: pending } = await insertBooking(t, { line: busLine, approveMethod: 'manual', amendStatus: 'pending' });
      const { booking: canceled } = await insertBooking(t, { line: apiLine, status: 'canceled', customerStatus: 'canceled', approveMethod: 'supplierApi' });
      expect(await labels(pending)).toEqual(['Change request pending', 'Manual approval']);
      expect(await labels(canceled)).toEqual(['Supplier API approval']);
      for (const token of [as.support, as.agent]) {
        expect(await labels(pending, token)).toEqual(['Change request pending']);
        expect(await labels(canceled, token)).toEqual([]);
      }
    });

    it('is never shown while the approval is pending', async () => {
      const { booking } = await insertBooking(t, { line: busLine, status: 'approved', customerStatus: 'approved', approveMethod: 'pendingApproval' });
      expect(await labels(booking)).toEqual([]);
    });
  });

  it('hides the contact e-mail of a B2B booking from full admins, in the list and the booking view', async () => {
    const { booking: b2b } = await insertBooking(t, { line: busLine, isB2b: true });
    const { booking: direct } = await insertBooking(t, { line: busLine });
    expect((await row(b2b)).customer).toMatchObject({ firstName: 'Ari', lastName: 'Ben', email: null });
    expect((await row(direct)).customer.email).toBe(direct.email);
    const view = (await t.http.get(`/api/bookings/${b2b.id}`).set('Authorization', `Bearer ${as.fullAdmin}`).expect(200)).body;
    expect(view.customer.email).toBeNull();
  });
});
