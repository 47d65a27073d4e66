import { jest } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '@farebox/testing';

// The API process compiles its sources at start (TypeScript hooks): slow on a loaded machine.
jest.setTimeout(120_000);

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * The request log of the real API process (apps/api/src/main.ts, LOG_LEVEL=info): one JSON line per /api request with
 * the id the response's X-Request-Id names, the path with its query, and no credentials.
 */
describe('request log lines', () => {
  let t: TestApp;
  let api: ChildProcess;
  let base: string;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    api = spawn(process.execPath, ['--import', './libs/inventory/test/support/register-ts.mjs', 'apps/api/src/main.ts'], {
      env: { ...process.env, PORT: String(port), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let pending = '';
    api.stdout!.on('data', (chunk: Buffer) => {
      const text = pending + chunk.toString('utf8');
      const complete = text.split('\n');
      pending = complete.pop() ?? '';
      for (const line of complete) if (line.startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>);
    });
    for (let i = 0; i < 200; i++) {
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('The API did not start');
  });
  afterAll(async () => {
    api?.kill('SIGKILL');
    await t?.close();
  });

  const logged = async (id: string) => {
    for (let i = 0; i < 40 && !lines.some((l) => (l.req as { id?: string } | undefined)?.id === id); i++) await new Promise((r) => setTimeout(r, 50));
    return lines.find((l) => (l.req as { id?: string } | undefined)?.id === id) as {
      req: { url: string; headers: Record<string, string> };
      res: { statusCode: number };
    };
  };

  it('logs an API request under the caller-given id, without its credentials', async () => {
    const res = await fetch(`${base}/api/auth/me?probe=1`, {
      headers: { 'X-Request-Id': 'log-probe-1', Authorization: 'Bearer not-a-token', Cookie: 'farebox_refresh=secret' },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-request-id')).toBe('log-probe-1');
    const line = await logged('log-probe-1');
    expect(line.req.url).toBe('/api/auth/me?probe=1');
    expect(line.res.statusCode).toBe(401);
    expect(line.req.headers.authorization).toBe('[Redacted]');
    expect(line.req.headers.cookie).toBe('[Redacted]');
  });

  it('makes an id when the caller gives none, the same in the header, the error body and the log', async () => {
    const res = await fetch(`${base}/api/no-such-thing`);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(((await res.json()) as { requestId: string }).requestId).toBe(id);
    expect((await logged(id!)).req.url).toBe('/api/no-such-thing');
  });
});
