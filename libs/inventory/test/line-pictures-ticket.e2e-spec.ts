import { randomUUID } from 'node:crypto';
import { ImageMessage, LineInfoMessage, Role } from '@farebox/domain';
import { createAgent, createLine, createSupplier, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

describe('inventory: line editor tab 3 (Pictures & Ticket)', () => {
  let t: TestApp;
  let admin: string;
  let support: string;
  let readAdmin: string;
  let agent: string;
  let otherAgent: string;
  let operatorId: string;

  beforeAll(async () => {
    t = await startTestApp();
    const operator = await createSupplier(t);
    operatorId = operator.id;
    admin = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
    support = await tokenFor(t, await createUser(t, { role: Role.Support }));
    readAdmin = await tokenFor(t, await createUser(t, { role: Role.ReadAdmin, isFullAdmin: true }));
    agent = await tokenFor(t, await createAgent(t, operator));
    otherAgent = await tokenFor(t, await createAgent(t, await createSupplier(t)));
  });
  afterAll(() => t.close());

  /** An image row as an upload leaves it (the files themselves are not read by these routes). */
  async function image(type: 'picture' | 'template', name: string): Promise<string> {
    const id = randomUUID();
    const ext = type === 'template' ? 'pdf' : 'jpg';
    await t.dataSource.query(
      `INSERT INTO image (id, type, ext, content_type, storage_key, original_name, size, processing) VALUES ($1, $2, $3, $4, $5, $6, 100, 'ready')`,
      [id, type, ext, type === 'template' ? 'application/pdf' : 'image/jpeg', `images/${id}/tok${id.slice(0, 8)}.${ext}`, name],
    );
    return id;
  }

  const line = () => createLine(t, { companyId: operatorId });
  const get = (token: string, id: string) => t.http.get(`/api/lines/${id}/pictures-ticket`).set('Authorization', `Bearer ${token}`);
  const put = (token: string, id: string, body: object) => t.http.put(`/api/lines/${id}/pictures-ticket`).set('Authorization', `Bearer ${token}`).send(body);
  const form = (version: number, over: object = {}) => ({
    version,
    pictures: [],
    ticketTemplateId: null,
    approvalInputDefinitions: { bookingCode: false, seatsNumber: false, qrCodes: false },
    needApprovalAttachments: false,
    ...over,
  });

  it('answers an untouched line with no pictures, no template and no approval inputs', async () => {
    const l = await line();
    expect((await get(admin, l.id).expect(200)).body).toEqual({
      lineId: l.id,
      version: 1,
      pictures: [],
      ticketTemplate: null,
      approvalInputDefinitions: { bookingCode: false, seatsNumber: false, qrCodes: false },
      needApprovalAttachments: false,
    });
  });

  it('saves pictures, the ticket template and approval inputs in one version with one change-log entry', async () => {
    const l = await line();
    const p1 = await image('picture', 'beach.jpg');
    const p2 = await image('picture', 'bus.jpg');
    const pdf = await image('template', 'ticket.pdf');
    const body = form(1, {
      pictures: [
        { imageId: p1, isMain: false },
        { imageId: p2, isMain: true },
      ],
      ticketTemplateId: pdf,
      approvalInputDefinitions: { bookingCode: true, seatsNumber: true, qrCodes: false },
      needApprovalAttachments: true,
    });
    const saved = await put(admin, l.id, body).expect(200);
    expect(saved.body).toMatchObject({
      version: 2,
      pictures: [
        { imageId: p1, isMain: false, position: 0 },
        { imageId: p2, isMain: true, position: 1 },
      ],
      ticketTemplate: { id: pdf, originalName: 'ticket.pdf', url: expect.stringContaining(`/api/files/${pdf}/`) },
      approvalInputDefinitions: { bookingCode: true, seatsNumber: true, qrCodes: false },
      needApprovalAttachments: true,
    });
    expect((await get(readAdmin, l.id).expect(200)).body).toEqual(saved.body);
    // Booking approval reads the same jsonb, with the attachments flag under its old name.
    const [row] = await t.dataSource.query(`SELECT approval_inputs FROM line WHERE id = $1`, [l.id]);
    expect(row.approval_inputs).toEqual({ bookingCode: true, seatsNumber: true, qrCodes: false, requiredAttachments: true });
    const log = await t.http.get(`/api/lines/${l.id}/change-log`).set('Authorization', `Bearer ${admin}`).expect(200);
    expect(log.body[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'pictures', from: '', to: 'beach.jpg, bus.jpg (main)' },
        { field: 'ticketTemplate', from: null, to: 'ticket.pdf' },
        { field: 'approvalInputDefinitions.bookingCode', from: false, to: true },
        { field: 'needApprovalAttachments', from: false, to: true },
      ]),
    );
    // The same form again changes nothing.
    expect((await put(admin, l.id, { ...body, version: 2 }).expect(200)).body.version).toBe(2);
    // The pictures are libs/images pictures of the line.
    const pictures = await t.http.get(`/api/pictures/line/${l.id}`).set('Authorization', `Bearer ${admin}`).expect(200);
    expect(pictures.body.map((p: { imageId: string }) => p.imageId)).toEqual([p1, p2]);
  });

  it('refuses a PDF as a picture, a picture as the ticket template, an unknown template and a list without one main picture', async () => {
    const l = await line();
    const picture = await image('picture', 'p.jpg');
    const pdf = await image('template', 't.pdf');
    const message = async (over: object) => (await put(admin, l.id, form(1, over)).expect(400)).body.details.map((d: { message: string }) => d.message);
    expect(await message({ pictures: [{ imageId: pdf, isMain: true }] })).toEqual([ImageMessage.NotAPicture]);
    expect(await message({ pictures: [{ imageId: picture, isMain: false }] })).toEqual([ImageMessage.OneMain]);
    expect(await message({ ticketTemplateId: picture })).toEqual([LineInfoMessage.NotATemplate]);
    expect(await message({ ticketTemplateId: randomUUID() })).toEqual([LineInfoMessage.UnknownTemplate]);
    expect((await get(admin, l.id).expect(200)).body.version).toBe(1);
  });

  it('answers 409 EditConflict with what changed since on a stale version', async () => {
    const l = await line();
    await put(admin, l.id, form(1, { needApprovalAttachments: true })).expect(200);
    const res = await put(admin, l.id, form(1, { approvalInputDefinitions: { bookingCode: true, seatsNumber: false, qrCodes: false } })).expect(409);
    expect(res.body.code).toBe('EditConflict');
    expect(res.body.details.changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'needApprovalAttachments', from: false, to: true })]));
  });

  it('lets full admins write; support and read-admin read; an agent reads its own line only; another company 404', async () => {
    const l = await line();
    await get(support, l.id).expect(200);
    await get(readAdmin, l.id).expect(200);
    await get(agent, l.id).expect(200);
    await get(otherAgent, l.id).expect(404);
    for (const token of [support, readAdmin, agent, otherAgent]) await put(token, l.id, form(1, { needApprovalAttachments: true })).expect(403);
    // The generic pictures route refuses a non-full admin for a line too.
    const picture = await image('picture', 'q.jpg');
    await t.http
      .put(`/api/pictures/line/${l.id}`)
      .set('Authorization', `Bearer ${support}`)
      .send({ pictures: [{ imageId: picture, isMain: true }] })
      .expect(403);
    expect((await get(admin, l.id).expect(200)).body).toMatchObject({ version: 1, pictures: [], needApprovalAttachments: false });
  });

  it('refuses to delete a template that is a ticket template, naming the line; the row itself clears it when removed', async () => {
    const l = await line();
    const pdf = await image('template', 'in-use.pdf');
    await put(admin, l.id, form(1, { ticketTemplateId: pdf })).expect(200);
    const refused = await t.http.delete(`/api/files/${pdf}`).set('Authorization', `Bearer ${admin}`).expect(409);
    expect(refused.body.message).toBe(`The image is the template of line ${l.denomination}; it cannot be deleted.`);
    await t.dataSource.query(`DELETE FROM image WHERE id = $1`, [pdf]);
    expect((await get(admin, l.id).expect(200)).body.ticketTemplate).toBeNull();
  });
});
