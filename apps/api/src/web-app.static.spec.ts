import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { HASHED_ASSET_CACHE, INDEX_CACHE, webApp } from './web-app.static.js';

const SCRIPT = 'export const answer = 42;\n'.repeat(50);

describe('serving the built web app', () => {
  let dist: string;
  let app: express.Express;

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'assets', 'index-abc.js'), SCRIPT);
    writeFileSync(join(dist, 'assets', 'index-abc.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, 'assets', 'index-abc.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(dist, 'assets', 'plain-abc.css'), 'body{}');
    app = express();
    app.use(webApp(dist));
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('sends the precompressed file for Accept-Encoding %s, as JavaScript, cached for a year', async (accept, encoding) => {
    const res = await request(app).get('/assets/index-abc.js').set('Accept-Encoding', accept);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.text).toBe(SCRIPT);
  });

  it('sends the plain file when no encoding is accepted or none was built, still cached for a year', async () => {
    const plain = await request(app).get('/assets/index-abc.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
    const css = await request(app).get('/assets/plain-abc.css').set('Accept-Encoding', 'br');
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
  });

  it('answers client routes with index.html revalidated on every load, but not /api paths or missing assets', async () => {
    const page = await request(app).get('/bookings?page=2');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe(INDEX_CACHE);
    expect(page.text).toContain('<title>app</title>');
    expect((await request(app).get('/api/nothing')).status).toBe(404);
    expect((await request(app).get('/assets/gone-123.js')).status).toBe(404);
  });

  it('leaves every /api path to the API without looking on disk: a file under dist/api is not served', async () => {
    mkdirSync(join(dist, 'api'), { recursive: true });
    writeFileSync(join(dist, 'api', 'health'), 'a file');
    writeFileSync(join(dist, 'api.txt'), 'beside the API');
    expect((await request(app).get('/api/health')).status).toBe(404);
    expect((await request(app).get('/api')).status).toBe(404);
    expect((await request(app).get('/api.txt')).text).toBe('beside the API');
  });
});
