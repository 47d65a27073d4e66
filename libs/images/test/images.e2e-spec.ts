import { Role } from '@farebox/domain';
import { createCompany, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { pdfOf, pngOf, upload } from './image-fixtures.js';

describe('images: upload checked by content, list with filters and defaults, edit owner, delete, and access', () => {
  let t: TestApp;
  let admin: string;
  let support: string;
  let readAdmin: string;
  let agent: string;
  let acme: { id: string; name: string };
  let globex: { id: string; name: string };

  beforeAll(async () => {
    t = await startTestApp();
    admin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Admin }))}`;
    support = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Support }))}`;
    readAdmin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ReadAdmin }))}`;
    agent = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Agent }))}`;
    acme = await createCompany(t, { name: 'Acme Buses' });
    globex = await createCompany(t, { name: 'Globex Ferries' });
  });
  afterAll(() => t.close());

  it('accepts a PNG as a picture and a PDF as a template, with the owner company and a pending thumbnail job', async () => {
    const png = await pngOf(320, 200);
    const picture = await upload(t, admin, png, 'beach.png', acme.id).expect(201);
    expect(picture.body).toEqual({
      id: expect.any(String),
      type: 'picture',
      ext: 'png',
      originalName: 'beach.png',
      size: png.length,
      width: null,
      height: null,
      processing: 'pending',
      owner: { id: acme.id, name: 'Acme Buses' },
      url: expect.stringMatching(new RegExp(`^/api/files/${picture.body.id}/[0-9a-f-]{36}/original$`)),
      viewUrl: picture.body.url,
      thumbnailUrl: null,
      createdAt: expect.any(String),
      version: 1,
    });
    const file = await t.http.get(picture.body.url).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(file.body as Buffer, png)).toBe(0);
    const template = await upload(t, support, await pdfOf('Ticket template'), 'ticket.pdf').expect(201);
    expect(template.body).toMatchObject({ type: 'template', ext: 'pdf', owner: null });
    await t.http.get(template.body.url).expect(200).expect('Content-Type', 'application/pdf');
    const jobs = await t.dataSource.query(`SELECT queue, job_name, payload FROM outbox_message WHERE payload->>'imageId' = ANY($1)`, [
      [picture.body.id, template.body.id],
    ]);
    expect(jobs).toHaveLength(2);
    expect(jobs[0]).toMatchObject({ queue: 'images', job_name: 'make-sizes' });
  });

  it('refuses by content a text file named .png, an SVG with a script and a renamed .exe; and a missing file', async () => {
    const message = 'Only images (JPEG, PNG, WebP or GIF) and PDF files can be uploaded.';
    const text = await upload(t, admin, Buffer.from('just some text, not a picture'), 'holiday.png').expect(400);
    expect(text.body).toMatchObject({ code: 'InvalidImage', message, details: [{ field: 'file', message }] });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    expect((await upload(t, admin, svg, 'logo.svg').expect(400)).body.message).toBe(message);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200, 1)]);
    expect((await upload(t, admin, exe, 'photo.jpg').expect(400)).body.message).toBe(message);
    expect((await t.http.post('/api/files').set('Authorization', admin).field('ownerId', '').expect(400)).body.message).toBe('Choose a file to upload.');
    const unknownOwner = await upload(t, admin, await pngOf(8, 8), 'x.png', '3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f11').expect(400);
    expect(unknownOwner.body.details).toEqual([{ field: 'ownerId', message: 'Choose a company from the list.' }]);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([await pngOf(8, 8), Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload(t, admin, big, 'huge.png').expect(413)).body.message).toBe('The file must be at most 10 MB.');
  });

  it('lists newest first, 20 a page, pictures and templates by default, filtered by type and owner', async () => {
    for (let n = 0; n < 3; n += 1) await upload(t, admin, await pngOf(10, 10, n * 40), `globex-${n}.png`, globex.id).expect(201);
    const all = await t.http.get('/api/files').set('Authorization', readAdmin).expect(200);
    expect(all.body.meta).toEqual({ limit: 20, offset: 0, total: 5 });
    expect(all.body.data.map((i: { originalName: string }) => i.originalName)).toEqual([
      'globex-2.png',
      'globex-1.png',
      'globex-0.png',
      'ticket.pdf',
      'beach.png',
    ]);
    const templates = await t.http.get('/api/files').query({ type: 'template' }).set('Authorization', readAdmin).expect(200);
    expect(templates.body.data.map((i: { originalName: string }) => i.originalName)).toEqual(['ticket.pdf']);
    const both = await t.http.get('/api/files?type=picture,template&limit=2&offset=1').set('Authorization', readAdmin).expect(200);
    expect(both.body).toMatchObject({ meta: { limit: 2, offset: 1, total: 5 }, data: [{ originalName: 'globex-1.png' }, { originalName: 'globex-0.png' }] });
    const owned = await t.http.get('/api/files').query({ owner: globex.id, type: 'picture' }).set('Authorization', readAdmin).expect(200);
    expect(owned.body.meta.total).toBe(3);
    expect(owned.body.data.every((i: { owner: { name: string } }) => i.owner.name === 'Globex Ferries')).toBe(true);
    await t.http.get('/api/files').query({ type: 'video' }).set('Authorization', readAdmin).expect(400);
    await t.http.get('/api/files').query({ owner: 'acme' }).set('Authorization', readAdmin).expect(400);
  });

  it('changes and clears the owner from the current version, answering 409 to an older one', async () => {
    const { body: image } = await upload(t, admin, await pngOf(12, 12), 'owned.png', acme.id).expect(201);
    const moved = await t.http.put(`/api/files/${image.id}`).set('Authorization', admin).send({ ownerId: globex.id, version: 1 }).expect(200);
    expect(moved.body).toMatchObject({ owner: { id: globex.id, name: 'Globex Ferries' }, version: 2 });
    const cleared = await t.http.put(`/api/files/${image.id}`).set('Authorization', support).send({ ownerId: null, version: 2 }).expect(200);
    expect(cleared.body).toMatchObject({ owner: null, version: 3 });
    const stale = await t.http.put(`/api/files/${image.id}`).set('Authorization', admin).send({ ownerId: acme.id, version: 2 }).expect(409);
    expect(stale.body).toMatchObject({
      code: 'EditConflict',
      details: { currentVersion: 3, changes: [expect.objectContaining({ field: 'ownerId', to: null })] },
    });
    expect((await t.http.get(`/api/files/${image.id}`).set('Authorization', readAdmin).expect(200)).body.owner).toBeNull();
    const unknown = await t.http.put(`/api/files/${image.id}`).set('Authorization', admin).send({ ownerId: 'nope', version: 3 }).expect(400);
    expect(unknown.body.message).toBe('Choose a company from the list.');
    const missing = '3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f11';
    expect((await t.http.get(`/api/files/${missing}`).set('Authorization', admin).expect(404)).body.message).toBe(`the image: ${missing} is not found.`);
  });

  it('deletes an unused image and its file; a wrong token in a file URL is 404', async () => {
    const { body: image } = await upload(t, admin, await pngOf(12, 12), 'gone.png').expect(201);
    await t.http.get(image.url.replace(/\/[0-9a-f-]{36}\/original$/, '/00000000-0000-4000-8000-000000000000/original')).expect(404);
    await t.http.delete(`/api/files/${image.id}`).set('Authorization', admin).expect(204);
    await t.http.get(image.url).expect(404);
    await t.http.delete(`/api/files/${image.id}`).set('Authorization', admin).expect(404);
  });

  it('lets staff read, staff writers write, and refuses agents and the signed-out', async () => {
    const { body: image } = await upload(t, admin, await pngOf(12, 12), 'access.png').expect(201);
    await upload(t, readAdmin, await pngOf(8, 8), 'ro.png').expect(403);
    await t.http.put(`/api/files/${image.id}`).set('Authorization', readAdmin).send({ ownerId: null, version: 1 }).expect(403);
    await t.http.delete(`/api/files/${image.id}`).set('Authorization', readAdmin).expect(403);
    await t.http.get('/api/files').set('Authorization', agent).expect(403);
    await t.http.get(`/api/files/${image.id}`).set('Authorization', agent).expect(403);
    await upload(t, agent, await pngOf(8, 8), 'agent.png').expect(403);
    await t.http.get('/api/files').expect(401);
  });
});
