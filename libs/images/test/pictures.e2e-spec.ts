import { Role, Scope } from '@farebox/domain';
import { createCity, createCountry, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { pdfOf, pngOf, upload } from './image-fixtures.js';

describe('pictures: the ordered pictures of an owner, one main, replace rules, removal with the owner, and access', () => {
  let t: TestApp;
  let admin: string;
  let readAdmin: string;
  let agent: string;
  let zoneId: string;
  let cityId: string;
  let countryId: string;
  let images: string[];
  let template: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Admin, scopes: [Scope.EditProvince] }))}`;
    readAdmin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ReadAdmin }))}`;
    agent = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Agent }))}`;
    const country = await createCountry(t, { code: 'TH', name: 'Thailand' });
    const city = await createCity(t, { countryId: country.id, name: 'Bangkok' });
    cityId = city.id;
    countryId = country.id;
    const zone = await t.http.post('/api/v2/zones').set('Authorization', admin).send({ name: 'Sukhumvit', slug: 'bkk-sukhumvit', cityId }).expect(201);
    zoneId = zone.body.id;
    images = [];
    for (const r of [10, 90, 170]) images.push((await upload(t, admin, await pngOf(64, 48, r), `p${r}.png`).expect(201)).body.id);
    template = (await upload(t, admin, await pdfOf('Voucher'), 'voucher.pdf').expect(201)).body.id;
  });
  afterAll(() => t.close());

  const put = (pictures: object[], auth = admin, owner = `zone/${zoneId}`) =>
    t.http.put(`/api/pictures/${owner}`).set('Authorization', auth).send({ pictures });

  it('starts empty, replaces the ordered list with one main picture, and reads it back in order', async () => {
    expect((await t.http.get(`/api/pictures/zone/${zoneId}`).set('Authorization', readAdmin).expect(200)).body).toEqual([]);
    const saved = await put([
      { imageId: images[2], isMain: false },
      { imageId: images[0], isMain: true },
    ]).expect(200);
    expect(saved.body).toEqual([
      { imageId: images[2], url: expect.stringMatching(`^/api/files/${images[2]}/`), thumbnailUrl: null, isMain: false, position: 0 },
      { imageId: images[0], url: expect.any(String), thumbnailUrl: null, isMain: true, position: 1 },
    ]);
    const read = await t.http.get(`/api/pictures/zone/${zoneId}`).set('Authorization', readAdmin).expect(200);
    expect(read.body).toEqual(saved.body);
    await t.http.get(read.body[0].url).expect(200).expect('Content-Type', 'image/png');
    const reordered = await put([
      { imageId: images[0], isMain: false },
      { imageId: images[1], isMain: false },
      { imageId: images[2], isMain: true },
    ]).expect(200);
    expect(reordered.body.map((p: { imageId: string; isMain: boolean }) => [p.imageId, p.isMain])).toEqual([
      [images[0], false],
      [images[1], false],
      [images[2], true],
    ]);
    expect((await put([]).expect(200)).body).toEqual([]);
  });

  it('answers the main picture of each listed owner in one call, leaving out owners without pictures', async () => {
    const other = await createCity(t, { countryId, name: 'Chiang Mai' });
    await put(
      [
        { imageId: images[0], isMain: false },
        { imageId: images[1], isMain: true },
      ],
      admin,
      `city/${cityId}`,
    ).expect(200);
    const covers = await t.http.get(`/api/pictures/covers/city?ownerIds=${cityId},${other.id},not-an-id`).set('Authorization', readAdmin).expect(200);
    expect(covers.body).toEqual([{ ownerId: cityId, imageId: images[1], url: expect.any(String), thumbnailUrl: null, isMain: true, position: 1 }]);
    await t.http.get(`/api/pictures/covers/planet?ownerIds=${cityId}`).set('Authorization', readAdmin).expect(400);
    await t.http.get(`/api/pictures/covers/city?ownerIds=${cityId}`).set('Authorization', agent).expect(403);
    await put([], admin, `city/${cityId}`).expect(200);
  });

  it('refuses no main or two mains, a repeated image, an unknown image and a PDF template, keeping the list', async () => {
    await put([{ imageId: images[0], isMain: true }]).expect(200);
    const message = async (pictures: object[]) => (await put(pictures).expect(400)).body.message;
    expect(await message([{ imageId: images[1], isMain: false }])).toBe('Mark exactly one picture as the main picture.');
    expect(
      await message([
        { imageId: images[1], isMain: true },
        { imageId: images[2], isMain: true },
      ]),
    ).toBe('Mark exactly one picture as the main picture.');
    expect(
      await message([
        { imageId: images[1], isMain: true },
        { imageId: images[1], isMain: false },
      ]),
    ).toBe('A picture can be chosen only once.');
    expect(await message([{ imageId: '3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f11', isMain: true }])).toBe('Choose pictures from the image list.');
    expect(await message([{ imageId: 'not-an-id', isMain: true }])).toBe('Choose pictures from the image list.');
    expect(await message([{ imageId: template, isMain: true }])).toBe('A PDF template cannot be used as a picture.');
    const kept = await t.http.get(`/api/pictures/zone/${zoneId}`).set('Authorization', admin).expect(200);
    expect(kept.body).toEqual([expect.objectContaining({ imageId: images[0], isMain: true })]);
  });

  it('serialises racing replaces of one owner: both succeed and the last one wins whole', async () => {
    const first = [
      { imageId: images[0], isMain: true },
      { imageId: images[1], isMain: false },
    ];
    const second = [
      { imageId: images[2], isMain: false },
      { imageId: images[1], isMain: true },
    ];
    const answers = await Promise.all([put(first), put(second), put(first), put(second)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const kept = (await t.http.get(`/api/pictures/zone/${zoneId}`).set('Authorization', admin).expect(200)).body;
    const ids = kept.map((p: { imageId: string; isMain: boolean }) => ({ imageId: p.imageId, isMain: p.isMain }));
    expect([first, second]).toContainEqual(ids);
  });

  it('answers 404 for an unknown owner and 400 for an unknown owner type', async () => {
    const missing = '3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f11';
    expect((await t.http.get(`/api/pictures/zone/${missing}`).set('Authorization', admin).expect(404)).body.message).toBe(`the zone: ${missing} is not found.`);
    await put([{ imageId: images[0], isMain: true }], admin, `province/${missing}`).expect(404);
    await t.http.get(`/api/pictures/galaxy/${zoneId}`).set('Authorization', admin).expect(400);
    // A city is a registered owner kind as well.
    await put([{ imageId: images[1], isMain: true }], admin, `city/${cityId}`).expect(200);
  });

  it('refuses to delete an image used as a picture, naming where, and removes the pictures with their zone', async () => {
    await put([
      { imageId: images[0], isMain: true },
      { imageId: images[1], isMain: false },
    ]).expect(200);
    expect((await t.http.delete(`/api/files/${images[0]}`).set('Authorization', admin).expect(409)).body.message).toBe(
      'The image is a picture of zone Sukhumvit; it cannot be deleted.',
    );
    expect((await t.http.delete(`/api/files/${images[1]}`).set('Authorization', admin).expect(409)).body.message).toBe(
      'The image is a picture of city Bangkok, zone Sukhumvit; it cannot be deleted.',
    );
    await t.http.delete(`/api/v2/zones/${zoneId}`).set('Authorization', admin).expect(204);
    await t.http.delete(`/api/files/${images[0]}`).set('Authorization', admin).expect(204);
    await t.http.get(`/api/files/${images[0]}`).set('Authorization', admin).expect(404);
  });

  it('lets staff read and staff writers replace; an agent neither', async () => {
    await put([], readAdmin, `city/${cityId}`).expect(403);
    await t.http.get(`/api/pictures/city/${cityId}`).set('Authorization', agent).expect(403);
    await put([], agent, `city/${cityId}`).expect(403);
    await t.http.get(`/api/pictures/city/${cityId}`).expect(401);
    // A province's pictures are part of its edit: the edit-province scope as well.
    const province = await t.http.post('/api/v2/provinces').set('Authorization', admin).send({ name: 'Bangkok Province', countryId, cityIds: [] });
    expect(province.status).toBe(201);
    const support = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Support }))}`;
    const refused = await put([{ imageId: images[1], isMain: true }], support, `province/${province.body.id}`).expect(403);
    expect(refused.body.message).toBe('You may not change the pictures of a province.');
    await put([{ imageId: images[1], isMain: true }], admin, `province/${province.body.id}`).expect(200);
  });
});
