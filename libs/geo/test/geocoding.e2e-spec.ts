import { Role } from '@farebox/domain';
import { createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { startGeocoder } from '../../../apps/simulators/geocoder.mjs';

type Simulator = Awaited<ReturnType<typeof startGeocoder>>;
const searched = async (geocoder: Simulator) =>
  ((await (await fetch(`${geocoder.url}/_simulator/requests`)).json()) as { requests: { q: string; at: number }[] }).requests;

describe('geocoding: address and area search through the Nominatim protocol, cached, spaced, or 503 when not configured', () => {
  let geocoder: Simulator;
  let t: TestApp;
  let support: string;
  let agent: string;

  beforeAll(async () => {
    geocoder = await startGeocoder();
    // The spacing of the public Nominatim (one request a second), asked for explicitly of the simulator.
    t = await startTestApp({ GEOCODER_URL: geocoder.url, GEOCODER_MIN_INTERVAL_MS: '1000', MAP_STYLE_URL: '/tiles/style.json' });
    support = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Support }))}`;
    agent = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Agent }))}`;
  });
  afterAll(async () => {
    await t.close();
    await geocoder.close();
  });

  const geocode = (query: object, auth = support) => t.http.get('/api/geo/geocode').query(query).set('Authorization', auth);

  it('finds addresses with their coordinates, and areas with their outline', async () => {
    const address = await geocode({ q: 'Hua Lamphong Bangkok' }).expect(200);
    expect(address.body).toEqual([
      { label: 'Hua Lamphong Railway Station, 1 Rong Muang Rd, Pathum Wan, Bangkok 10330, Thailand', lat: 13.7393, lng: 100.517, polygon: null },
    ]);
    const areas = await geocode({ q: 'khao san', kind: 'area' }).expect(200);
    expect(areas.body).toEqual([
      {
        label: 'Khao San Road, Talat Yot, Phra Nakhon, Bangkok 10200, Thailand',
        lat: 13.7588,
        lng: 100.4973,
        polygon: { type: 'Polygon', coordinates: [expect.arrayContaining([[100.494517, 13.756097]])] },
      },
    ]);
    // An area search answers only places with an outline.
    expect((await geocode({ q: 'Hua Lamphong', kind: 'area' }).expect(200)).body).toEqual([]);
  });

  it('answers a repeated search from the cache, and spaces the requests that reach the geocoder by a second', async () => {
    await fetch(`${geocoder.url}/_simulator/reset`, { method: 'POST' });
    await Promise.all([geocode({ q: 'Ekkamai' }).expect(200), geocode({ q: 'Chalong Pier' }).expect(200), geocode({ q: 'Silom', kind: 'area' }).expect(200)]);
    const again = await geocode({ q: 'ekkamai' }).expect(200);
    expect(again.body[0].label).toMatch(/^Ekkamai Bus Terminal/);
    const requests = await searched(geocoder);
    expect(requests.map((r) => r.q).sort()).toEqual(['Chalong Pier', 'Ekkamai', 'Silom']);
    const times = requests.map((r) => r.at).sort((a, b) => a - b);
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(990);
  });

  it('tells every signed-in back-office user where the maps take their style from', async () => {
    expect((await t.http.get('/api/geo/map-settings').set('Authorization', agent).expect(200)).body).toEqual({ styleUrl: '/tiles/style.json' });
    await t.http.get('/api/geo/map-settings').expect(401);
  });

  it('refuses a short query, and everyone but staff and agents (who see their company on a map)', async () => {
    expect((await geocode({ q: 'a' }).expect(400)).body.code).toBe('ValidationFailed');
    await geocode({ q: 'Bangkok', kind: 'street' }).expect(400);
    expect((await geocode({ q: '99 Rassada Road, Phuket, Thailand' }, agent).expect(200)).body).toEqual([
      { label: '99 Rassada Road, Rassada, Mueang Phuket District, Phuket 83000, Thailand', lat: 7.8869, lng: 98.4001, polygon: null },
    ]);
    const editor = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ContentEditor }))}`;
    await geocode({ q: 'Bangkok' }, editor).expect(403);
    await t.http.get('/api/geo/geocode').query({ q: 'Bangkok' }).expect(401);
  });

  it('answers 503 GeocoderNotConfigured without GEOCODER_URL, and 502 when the geocoder does not answer', async () => {
    const unconfigured = await startTestApp({ GEOCODER_URL: '', MAP_STYLE_URL: '' });
    try {
      const token = `Bearer ${await tokenFor(unconfigured, await createUser(unconfigured, { role: Role.Admin }))}`;
      const res = await unconfigured.http.get('/api/geo/geocode').query({ q: 'Bangkok' }).set('Authorization', token).expect(503);
      expect(res.body).toMatchObject({ code: 'GeocoderNotConfigured', message: 'Address search is not configured (GEOCODER_URL is not set).' });
      expect((await unconfigured.http.get('/api/geo/map-settings').set('Authorization', token).expect(200)).body).toEqual({ styleUrl: null });
    } finally {
      await unconfigured.close();
    }
    const down = await startTestApp({ GEOCODER_URL: 'http://127.0.0.1:9' });
    try {
      const token = `Bearer ${await tokenFor(down, await createUser(down, { role: Role.Admin }))}`;
      expect((await down.http.get('/api/geo/geocode').query({ q: 'Bangkok' }).set('Authorization', token).expect(502)).body.code).toBe('GeocoderUnavailable');
    } finally {
      await down.close();
    }
  });
});
