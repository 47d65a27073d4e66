import { startTestApp, type TestApp } from '@farebox/testing';

describe('error shape and API documentation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers an unknown API path with the one JSON error shape and a request id', async () => {
    const res = await t.http.get('/api/no-such-thing').set('X-Request-Id', 'req-123');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, code: 'NotFound', message: expect.any(String), requestId: 'req-123' });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:|stack/i);
  });

  it('answers a body the framework refuses (malformed JSON) in the same shape, its request id also in X-Request-Id', async () => {
    const res = await t.http.post('/api/auth/forgot-password').set('Content-Type', 'application/json').send('{"identifier": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, code: 'ValidationFailed', message: expect.any(String), requestId: expect.any(String) });
    expect(res.headers['x-request-id']).toBe(res.body.requestId);
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.http.get('/api/docs-json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
  });
});
