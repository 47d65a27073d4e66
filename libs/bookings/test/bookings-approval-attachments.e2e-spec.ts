import {
  bookingBody,
  bookingCallers,
  bookingFixture,
  createBookingThroughApi,
  startTestApp,
  type BookingCallers,
  type BookingFixture,
  type TestApp,
} from '@farebox/testing';

/** A minimal PDF: what file-type recognises by content. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const REQUIRED = { bookingCode: false, seatsNumber: false, qrCodes: false, requiredAttachments: true };

describe('approval attachments (spec 3.1 approvalAttachements, approval inputs)', () => {
  let t: TestApp;
  let fx: BookingFixture;
  let as: BookingCallers;
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const upload = (bookingId: string, token: string, content: Buffer, filename: string) =>
    t.http.post(`/api/bookings/${bookingId}/attachments`).set(auth(token)).attach('file', content, filename);
  const newBooking = () => createBookingThroughApi(t, as.fullAdmin, bookingBody(fx.line, fx.trip));

  beforeAll(async () => {
    t = await startTestApp();
    fx = await bookingFixture(t, { approvalInputs: REQUIRED });
    as = await bookingCallers(t, fx.company);
  });
  afterAll(() => t.close());

  it("refuses the approval without an attachment when the product requires them: 'This field is required.'", async () => {
    const b = await newBooking();
    expect(b.approvalRequirements).toMatchObject({ attachments: true });
    expect(b.approvalAttachments).toEqual([]);
    const res = await t.http.post(`/api/bookings/${b.id}/approve`).set(auth(as.agent)).send({ version: 1 }).expect(400);
    expect(res.body.details).toEqual([{ field: 'attachments', message: 'This field is required.' }]);
    const none = await t.http.post(`/api/bookings/${b.id}/approve`).set(auth(as.agent)).send({ version: 1, attachmentIds: [] }).expect(400);
    expect(none.body.details).toEqual([{ field: 'attachments', message: 'This field is required.' }]);
  });

  it('approves with uploaded files, lists them on the booking and lets its readers download them', async () => {
    const b = await newBooking();
    const pdf = await upload(b.id, as.agent, PDF, 'ticket 1.pdf').expect(201);
    expect(pdf.body).toMatchObject({ fileName: 'ticket 1.pdf', contentType: 'application/pdf', size: PDF.length, attachedAt: null });
    // The declared name and type do not matter: the content decides.
    const png = await t.http
      .post(`/api/bookings/${b.id}/attachments`)
      .set(auth(as.agent))
      .attach('file', PNG, { filename: '../../boarding.txt', contentType: 'text/plain' })
      .expect(201);
    expect(png.body).toMatchObject({ fileName: 'boarding.txt', contentType: 'image/png' });
    // Uploaded but not yet approved: not part of the booking's record.
    expect((await t.http.get(`/api/bookings/${b.id}`).set(auth(as.fullAdmin)).expect(200)).body.approvalAttachments).toEqual([]);

    const approved = await t.http
      .post(`/api/bookings/${b.id}/approve`)
      .set(auth(as.agent))
      .send({ version: 1, attachmentIds: [pdf.body.id, png.body.id] })
      .expect(200);
    expect(approved.body).toMatchObject({ status: 'approved', approvalRequirements: { attachments: false } });
    expect(approved.body.approvalAttachments.map((a: { id: string; attachedAt: string | null }) => [a.id, !!a.attachedAt])).toEqual([
      [pdf.body.id, true],
      [png.body.id, true],
    ]);

    for (const token of [as.agent, as.support, as.readAdmin, as.fullAdmin]) {
      const file = await t.http
        .get(`/api/bookings/${b.id}/attachments/${pdf.body.id}`)
        .set(auth(token))
        .buffer(true)
        .parse((res, cb) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => cb(null, Buffer.concat(chunks)));
        });
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toMatch(/^application\/pdf/);
      expect(file.headers['content-disposition']).toBe('attachment; filename="ticket 1.pdf"');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
    }
    expect((await t.http.get(`/api/bookings/${b.id}/attachments/${pdf.body.id}`).set(auth(as.otherAgent))).status).toBe(403);
    expect((await t.http.get(`/api/bookings/${b.id}/attachments/${b.id}`).set(auth(as.agent))).status).toBe(404);

    // Re-approving (full admin) needs no new file: the booking has its attachments.
    const again = await t.http.post(`/api/bookings/${b.id}/reapprove`).set(auth(as.fullAdmin)).send({ version: 2 });
    expect(again.status).toBe(200);
  });

  it('checks files by content and size, and takes only uploads of the same booking', async () => {
    const b = await newBooking();
    const fake = await upload(b.id, as.agent, Buffer.from('<html><script>alert(1)</script></html>'), 'ticket.pdf').expect(400);
    expect(fake.body).toMatchObject({ code: 'InvalidAttachment', message: 'The file must be a PDF or a PNG, JPEG or WebP image.' });
    const big = await upload(b.id, as.agent, Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'big.pdf').expect(413);
    expect(big.body).toMatchObject({ code: 'PayloadTooLarge', message: 'A file must be at most 10 MB.' });
    const empty = await t.http.post(`/api/bookings/${b.id}/attachments`).set(auth(as.agent)).field('other', 'x').expect(400);
    expect(empty.body.details).toEqual([{ field: 'file', message: 'This field is required.' }]);

    const other = await newBooking();
    const foreign = await upload(other.id, as.agent, PDF, 'other.pdf').expect(201);
    const res = await t.http
      .post(`/api/bookings/${b.id}/approve`)
      .set(auth(as.agent))
      .send({ version: 1, attachmentIds: [foreign.body.id] })
      .expect(400);
    expect(res.body.details).toEqual([{ field: 'attachments', message: 'Some files were not uploaded for this booking: upload them again.' }]);
    expect((await t.http.get(`/api/bookings/${b.id}`).set(auth(as.agent))).body.status).toBe('pending');
  });

  it('lets only who may approve the booking now upload for it', async () => {
    const b = await newBooking();
    expect((await upload(b.id, as.otherAgent, PDF, 'a.pdf')).status).toBe(403);
    expect((await upload(b.id, as.readAdmin, PDF, 'a.pdf')).status).toBe(403);
    await t.http.post(`/api/bookings/${b.id}/decline`).set(auth(as.agent)).send({ version: 1, reason: 'fullyBooked' }).expect(200);
    const late = await upload(b.id, as.agent, PDF, 'a.pdf').expect(409);
    expect(late.body.message).toBe('Only a full admin can approve a declined booking.');
    expect((await upload(b.id, as.fullAdmin, PDF, 'a.pdf')).status).toBe(201);
  });

  it('asks nothing of a product without required attachments', async () => {
    const plain = await bookingFixture(t);
    const b = await createBookingThroughApi(t, as.fullAdmin, bookingBody(plain.line, plain.trip));
    expect(b.approvalRequirements).toMatchObject({ attachments: false });
    const callers = await bookingCallers(t, plain.company);
    await t.http.post(`/api/bookings/${b.id}/approve`).set(auth(callers.agent)).send({ version: 1 }).expect(200);
  });
});
