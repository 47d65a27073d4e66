import { Role } from '@farebox/domain';
import { createCity, createCountry, createUser, tokenFor, startTestApp, type TestApp } from '@farebox/testing';

describe('slug history: every slug change is kept and redirect/station-history resolves old slugs', () => {
  let t: TestApp;
  let support: string;
  let agent: string;

  beforeAll(async () => {
    t = await startTestApp();
    support = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Support }))}`;
    agent = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Agent }))}`;
  });
  afterAll(() => t.close());

  const resolve = (referencedModel: string, id: string, auth = support) =>
    t.http.get('/api/redirect/station-history').query({ referencedModel, id }).set('Authorization', auth);
  const renameSlug = (table: string, id: string, slug: string) => t.dataSource.query(`UPDATE ${table} SET slug = $2 WHERE id = $1`, [id, slug]);

  it('resolves a former slug, the current slug and the id to the current slug, with the history oldest first', async () => {
    const country = await createCountry(t, { code: 'KH', name: 'Cambodia', slug: 'kampuchea' });
    await renameSlug('country', country.id, 'cambodia-old');
    await renameSlug('country', country.id, 'cambodia');
    const expected = {
      referencedModel: 'country',
      id: country.id,
      slug: 'cambodia',
      history: [
        { previousSlug: 'kampuchea', newSlug: 'cambodia-old', createdAt: expect.any(String) },
        { previousSlug: 'cambodia-old', newSlug: 'cambodia', createdAt: expect.any(String) },
      ],
    };
    for (const id of ['kampuchea', 'cambodia-old', 'cambodia', country.id]) expect((await resolve('country', id).expect(200)).body).toEqual(expected);
  });

  it('records nothing when a save keeps the slug', async () => {
    const country = await createCountry(t, { code: 'LA', name: 'Laos', slug: 'laos', capital: 'Vientiane' });
    await t.dataSource.query(`UPDATE country SET slug = slug, capital = 'Luang Prabang' WHERE id = $1`, [country.id]);
    expect((await resolve('country', 'laos').expect(200)).body.history).toEqual([]);
  });

  it('prefers the entity that has a slug now over one that had it before, and the latest former owner', async () => {
    const first = await createCity(t, { slug: 'old-town' });
    await renameSlug('city', first.id, 'first-city');
    const second = await createCity(t, { slug: 'second-city' });
    await renameSlug('city', second.id, 'old-town');
    expect((await resolve('city', 'old-town').expect(200)).body).toMatchObject({ id: second.id, slug: 'old-town' });
    await renameSlug('city', second.id, 'second-city');
    expect((await resolve('city', 'old-town').expect(200)).body).toMatchObject({ id: second.id, slug: 'second-city' });
    expect((await resolve('city', 'first-city').expect(200)).body).toMatchObject({ id: first.id, slug: 'first-city' });
  });

  it('answers 404 for an unknown slug or id, 400 for an unknown model, and refuses agents', async () => {
    expect((await resolve('country', 'atlantis').expect(404)).body.message).toBe('The country atlantis not found');
    await resolve('country', '3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f11').expect(404);
    await resolve('planet', 'earth').expect(400);
    await resolve('country', 'cambodia', agent).expect(403);
  });
});
