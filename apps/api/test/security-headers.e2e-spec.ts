import { startTestApp, type TestApp } from '@farebox/testing';

describe('security headers and body limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ BODY_LIMIT_BYTES: String(64 * 1024) });
  });
  afterAll(() => t.close());

  const csp = (value: string) =>
    Object.fromEntries(
      value
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );

  it.each([
    ['an API answer', '/api/health'],
    ['an API error', '/api/no-such-thing'],
    ['the web app', '/'],
    ['a client-side route of the web app', '/bookings'],
  ])('sets them on %s, without X-Powered-By', async (_what, path) => {
    const res = await t.http.get(path);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(csp(res.headers['content-security-policy'])).toEqual({
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'worker-src': ["'self'", 'blob:'],
      'object-src': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it("lets only the API documentation's Swagger UI use inline styles", async () => {
    const res = await t.http.get('/api/docs/');
    expect(res.status).toBe(200);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('refuses a JSON or form body over the limit with 413 in the one error shape', async () => {
    const big = 'x'.repeat(70 * 1024);
    const json = await t.http
      .post('/api/auth/forgot-password')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ identifier: big }));
    expect(json.status).toBe(413);
    expect(json.body).toMatchObject({ status: 413, code: 'PayloadTooLarge' });
    const form = await t.http.post('/api/auth/forgot-password').type('form').send({ identifier: big });
    expect(form.status).toBe(413);
    expect((await t.http.post('/api/auth/forgot-password').send({ identifier: 'x'.repeat(60 * 1024) })).status).toBe(400);
  });
});

describe('security headers served over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ APP_URL: 'https://backoffice.farebox.example' });
  });
  afterAll(() => t.close());

  it('adds HSTS and upgrade-insecure-requests', async () => {
    const res = await t.http.get('/api/health');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toMatch(/(^|;)upgrade-insecure-requests(;|$)/);
  });
});
