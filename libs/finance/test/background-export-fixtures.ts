import { spawn, type ChildProcess } from 'node:child_process';
import type { FileExportKind } from '@farebox/platform';
import { newIdempotencyKey, type TestApp } from '@farebox/testing';
import { until } from '../../bookings/test/mail-fixtures.js';

/** A worker process, as `npm start` runs it (apps/worker from source). */
export const startWorker = (): ChildProcess =>
  spawn(process.execPath, ['--import', './libs/inventory/test/support/register-ts.mjs', 'apps/worker/src/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });

export interface ExportJobStatus {
  status: string;
  done: number;
  total: number | null;
}

/** The background-export routes of one kind, as a client of the API under test (`app()`, once started) calls them. */
export function backgroundExports(app: () => TestApp, kind: FileExportKind) {
  const start = (token: string, filters: object, key: string | null = newIdempotencyKey()) => {
    const req = app().http.post('/api/exports').set('Authorization', `Bearer ${token}`);
    return (key === null ? req : req.set('Idempotency-Key', key)).send({ kind, filters });
  };
  const status = (token: string, id: string) => app().http.get(`/api/exports/${id}`).set('Authorization', `Bearer ${token}`);
  const ready = (token: string, id: string, timeoutMs = 60_000) =>
    until(
      async () => (await status(token, id).expect(200)).body as ExportJobStatus,
      (job) => job.status === 'ready' || job.status === 'failed',
      'the export to finish',
      timeoutMs,
    );
  /** A file's bytes: a synchronous route, /exports/:id/file, or a signed link (no token). */
  const bytes = async (token: string, url: string): Promise<Buffer> =>
    (
      await app()
        .http.get(url)
        .set(token ? { Authorization: `Bearer ${token}` } : {})
        .buffer(true)
        .parse((res, cb) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(200)
    ).body as Buffer;
  /** A text file (CSV) as text. */
  const download = async (token: string, url: string) => (await bytes(token, url)).toString('utf8');
  return { start, status, ready, bytes, download };
}
