import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Role } from '@farebox/domain';
import { createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { createFinanceSupplier, insertSupplierTransaction } from './finance-fixtures.js';

/** More than the socket buffers can hold (up to 32 MB received and 4 MB sent here), so the server must wait for the client. */
const ROWS = 300_000;
/** Makes each record about 330 bytes: the export is then larger than every buffer between PostgreSQL and the client. */
const VIA = ` via ${'Somewhere '.repeat(20).trim()}`;

/**
 * A large CSV export through the real route (GET /api/payments-report/reports.csv): written by PostgreSQL (COPY) and
 * passed on with backpressure, so a client that stops reading stops the export on the server (the COPY stays
 * unfinished long after a read-through export would have ended) and one that goes away ends it.
 */
describe('CSV exports: streaming and neutralised cells', () => {
  let t: TestApp;
  let token: string;
  let supplierId: string;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
    supplierId = (await createFinanceSupplier(t, { name: 'Streaming Supplier' })).id;
    await t.dataSource.query(
      `INSERT INTO supplier_transaction (company_id, posting_key, kind, booking_reference, amount, currency, amount_usd, booking_date, departure_date, effective_date, route, passenger_name)
       SELECT $1, 'stream:' || g, 'booking', 'FBS' || lpad(g::text, 7, '0'), (g % 1000) + 0.5, 'THB', 1, timestamptz '2022-01-01' + g * interval '1 minute',
              timestamptz '2022-03-01', date '2022-03-01', 'Route ' || (g % 50) || $3, 'Passenger ' || g
         FROM generate_series(1, $2::int) g`,
      [supplierId, ROWS, VIA],
    );
    await insertSupplierTransaction(t, {
      companyId: supplierId,
      amount: '-12.50',
      bookingDate: '2021-12-31T23:00:00Z',
      bookingReference: 'FBFORMULA',
      route: '=cmd|/C calc',
      passengerName: '@SUM(A1:A9)',
      supplierBookingId: '+cmd',
      bookingCode: '-2+3',
    });
    await t.dataSource.query('ANALYZE supplier_transaction');
    const server = t.app.getHttpServer() as http.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(() => t.close());

  const url = `/api/payments-report/reports.csv?from=2021-12-01&to=2022-12-31&supplierId=`;
  const open = (): Promise<{ req: http.ClientRequest; res: http.IncomingMessage }> =>
    new Promise((resolve, reject) => {
      // A fresh connection each time (no keep-alive): a reused socket's buffers have grown and could hold the whole export.
      const req = http.get(`${base}${url}${supplierId}`, { agent: false, headers: { authorization: `Bearer ${token}` } }, (res) => resolve({ req, res }));
      req.on('error', reject);
    });
  /** Backends of this test's database in the middle of an export (its COPY running). */
  const runningCopies = async () =>
    (
      await t.dataSource.query<[{ n: number }]>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend' AND state = 'active' AND query LIKE 'COPY (SELECT %'`,
      )
    )[0].n;
  /** Polls for up to 20 s (a busy machine). */
  const eventually = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 100));
    return check();
  };
  /** How long the whole export takes when the client reads it all (first test), to judge a stalled one against. */
  let fullExportMs = 0;

  it('streams every row, with a BOM, CRLF and formula-looking cells neutralised', async () => {
    const started = Date.now();
    const { res } = await open();
    expect(res.statusCode).toBe(200);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    fullExportMs = Date.now() - started;
    const lines = Buffer.concat(chunks).toString('utf8').split('\r\n');
    expect(lines[0].startsWith('\uFEFFBooking reference,')).toBe(true);
    expect(lines).toHaveLength(ROWS + 3);
    expect(lines.at(-1)).toBe('');
    expect(lines[1]).toBe(
      `FBS${String(ROWS).padStart(7, '0')},,,2022-03-01,2022-07-28T08:00:00.000Z,2022-03-01T00:00:00.000Z,Route 0${VIA},,unpaid,Passenger ${ROWS},0,0.50,THB`,
    );
    expect(lines.at(-2)).toBe(
      `FBFORMULA,'+cmd,'-2+3,2021-12-31,2021-12-31T23:00:00.000Z,2021-12-31T23:00:00.000Z,'=cmd|/C calc,approved,unpaid,'@SUM(A1:A9),1,-12.50,THB`,
    );
    expect(await eventually(async () => (await runningCopies()) === 0)).toBe(true);
  }, 60_000);

  it('stops reading while the client does not read, and ends the COPY when the client goes away', async () => {
    const { req, res } = await open();
    let received = 0;
    res.on('data', (chunk: Buffer) => {
      received += chunk.length;
      res.pause();
    });
    try {
      // Twice as long as the whole export took when read: a server that did not wait for the client would be done.
      await new Promise((r) => setTimeout(r, Math.max(3_000, 2 * fullExportMs)));
      expect(await runningCopies()).toBe(1);
      const stalled = received;
      await new Promise((r) => setTimeout(r, 300));
      expect(received).toBe(stalled);
      expect(received).toBeLessThan(ROWS * 60);
    } finally {
      req.destroy();
    }
    expect(await eventually(async () => (await runningCopies()) === 0)).toBe(true);
    // The API still answers (its pool got the connection back).
    const after = await t.http
      .get('/api/payments-report/reports')
      .query({ from: '2021-12-31', to: '2021-12-31', supplierId })
      .set('Authorization', `Bearer ${token}`);
    expect(after.body.meta.total).toBe(1);
  }, 120_000);
});
