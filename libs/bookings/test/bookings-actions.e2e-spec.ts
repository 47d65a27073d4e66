import { BookingItem } from '@farebox/bookings';
import { bookingCallers, bookingFixture, insertBooking, startTestApp, type BookingCallers, type BookingFixture, type TestApp } from '@farebox/testing';

describe('booking action availability (spec 4): ticket link, approve of a declined booking, re-approve', () => {
  let t: TestApp;
  let fx: BookingFixture;
  let as: BookingCallers;
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const detail = async (id: string, token = as.fullAdmin) => (await t.http.get(`/api/bookings/${id}`).set(auth(token)).expect(200)).body;
  const command = (id: string, action: string, token: string, body: object) => t.http.post(`/api/bookings/${id}/${action}`).set(auth(token)).send(body);

  beforeAll(async () => {
    t = await startTestApp();
    fx = await bookingFixture(t);
    as = await bookingCallers(t, fx.company);
  });
  afterAll(() => t.close());

  describe('ticket link: an approved booking with a ticket url', () => {
    const withTicket = async (status: 'approved' | 'pending', ticketUrl: string | null) => {
      const { booking, items } = await insertBooking(t, { ...fx, status, customerStatus: status });
      await t.dataSource.getRepository(BookingItem).update({ id: items[0].id }, { ticketUrl });
      return booking;
    };

    it('is offered to everyone who sees the booking', async () => {
      const booking = await withTicket('approved', 'https://tickets.example.test/t.pdf');
      for (const token of [as.fullAdmin, as.support, as.readAdmin, as.agent]) {
        expect((await detail(booking.id, token)).allowedActions).toContain('ticketLink');
      }
    });

    it.each([
      ['approved without a ticket url', 'approved', null],
      ['pending with a ticket url', 'pending', 'https://tickets.example.test/t.pdf'],
    ] as const)('is not offered for a booking %s', async (_case, status, ticketUrl) => {
      const booking = await withTicket(status, ticketUrl);
      for (const token of [as.fullAdmin, as.agent]) {
        expect((await detail(booking.id, token)).allowedActions).not.toContain('ticketLink');
      }
    });
  });

  it('lets only a full admin approve a declined booking: support and the supplier are refused with the reason', async () => {
    const { booking } = await insertBooking(t, { ...fx, status: 'declined', declineReason: 'fullyBooked' });
    expect((await detail(booking.id)).allowedActions).toContain('approve');
    for (const token of [as.support, as.agent]) {
      expect((await detail(booking.id, token)).allowedActions).not.toContain('approve');
      const refused = await command(booking.id, 'approve', token, { version: 1 }).expect(409);
      expect(refused.body).toMatchObject({ code: 'TransitionRefused', message: 'Only a full admin can approve a declined booking.' });
    }
    expect(await detail(booking.id)).toMatchObject({ status: 'declined', version: 1 });
    const approved = await command(booking.id, 'approve', as.fullAdmin, { version: 1 }).expect(200);
    expect(approved.body).toMatchObject({ status: 'approved', customerStatus: 'approved', version: 2 });
  });

  it('lets a full admin re-approve an approved booking; support may not', async () => {
    const { booking } = await insertBooking(t, { ...fx, status: 'approved', customerStatus: 'approved', approveMethod: 'manual' });
    expect((await detail(booking.id)).allowedActions).toContain('reapprove');
    expect((await detail(booking.id, as.support)).allowedActions).not.toContain('reapprove');
    const refused = await command(booking.id, 'reapprove', as.support, { version: 1 }).expect(409);
    expect(refused.body.message).toBe('Your role does not allow this action on a booking.');
    const re = await command(booking.id, 'reapprove', as.fullAdmin, { version: 1, bookingCode: 'PNR-RE-1' }).expect(200);
    expect(re.body).toMatchObject({ status: 'approved', customerStatus: 'approved', version: 2, supplierBookingCode: 'PNR-RE-1' });
    expect(re.body.history.map((h: { action: string }) => h.action)).toEqual(['reapproved']);
  });
});
