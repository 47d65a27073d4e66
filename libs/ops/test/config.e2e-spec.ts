import { startTestApp, type TestApp } from '@farebox/testing';

describe('GET /api/config', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_SITE_URL: 'https://www.farebox.example/' });
  });
  afterAll(async () => {
    await t.close();
    delete process.env.PUBLIC_SITE_URL;
  });

  it('tells anyone, signed in or not, the public site the Track action opens', async () => {
    const res = await t.http.get('/api/config').expect(200);
    expect(res.body).toEqual({ publicSiteUrl: 'https://www.farebox.example', transportsEnabled: true, monitoringEnabled: true, slackConfigured: false });
  });
});
