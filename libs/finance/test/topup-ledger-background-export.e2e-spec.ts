import { Queue } from 'bullmq';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FileExportKind, FileJobsJob, QueueName } from '@farebox/platform';
import { createSupplier, startTestApp, type TestApp } from '@farebox/testing';
import { bullOptions, until } from '../../bookings/test/mail-fixtures.js';
import { backgroundExports, startWorker } from './background-export-fixtures.js';
import { createFinanceSupplier, insertTopupEntry } from './finance-fixtures.js';
import { financeCallers, type FinanceCallers } from './ledger-fixtures.js';

const BOOKINGS = 12_000;

/**
 * The Supplier tab's Export CSV (a top-up supplier's ledger) as a background export through the real API and a real
 * worker process: the very bytes of GET /v2/supplier/:id/topup-ledger.csv for the same filters, the synchronous
 * route's access rule and its refusals (unknown supplier, not a top-up supplier) answered before anything is queued.
 */
describe('finance: the top-up ledger CSV as a background export', () => {
  let t: TestApp;
  let as: FinanceCallers;
  let supplierId: string;
  let worker: ChildProcess | undefined;
  const { start, status, ready, download } = backgroundExports(() => t, FileExportKind.TopupLedger);
  const syncCsv = (token: string, query: string) => download(token, `/api/v2/supplier/${supplierId}/topup-ledger.csv?${query}`);
  const jobs = async () => (await t.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM file_job`))[0].n;

  beforeAll(async () => {
    t = await startTestApp();
    const supplier = await createFinanceSupplier(t, { name: 'Ledger Export Supplier', currency: 'THB' });
    supplierId = supplier.id;
    as = await financeCallers(t, supplier);
    await t.dataSource.query(
      `INSERT INTO supplier_transaction (company_id, posting_key, kind, booking_reference, amount, currency, amount_usd, booking_date, departure_date, effective_date, route, passenger_name)
       SELECT $1, 'ledger-export:' || g, 'booking', 'FBL' || lpad(g::text, 7, '0'), -((g % 500) + 0.25), 'THB', -1,
              timestamptz '2023-01-01' + g * interval '30 minutes', timestamptz '2023-06-01', date '2023-01-01' + (g / 100), 'Route ' || (g % 20), 'Passenger ' || g
         FROM generate_series(1, $2::int) g`,
      [supplierId, BOOKINGS],
    );
    for (const [i, type] of (['deposit', 'adjustment', 'deposit'] as const).entries()) {
      await insertTopupEntry(t, { companyId: supplierId, type, amount: `${50_000 + i}.00`, entryDate: `2023-0${i + 2}-15` });
    }
    worker = startWorker();
  }, 120_000);
  afterAll(async () => {
    worker?.kill('SIGKILL');
    await t?.close();
  });

  it.each([
    ['the whole ledger by booking date', { operation: 'all', basis: 'booking_date' }, BOOKINGS + 3],
    ['the whole ledger by effective date', { operation: 'all', basis: 'effective_date' }, BOOKINGS + 3],
    ['the deposits only', { operation: 'deposit', basis: 'booking_date' }, 2],
  ])(
    '%s: ready with the very bytes of the synchronous download',
    async (_name, filters, rows) => {
      const created = await start(as.admin, { ...filters, supplierId }).expect(202);
      expect(created.body).toMatchObject({
        kind: FileExportKind.TopupLedger,
        status: 'queued',
        filename: expect.stringMatching(/^topup-ledger-ledger-export-supplier-\d{4}-\d{2}-\d{2}\.csv$/),
      });
      expect(await ready(as.admin, created.body.id as string)).toMatchObject({ status: 'ready', done: rows, total: rows });
      const file = await download(as.admin, `/api/exports/${created.body.id}/file`);
      expect(file).toBe(await syncCsv(as.admin, new URLSearchParams(filters).toString()));
      expect(file.split('\r\n')).toHaveLength(rows + 2);
    },
    90_000,
  );

  it("follows the synchronous route's rule: read-admin may, non-full-admin staff and agents are refused", async () => {
    const created = await start(as.readAdmin, { supplierId }).expect(202);
    expect((await ready(as.readAdmin, created.body.id as string)).status).toBe('ready');
    const before = await jobs();
    await start(as.plainSupport, { supplierId }).expect(403);
    await start(as.agent, { supplierId }).expect(403);
    expect(await jobs()).toBe(before);
  }, 90_000);

  it('refuses an unknown supplier (404), a supplier paid by invoice (409) and a bad id or filter (400) before queueing anything', async () => {
    const invoiceSupplier = await createSupplier(t, { paymentType: 'invoice', category: 'Transportation EOM' });
    const before = await jobs();
    await start(as.admin, { supplierId: '5d7c6a1e-0c1b-4a52-9f1e-2f3a4b5c6d7e' }).expect(404);
    expect((await start(as.admin, { supplierId: invoiceSupplier.id }).expect(409)).body.code).toBe('NotTopupSupplier');
    await start(as.admin, { supplierId: 'not-a-uuid' }).expect(400);
    await start(as.admin, { supplierId, operation: 'everything' }).expect(400);
    expect(await jobs()).toBe(before);
  });

  it("deletes an export's file once past its expiry (the worker's hourly sweep): link and file answer 404, the row stays", async () => {
    const id = (await start(as.admin, { supplierId, operation: 'deposit' }).expect(202)).body.id as string;
    expect((await ready(as.admin, id)).status).toBe('ready');
    const fileKeyOf = async () => (await t.dataSource.query<{ file_key: string | null }[]>(`SELECT file_key FROM file_job WHERE id = $1`, [id]))[0].file_key;
    const path = join(process.env.STORAGE_DIR!, (await fileKeyOf())!);
    expect(existsSync(path)).toBe(true);

    await t.dataSource.query(`UPDATE file_job SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    expect((await status(as.admin, id).expect(200)).body).toMatchObject({ status: 'ready', downloadUrl: null });
    await t.http.get(`/api/exports/${id}/file`).set('Authorization', `Bearer ${as.admin}`).expect(404);

    const queue = new Queue(QueueName.FileJobs, bullOptions());
    try {
      await queue.add(FileJobsJob.SweepExpired, {});
    } finally {
      await queue.close();
    }
    await until(fileKeyOf, (key) => key === null, 'the sweep to forget the file');
    expect(existsSync(path)).toBe(false);
    expect((await status(as.admin, id).expect(200)).body.status).toBe('ready');
  }, 90_000);
});
