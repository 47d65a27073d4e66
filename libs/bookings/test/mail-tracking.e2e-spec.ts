import { jest } from '@jest/globals';
import { Role } from '@farebox/domain';
import { createUser, decodeQuotedPrintable, type TestApp, TestInbox, tokenFor } from '@farebox/testing';
import { BookingEmailLog } from '../src/index.js';
import { createMailBooking, mailTestApp, type MailTestApp } from './mail-fixtures.js';

jest.setTimeout(120_000);

/** Issue 8: the e-mail log's Opens and Clicks count the open pixel and the tracked links of the e-mail sent. */
describe('booking e-mail open and click tracking', () => {
  let t: TestApp;
  let close: MailTestApp['close'];
  const inbox = new TestInbox();
  let admin: string;

  beforeAll(async () => {
    ({ t, close } = await mailTestApp(inbox));
    admin = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
  });
  afterAll(() => close?.());

  const unescape = (href: string) => href.replaceAll('&#38;', '&');
  const pathOf = (url: string) => url.slice(url.indexOf('/api/'));
  const counts = async (id: string) => {
    const row = await t.dataSource.getRepository(BookingEmailLog).findOneByOrFail({ id });
    return { opens: row.opens, clicks: row.clicks };
  };

  it('counts each open and each click of a signed link, redirects only to the signed target, and answers 404 otherwise', async () => {
    const { booking } = await createMailBooking(t);
    const body = 'Hello,\n\nYour travel guide: https://guide.example.com/trip?a=1&b=2\n\nSee you soon.';
    await t.http
      .post('/api/bookings/emails')
      .set('Authorization', `Bearer ${admin}`)
      .send({ bookingIds: [booking.id], subject: 'Your guide', body })
      .expect(202);
    const [mail] = await inbox.waitFor(booking.email);
    const html = decodeQuotedPrintable(mail.raw);
    const pixel = unescape(html.match(/<img src="([^"]+open\.gif[^"]+)"/)![1]);
    const link = unescape(html.match(/<a href="([^"]+\/click\?[^"]+)">https:\/\/guide\.example\.com\/trip\?a=1&#38;b=2<\/a>/)![1]);
    const [row] = await t.dataSource.getRepository(BookingEmailLog).findBy({ bookingId: booking.id });
    expect(mail.text).toContain('https://guide.example.com/trip?a=1&b=2');

    const opened = await t.http.get(pathOf(pixel)).expect(200);
    expect(opened.headers['content-type']).toBe('image/gif');
    expect(opened.headers['cache-control']).toBe('no-store');
    await t.http.get(pathOf(pixel)).expect(200);
    const clicked = await t.http.get(pathOf(link)).expect(302);
    expect(clicked.headers.location).toBe('https://guide.example.com/trip?a=1&b=2');
    expect(await counts(row.id)).toEqual({ opens: 2, clicks: 1 });

    // Forged: another target with the same signature, a signature of another row, or none at all.
    const signature = new URL(link).searchParams.get('s')!;
    await t.http.get(`/api/mail/${row.id}/click`).query({ u: 'https://evil.example.com/', s: signature }).expect(404);
    await t.http.get(pathOf(pixel).replace(row.id, '00000000-0000-4000-8000-000000000000')).expect(404);
    await t.http.get(`/api/mail/${row.id}/open.gif`).expect(404);
    expect(await counts(row.id)).toEqual({ opens: 2, clicks: 1 });

    const log = await t.http.get(`/api/bookings/${booking.id}/emails`).set('Authorization', `Bearer ${admin}`).expect(200);
    expect(log.body).toEqual([expect.objectContaining({ opens: 2, clicks: 1 })]);
  });
});
