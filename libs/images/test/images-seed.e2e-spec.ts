import { Role } from '@farebox/domain';
import { createUser, seedDemo, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { demoImageId } from '../../../apps/api/src/seed/images.seed.js';
import { demoZoneId } from '../../../apps/api/src/seed/geo-areas.js';

describe('images demo seed', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Admin }))}`;
  }, 120_000);
  afterAll(() => t.close());

  it('draws pictures and a PDF template with their thumbnails, attaches some to zones and a province, once', async () => {
    const first = await seedDemo(t);
    expect(first.images).toBe(6 + 6);
    const list = await t.http.get('/api/files').set('Authorization', admin).expect(200);
    expect(list.body.meta.total).toBe(6);
    expect(list.body.data[0]).toMatchObject({ originalName: 'boarding-pass-template.pdf', type: 'template', processing: 'ready' });
    for (const image of list.body.data) {
      expect(image.thumbnailUrl).not.toBeNull();
      await t.http.get(image.thumbnailUrl).expect(200).expect('Content-Type', 'image/webp');
    }
    const pictures = await t.http
      .get(`/api/pictures/zone/${demoZoneId(1)}`)
      .set('Authorization', admin)
      .expect(200);
    expect(pictures.body.map((p: { imageId: string; isMain: boolean }) => [p.imageId, p.isMain])).toEqual([
      [demoImageId(1), true],
      [demoImageId(3), false],
    ]);
    expect((await seedDemo(t)).images).toBe(0);
  });
});
