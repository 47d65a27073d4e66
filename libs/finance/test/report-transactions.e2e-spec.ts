import { Role } from '@farebox/domain';
import { createAgent, createUser, demoTokens, seedDemo, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { DEMO_COMPANY_IDS } from '../../../apps/api/src/seed/companies.seed.js';
import { createFinanceSupplier, insertBookingWithPayment, insertSupplierTransaction } from './finance-fixtures.js';

/**
 * The Reports tab: supplier transactions by booking date range and supplier, or by booking reference, with totals per
 * currency over the whole filter. Fixture (March 2021, UTC):
 *   S1: 1,000.00 THB booked 5 Mar (a paid booking, every column set), −250.00 THB cancellation of the same booking on
 *       7 Mar, 500.00 USD on 9 Mar (no settlement row: unpaid), 999.00 THB on 1 Apr (outside the month);
 *   S2: 700,000.00 VND on 6 Mar (unpaid booking).
 */
describe('payments report: Reports tab', () => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let admin: string;
  const ids = { S1: '', S2: '' };
  let paidReference = '';
  let s2Reference = '';

  beforeAll(async () => {
    t = await startTestApp();
    await seedDemo(t);
    tokens = await demoTokens(t);
    admin = tokens.admin!;
    const s1 = await createFinanceSupplier(t, { name: 'Report Supplier One' });
    const s2 = await createFinanceSupplier(t, { name: 'Report Supplier Two', currency: 'VND', paymentType: 'invoice' });
    Object.assign(ids, { S1: s1.id, S2: s2.id });
    const paid = await insertBookingWithPayment(t, { companyId: s1.id, status: 'paid' });
    paidReference = paid.reference;
    await insertSupplierTransaction(t, {
      companyId: s1.id,
      bookingId: paid.bookingId,
      bookingReference: paid.reference,
      amount: '1000.00',
      bookingDate: '2021-03-05T12:00:00Z',
      departureDate: '2021-03-20T08:00:00Z',
      effectiveDate: '2021-03-20',
      supplierBookingId: 'SUP-1',
      bookingCode: 'BC1',
      route: 'Bangkok → Phuket',
      passengerName: 'Ari Ben',
      tickets: 2,
    });
    await insertSupplierTransaction(t, {
      companyId: s1.id,
      bookingId: paid.bookingId,
      bookingReference: paid.reference,
      kind: 'cancellation',
      amount: '-250.00',
      bookingDate: '2021-03-07T09:00:00Z',
      bookingStatus: 'canceled',
    });
    await insertSupplierTransaction(t, {
      companyId: s1.id,
      amount: '500.00',
      currency: 'USD',
      bookingDate: '2021-03-09T23:59:00Z',
      bookingReference: 'FBUSD9',
    });
    await insertSupplierTransaction(t, { companyId: s1.id, amount: '999.00', bookingDate: '2021-04-01T00:00:00Z' });
    const unpaid = await insertBookingWithPayment(t, { companyId: s2.id, status: 'unpaid' });
    s2Reference = unpaid.reference;
    await insertSupplierTransaction(t, {
      companyId: s2.id,
      bookingId: unpaid.bookingId,
      bookingReference: unpaid.reference,
      amount: '700000.00',
      currency: 'VND',
      bookingDate: '2021-03-06',
    });
  }, 120_000);
  afterAll(() => t.close());

  const get = (query: Record<string, string>, token = admin, path = '/api/payments-report/reports') =>
    t.http.get(path).query(query).set('Authorization', `Bearer ${token}`);
  const march = { from: '2021-03-01', to: '2021-03-31' };
  const refs = (body: { data: { bookingReference: string; kind: string }[] }) => body.data.map((r) => `${r.bookingReference}:${r.kind}`);

  it('lists a date range newest first with every column, and totals per currency over the whole filter', async () => {
    const res = await get({ ...march, supplierId: ids.S1 });
    expect(res.status).toBe(200);
    expect(refs(res.body)).toEqual(['FBUSD9:booking', `${paidReference}:cancellation`, `${paidReference}:booking`]);
    expect(res.body.meta).toEqual({ limit: 20, offset: 0, total: 3 });
    expect(res.body.totals).toEqual([
      { currency: 'THB', total: '750.00' },
      { currency: 'USD', total: '500.00' },
    ]);
    expect(res.body.data[2]).toEqual({
      bookingReference: paidReference,
      supplierBookingId: 'SUP-1',
      bookingCode: 'BC1',
      effectiveDate: '2021-03-20',
      transactionDate: '2021-03-05T12:00:00.000Z',
      departureDate: '2021-03-20T08:00:00.000Z',
      route: 'Bangkok → Phuket',
      status: 'approved',
      paymentStatus: 'paid',
      passengerName: 'Ari Ben',
      tickets: 2,
      cost: '1000.00',
      currency: 'THB',
      kind: 'booking',
    });
    expect(res.body.data[0]).toMatchObject({ paymentStatus: 'unpaid', cost: '500.00', currency: 'USD' });
  });

  it('covers every supplier without supplierId, pages 20 by default, and keeps the totals of the whole filter on every page', async () => {
    const all = await get(march);
    expect(refs(all.body)).toEqual(['FBUSD9:booking', `${paidReference}:cancellation`, `${s2Reference}:booking`, `${paidReference}:booking`]);
    const page = await get({ ...march, limit: '2', offset: '2' });
    expect(page.body.meta).toEqual({ limit: 2, offset: 2, total: 4 });
    expect(refs(page.body)).toEqual([`${s2Reference}:booking`, `${paidReference}:booking`]);
    expect(page.body.totals).toEqual([
      { currency: 'THB', total: '750.00' },
      { currency: 'USD', total: '500.00' },
      { currency: 'VND', total: '700000.00' },
    ]);
  });

  it('takes both days of the range whole (UTC days)', async () => {
    expect(refs((await get({ from: '2021-03-05', to: '2021-03-05' })).body)).toEqual([`${paidReference}:booking`]);
    expect(refs((await get({ from: '2021-03-09', to: '2021-03-09' })).body)).toEqual(['FBUSD9:booking']);
    expect(refs((await get({ from: '2021-03-10', to: '2021-03-31' })).body)).toEqual([]);
    expect((await get({ from: '2021-03-10', to: '2021-03-31' })).body.totals).toEqual([]);
  });

  it('searches by booking reference instead of dates', async () => {
    const res = await get({ bookingReference: paidReference, from: '2030-01-01', to: '2030-01-31' });
    expect(refs(res.body)).toEqual([`${paidReference}:cancellation`, `${paidReference}:booking`]);
    expect(res.body.totals).toEqual([{ currency: 'THB', total: '750.00' }]);
  });

  it('needs the dates (or a reference), in order', async () => {
    const none = await get({});
    expect(none.status).toBe(400);
    expect(none.body.details).toEqual([
      { field: 'from', message: 'This field is required.' },
      { field: 'to', message: 'This field is required.' },
    ]);
    const reversed = await get({ from: '2021-03-31', to: '2021-03-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.details).toEqual([{ field: 'to', message: 'The end date cannot be before the start date.' }]);
    expect((await get({ from: '2021-3-1', to: '2021-03-31' })).status).toBe(400);
    expect((await get({ ...march, supplierId: 'not-an-id' })).status).toBe(400);
  });

  it('gives an agent its own company only, whatever it asks for', async () => {
    const own = DEMO_COMPANY_IDS.topupSupplier;
    await insertSupplierTransaction(t, { companyId: own, amount: '123.45', bookingDate: '2021-03-15', bookingReference: 'FBAGENT1' });
    const agent = tokens.agent;
    const mine = await get(march, agent);
    expect(mine.status).toBe(200);
    const expected = await t.dataSource.query<{ booking_reference: string }[]>(
      `SELECT booking_reference FROM supplier_transaction WHERE company_id = $1 AND booking_date >= '2021-03-01' AND booking_date < '2021-04-01' ORDER BY booking_date DESC, seq DESC`,
      [own],
    );
    expect(mine.body.data.map((r: { bookingReference: string }) => r.bookingReference)).toEqual(expected.map((r) => r.booking_reference));
    expect(mine.body.data.map((r: { bookingReference: string }) => r.bookingReference)).toContain('FBAGENT1');
    expect(mine.body.totals).toEqual([{ currency: 'THB', total: '123.45' }]);

    expect((await get({ ...march, supplierId: ids.S1 }, agent)).status).toBe(403);
    expect((await get({ ...march, supplierId: own }, agent)).status).toBe(200);
    const byOthersReference = await get({ bookingReference: s2Reference }, agent);
    expect(byOthersReference.body).toEqual({ data: [], meta: { limit: 20, offset: 0, total: 0 }, totals: [] });
    const csv = await get(march, agent, '/api/payments-report/reports.csv');
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('FBAGENT1');
    expect(csv.text).not.toContain(paidReference);
    expect((await get({ ...march, supplierId: ids.S2 }, agent, '/api/payments-report/reports.csv')).status).toBe(403);

    // An agent of another supplier sees nothing of the demo supplier's.
    const stranger = await tokenFor(t, await createAgent(t, { id: ids.S2 }));
    expect((await get(march, stranger)).body.data.map((r: { bookingReference: string }) => r.bookingReference)).toEqual([s2Reference]);
  });

  it('is open to every staff member (full admin or not) and to agents, not to other roles', async () => {
    for (const name of ['support', 'readadmin', 'finops']) expect((await get(march, tokens[name])).status).toBe(200);
    expect((await get(march, tokens.editor)).status).toBe(403);
    const companyless = await tokenFor(t, await createUser(t, { role: Role.Agent, companyId: null }));
    expect((await get(march, companyless)).status).toBe(403);
    expect((await t.http.get('/api/payments-report/reports').query(march)).status).toBe(401);
  });

  it('exports the same rows as CSV, streamed with a BOM and CRLF', async () => {
    const res = await get({ ...march, supplierId: ids.S1 }, admin, '/api/payments-report/reports.csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFBooking reference,Supplier booking id,Booking code,Effective date,Transaction date,Departure date,Route,Status,Payment status,Passenger name,Tickets,Cost,Currency',
    );
    expect(lines.slice(1)).toEqual([
      'FBUSD9,,,2021-03-09,2021-03-09T23:59:00.000Z,2021-03-09T23:59:00.000Z,,approved,unpaid,,1,500.00,USD',
      `${paidReference},,,2021-03-07,2021-03-07T09:00:00.000Z,2021-03-07T09:00:00.000Z,,canceled,paid,,1,-250.00,THB`,
      `${paidReference},SUP-1,BC1,2021-03-20,2021-03-05T12:00:00.000Z,2021-03-20T08:00:00.000Z,Bangkok → Phuket,approved,paid,Ari Ben,2,1000.00,THB`,
      '',
    ]);
    expect((await get({}, admin, '/api/payments-report/reports.csv')).status).toBe(400);
  });
});
