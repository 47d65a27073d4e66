import { Role } from '@farebox/domain';
import { createCompany, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A real 1x1 GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

describe('companies: logo and cover pictures', () => {
  let t: TestApp;
  let admin: string;
  let company: { id: string };

  beforeAll(async () => {
    t = await startTestApp();
    admin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Admin }))}`;
    company = await createCompany(t, { name: 'Pictured Co' });
  });
  afterAll(() => t.close());

  it('stores a logo checked by content and serves it with the detected type', async () => {
    const res = await t.http
      .put(`/api/companies/${company.id}/logo`)
      .set('Authorization', admin)
      .attach('file', PNG, { filename: 'logo.txt', contentType: 'text/plain' });
    expect(res.status).toBe(200);
    expect(res.body.logoUrl).toMatch(new RegExp(`^/api/companies/${company.id}/logo\\?v=`));
    expect(res.body.version).toBe(1);
    const image = await t.http.get(res.body.logoUrl);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/png/);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(image.body as Buffer, PNG)).toBe(0);
  });

  it('replaces the cover and logs both uploads in the change log', async () => {
    const first = await t.http.put(`/api/companies/${company.id}/cover`).set('Authorization', admin).attach('file', PNG, 'cover.png');
    expect(first.status).toBe(200);
    const second = await t.http.put(`/api/companies/${company.id}/cover`).set('Authorization', admin).attach('file', GIF, 'cover.gif');
    expect(second.status).toBe(200);
    expect(second.body.coverUrl).not.toBe(first.body.coverUrl);
    const image = await t.http.get(`/api/companies/${company.id}/cover`);
    expect(image.headers['content-type']).toMatch(/^image\/gif/);
    const log = await t.http.get(`/api/companies/${company.id}/change-log`).set('Authorization', admin);
    expect(log.body.filter((e: { changes: { field: string }[] }) => e.changes[0].field === 'cover')).toHaveLength(2);
  });

  it('refuses a file that is not an image by content, whatever its name and type say', async () => {
    const res = await t.http
      .put(`/api/companies/${company.id}/logo`)
      .set('Authorization', admin)
      .attach('file', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), { filename: 'evil.png', contentType: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'InvalidImage', message: 'The file must be a PNG, JPEG, WebP or GIF image.' });
    expect(res.body.details).toEqual([{ field: 'file', message: 'The file must be a PNG, JPEG, WebP or GIF image.' }]);
  });

  it('refuses a request without a file', async () => {
    const res = await t.http.put(`/api/companies/${company.id}/logo`).set('Authorization', admin).field('other', 'x');
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'file', message: 'This field is required.' }]);
  });

  it('refuses a picture over 2 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await t.http.put(`/api/companies/${company.id}/logo`).set('Authorization', admin).attach('file', big, 'big.png');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'PayloadTooLarge', message: 'The picture must be at most 2 MB.' });
  });

  it('answers 404 for a company without that picture or an unknown company', async () => {
    const bare = await createCompany(t);
    expect((await t.http.get(`/api/companies/${bare.id}/logo`)).status).toBe(404);
    expect((await t.http.put('/api/companies/3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f11/logo').set('Authorization', admin).attach('file', PNG, 'a.png')).status).toBe(
      404,
    );
  });
});
