import fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { HASHED_ASSET_CACHE, INDEX_CACHE, registerWebApp } from './web-app.static.js';

const SCRIPT = 'export const answer = 42;\n'.repeat(50);

describe('serving the built web app', () => {
  let dist: string;
  let app: FastifyInstance;
  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'api'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, 'assets', 'app-abc.js'), SCRIPT);
    writeFileSync(join(dist, 'assets', 'app-abc.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, 'assets', 'app-abc.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(dist, 'assets', 'plain-abc.css'), 'body{}');
    writeFileSync(join(dist, 'api', 'health'), 'a file');
    writeFileSync(join(dist, 'api.txt'), 'beside the API');
    app = fastify();
    await registerWebApp(app, dist);
    // What Nest sets at app.init(), after the modules' onModuleInit.
    app.setNotFoundHandler((request, reply) => reply.code(404).send({ statusCode: 404, message: `Cannot ${request.method} ${request.url}` }));
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ])('sends the precompressed file for Accept-Encoding %s, as JavaScript, cached for a year', async (accept, encoding, decompress) => {
    const res = await get('/assets/app-abc.js', accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    // @fastify/send's mime table says application/javascript (Express said text/javascript): both run as scripts.
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decompress(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file when no encoding is accepted or none was built, still cached for a year', async () => {
    for (const accept of [undefined, 'identity']) {
      const plain = await get('/assets/app-abc.js', accept);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
    }
    const css = await get('/assets/plain-abc.css', 'br, gzip');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
  });

  it('sends the other files of the build revalidated on every load', async () => {
    const favicon = await get('/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(favicon.headers['cache-control']).toBe(INDEX_CACHE);
    expect((await get('/api.txt')).body).toBe('beside the API');
  });

  it.each(['/', '/bookings/123', '/bookings?page=2'])('answers the client route %s with index.html, revalidated on every load', async (url) => {
    const page = await get(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe(INDEX_CACHE);
    expect(page.body).toContain('<title>app</title>');
  });

  it('answers HEAD like GET, without a body', async () => {
    const asset = await get('/assets/app-abc.js', 'br', 'HEAD');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect(asset.body).toBe('');
    const page = await get('/bookings/123', undefined, 'HEAD');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe(INDEX_CACHE);
    expect(page.body).toBe('');
  });

  it('answers a missing asset with the 404, not index.html (a stale chunk name must fail as a script)', async () => {
    const res = await get('/assets/gone-123.js');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, message: 'Cannot GET /assets/gone-123.js' });
  });

  it.each(['/api', '/api/health', '/api/nothing'])('leaves %s to the API without looking on disk: its 404 handler answers', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, message: `Cannot GET ${url}` });
  });

  it('leaves the API routes and the other methods alone', async () => {
    const api = fastify();
    api.get('/api/health', () => ({ ok: true }));
    await registerWebApp(api, dist);
    expect((await api.inject('/api/health')).json()).toEqual({ ok: true });
    expect((await api.inject({ method: 'POST', url: '/bookings' })).statusCode).toBe(404);
    await api.close();
  });
});
