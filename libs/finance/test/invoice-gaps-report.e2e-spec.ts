import { Role } from '@farebox/domain';
import { createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { createFinanceSupplier, insertInvoice, shiftDay, utcToday } from './finance-fixtures.js';

/**
 * The invoice gaps report: this year's invoices (from 1 January, by invoice date; rejected ones left out) per supplier
 * and currency.
 *   G1: i1 THB 1,050 vs 1,000 on 1 January (gap 50, 1.50 USD, level 2); i2 THB 980 vs 1,000 today (−20, −0.60, level 1);
 *       i3 rejected (left out); i4 on 31 December last year (left out); i5 USD 100 vs 90 today (10, level 3).
 *   G2: i6 VND 500,000 paid, no gap.
 */
describe('payments report: invoice gaps', () => {
  let t: TestApp;
  let token: string;
  const ids = { G1: '', G2: '' };
  const inv: Record<string, string> = {};
  const yearStart = `${utcToday().slice(0, 4)}-01-01`;

  beforeAll(async () => {
    t = await startTestApp();
    const user = await createUser(t, { role: Role.Admin, isFullAdmin: true });
    token = await tokenFor(t, user);
    const g1 = await createFinanceSupplier(t, { name: 'Gaps Alpha', paymentType: 'invoice' });
    const g2 = await createFinanceSupplier(t, { name: 'Gaps Beta', currency: 'VND', paymentType: 'invoice' });
    Object.assign(ids, { G1: g1.id, G2: g2.id });
    const add = async (name: string, input: Omit<Parameters<typeof insertInvoice>[1], 'createdBy'>) => {
      inv[name] = (await insertInvoice(t, { createdBy: user.id, ...input })).id;
    };
    await add('i1', {
      companyId: g1.id,
      state: 'approved',
      invoiceAmount: '1050.00',
      platformAmount: '1000.00',
      gapUsd: '1.50',
      gapPercent: '5.00',
      gapLevel: 2,
      invoiceDate: yearStart,
      periodLabel: 'Jan',
    });
    await add('i2', {
      companyId: g1.id,
      state: 'pending_approval',
      invoiceAmount: '980.00',
      platformAmount: '1000.00',
      gapUsd: '-0.60',
      gapPercent: '2.00',
      gapLevel: 1,
    });
    await add('i3', { companyId: g1.id, state: 'rejected', invoiceAmount: '5000.00', platformAmount: '1000.00', gapLevel: 3 });
    await add('i4', {
      companyId: g1.id,
      state: 'paid',
      invoiceAmount: '7000.00',
      platformAmount: '1000.00',
      gapLevel: 3,
      invoiceDate: shiftDay(yearStart, -1),
    });
    await add('i5', {
      companyId: g1.id,
      state: 'approved',
      currency: 'USD',
      invoiceAmount: '100.00',
      platformAmount: '90.00',
      gapPercent: '11.11',
      gapLevel: 3,
      invoiceType: 'others',
    });
    await add('i6', { companyId: g2.id, state: 'paid', currency: 'VND', invoiceAmount: '500000.00', platformAmount: '500000.00' });
  });
  afterAll(() => t.close());

  const get = (path: string, query: Record<string, string> = {}) => t.http.get(path).query(query).set('Authorization', `Bearer ${token}`);

  it('sums the year per supplier and currency with the highest gap level', async () => {
    const res = await get('/api/payments-report/invoice-gaps');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        {
          supplierId: ids.G1,
          supplierName: 'Gaps Alpha',
          currency: 'THB',
          invoices: 2,
          invoiceAmount: '2030.00',
          fareboxAmount: '2000.00',
          gap: '30.00',
          gapInUsd: '0.90',
          maxGapLevel: 2,
        },
        {
          supplierId: ids.G1,
          supplierName: 'Gaps Alpha',
          currency: 'USD',
          invoices: 1,
          invoiceAmount: '100.00',
          fareboxAmount: '90.00',
          gap: '10.00',
          gapInUsd: '10.00',
          maxGapLevel: 3,
        },
        {
          supplierId: ids.G2,
          supplierName: 'Gaps Beta',
          currency: 'VND',
          invoices: 1,
          invoiceAmount: '500000.00',
          fareboxAmount: '500000.00',
          gap: '0.00',
          gapInUsd: '0.00',
          maxGapLevel: 1,
        },
      ],
      meta: { limit: 20, offset: 0, total: 3 },
    });
    expect((await get('/api/payments-report/invoice-gaps', { supplierId: ids.G2 })).body.data.map((r: { currency: string }) => r.currency)).toEqual(['VND']);
    const page = await get('/api/payments-report/invoice-gaps', { limit: '2', offset: '2' });
    expect(page.body).toMatchObject({ meta: { limit: 2, offset: 2, total: 3 }, data: [{ supplierId: ids.G2 }] });
    expect((await get('/api/payments-report/invoice-gaps', { offset: '10' })).body.meta.total).toBe(3);
  });

  it('breaks a supplier down into its invoices of the year, newest first', async () => {
    const res = await get(`/api/payments-report/invoice-gaps/${ids.G1}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: { id: string }) => r.id)).toEqual([inv.i5, inv.i2, inv.i1]);
    expect(res.body.data[2]).toEqual({
      id: inv.i1,
      invoiceNumber: expect.any(String),
      invoiceType: 'tax_bill',
      invoiceTypeDisplay: 'Tax bill',
      invoiceDate: yearStart,
      currency: 'THB',
      invoiceAmount: '1050.00',
      fareboxAmount: '1000.00',
      gap: '50.00',
      gapInUsd: '1.50',
      gapPercent: '5.00',
      gapLevel: 2,
      periods: [{ start: yearStart, end: yearStart, label: 'Jan' }],
      state: 'approved',
      statusDisplay: 'Approved',
    });
    expect(res.body.data[0]).toMatchObject({ invoiceTypeDisplay: 'Others', gapPercent: '11.11', state: 'approved' });
    expect((await get('/api/payments-report/invoice-gaps/00000000-0000-4000-8000-000000000999')).status).toBe(404);
    expect((await get('/api/payments-report/invoice-gaps/nope')).status).toBe(400);
  });

  it('exports the report as CSV', async () => {
    const res = await get('/api/payments-report/invoice-gaps.csv');
    expect(res.status).toBe(200);
    expect(res.text.split('\r\n')).toEqual([
      '\uFEFFSupplier,Currency,Invoices,Invoice amount,Farebox amount,Gap,Gap USD,Max gap level',
      'Gaps Alpha,THB,2,2030.00,2000.00,30.00,0.90,2',
      'Gaps Alpha,USD,1,100.00,90.00,10.00,10.00,3',
      'Gaps Beta,VND,1,500000.00,500000.00,0.00,0.00,1',
      '',
    ]);
  });
});
