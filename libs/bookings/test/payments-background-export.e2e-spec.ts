import type { ChildProcess } from 'node:child_process';
import type { Company } from '@farebox/companies';
import { FileExportKind } from '@farebox/platform';
import { createAgent, createPaymentBooking, createSupplier, paymentsTestApp, tokenFor, type PaymentsTestApp, type TestApp } from '@farebox/testing';
import { backgroundExports, startWorker } from '../../finance/test/background-export-fixtures.js';

/**
 * The payments list's CSV (GET /payments/export.csv) as a background export through the real API and a real worker
 * process: the very bytes of the synchronous download for the same filters (no byte-order mark, the agent's own
 * columns and company), and an agent naming another company gets none of its payments.
 */
describe('payments: the list CSV as a background export', () => {
  let t: TestApp;
  let admin: PaymentsTestApp['admin'];
  let company: Company;
  let other: Company;
  let agent: string;
  let worker: ChildProcess | undefined;
  const { start, ready, download } = backgroundExports(() => t, FileExportKind.Payments);
  const syncCsv = (token: string, query: string) => download(token, `/api/payments/export.csv?${query}`);

  beforeAll(async () => {
    ({ t, admin } = await paymentsTestApp());
    company = await createSupplier(t, { name: 'Export Ferries' });
    other = await createSupplier(t, { name: 'Other Buses' });
    agent = await tokenFor(t, await createAgent(t, company));
    for (let i = 0; i < 12; i++) {
      await createPaymentBooking(t, {
        company: i % 3 === 0 ? other : company,
        roundTrip: i === 4 || undefined,
        paid: i % 2 === 0 ? undefined : '0',
        createdAt: new Date(Date.UTC(2024, 2, 1 + i, 9)),
      });
    }
    worker = startWorker();
  }, 120_000);
  afterAll(async () => {
    worker?.kill('SIGKILL');
    await t?.close();
  });

  it.each([
    ['every payment of the dates', { from: '2024-03-01', to: '2024-03-31' }, 12],
    ['one company over six days', { from: '2024-03-01', to: '2024-03-06', company: 'company' }, 4],
  ])(
    "%s: ready with the synchronous download's bytes",
    async (_name, query, rows) => {
      const filters = { ...query, ...(query.company ? { company: company.id } : {}) };
      const created = await start(admin.token, filters).expect(202);
      expect(created.body).toMatchObject({ kind: FileExportKind.Payments, status: 'queued', filename: 'payments.csv' });
      expect(await ready(admin.token, created.body.id as string)).toMatchObject({ status: 'ready', done: rows, total: rows });
      const file = await download(admin.token, `/api/exports/${created.body.id}/file`);
      expect(file).toBe(await syncCsv(admin.token, new URLSearchParams(filters).toString()));
      expect(file.startsWith('Payment ID,')).toBe(true);
      expect(file.split('\r\n')).toHaveLength(rows + 2);
    },
    90_000,
  );

  it("gives an agent its own company's payments in its own columns, and none of another company's", async () => {
    const created = await start(agent, {}).expect(202);
    expect(await ready(agent, created.body.id as string)).toMatchObject({ status: 'ready', done: 8, total: 8 });
    const file = await download(agent, `/api/exports/${created.body.id}/file`);
    expect(file).toBe(await syncCsv(agent, ''));
    expect(file.split('\r\n')[0]).not.toContain('Price');

    const foreign = await start(agent, { company: other.id }).expect(202);
    expect(await ready(agent, foreign.body.id as string)).toMatchObject({ status: 'ready', done: 0, total: 0 });
  }, 90_000);
});
