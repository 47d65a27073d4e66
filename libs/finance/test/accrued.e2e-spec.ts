import { Role } from '@farebox/domain';
import { createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { createFinanceSupplier, insertBookingWithPayment, insertSupplierTransaction, refreshDerivedTotals } from './finance-fixtures.js';

/**
 * Accrued supplier cost over June 2021 (UTC days). Accrued = booked in the range AND (the booking is not marked paid
 * OR it was not approved by the end of `to`); top-up suppliers left out.
 *   V (invoice, VND, activated): t1 100,000 paid + approved 5 Jun (not accrued); t2 250,000 unpaid (10.00 USD);
 *     t3 50,000 paid but approved 2 Jul, after `to` (2.00); t4 75,000 paid, never approved (3.00); t5 unpaid but booked
 *     1 Jul (outside); t6 10.00 USD without a settlement row (unpaid); t7 1,000 unpaid booked 30 Jun 23:59:59 (0.04);
 *     t8 5,000 paid and approved 30 Jun 23:00 (not accrued).
 *     → VND 376,000.00 / 15.04 USD / 4 payments, and USD 10.00 / 10.00 / 1.
 *   W (top-up, THB): 900 unpaid (left out).   X (invoice, ILS, not activated): 300 unpaid (80.00 USD).
 *   Y (invoice, activated): only paid and approved cost (expected, not fetched).   Z (invoice, activated): no cost.
 */
describe('payments report: accrued supplier cost', () => {
  let t: TestApp;
  let token: string;
  const ids = { V: '', W: '', X: '', Y: '', Z: '' };
  const refs: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    token = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
    const v = await createFinanceSupplier(t, { name: 'Accrued Vina Bus', currency: 'VND', paymentType: 'invoice' });
    const w = await createFinanceSupplier(t, { name: 'Accrued Wat Ferries' });
    const x = await createFinanceSupplier(t, { name: 'Accrued Xanadu', currency: 'ILS', paymentType: 'invoice', activated: false });
    const y = await createFinanceSupplier(t, { name: 'Accrued Yala', paymentType: 'invoice' });
    const z = await createFinanceSupplier(t, { name: 'Accrued Zeta', paymentType: 'invoice' });
    Object.assign(ids, { V: v.id, W: w.id, X: x.id, Y: y.id, Z: z.id });

    const paid = await insertBookingWithPayment(t, { companyId: v.id, status: 'paid' });
    const unpaid = await insertBookingWithPayment(t, { companyId: v.id, status: 'unpaid', line: paid.line });
    const posting = async (
      name: string,
      booking: { bookingId: string; reference: string } | null,
      amount: string,
      amountUsd: string,
      bookingDate: string,
      approvalDate: string | null,
      currency = 'VND',
    ) => {
      refs[name] = (
        await insertSupplierTransaction(t, {
          companyId: v.id,
          bookingId: booking?.bookingId ?? null,
          bookingReference: booking ? `${booking.reference}` : `FB${name.toUpperCase()}ACCR`,
          amount,
          amountUsd,
          currency,
          bookingDate,
          approvalDate,
        })
      ).bookingReference;
    };
    await posting('t1', paid, '100000.00', '4.00', '2021-06-05T12:00:00Z', '2021-06-05T13:00:00Z');
    await posting('t2', unpaid, '250000.00', '10.00', '2021-06-10T12:00:00Z', '2021-06-10T13:00:00Z');
    await posting('t3', paid, '50000.00', '2.00', '2021-06-12T12:00:00Z', '2021-07-02T08:00:00Z');
    await posting('t4', paid, '75000.00', '3.00', '2021-06-15T12:00:00Z', null);
    await posting('t5', unpaid, '9000.00', '0.36', '2021-07-01T00:00:00Z', null);
    await posting('t6', null, '10.00', '10.00', '2021-06-20T12:00:00Z', '2021-06-20T12:00:00Z', 'USD');
    await posting('t7', unpaid, '1000.00', '0.04', '2021-06-30T23:59:59Z', '2021-06-30T23:59:59Z');
    await posting('t8', paid, '5000.00', '0.20', '2021-06-12T12:00:00Z', '2021-06-30T23:00:00Z');

    await insertSupplierTransaction(t, { companyId: w.id, amount: '900.00', bookingDate: '2021-06-10', approvalDate: null });
    await insertSupplierTransaction(t, {
      companyId: x.id,
      amount: '300.00',
      amountUsd: '80.00',
      currency: 'ILS',
      bookingDate: '2021-06-03',
      approvalDate: null,
    });
    const yPaid = await insertBookingWithPayment(t, { companyId: y.id, status: 'paid' });
    await insertSupplierTransaction(t, {
      companyId: y.id,
      bookingId: yPaid.bookingId,
      bookingReference: yPaid.reference,
      amount: '40.00',
      bookingDate: '2021-06-08',
    });
    await insertSupplierTransaction(t, { companyId: z.id, amount: '40.00', bookingDate: '2021-05-31T23:59:59Z', approvalDate: null });
    await refreshDerivedTotals(t, Object.values(ids));
  });
  afterAll(() => t.close());

  const get = (path: string, query: Record<string, string>) => t.http.get(path).query(query).set('Authorization', `Bearer ${token}`);
  const june = { from: '2021-06-01', to: '2021-06-30' };

  it('sums the unpaid or unapproved cost per supplier and currency, top-up suppliers left out', async () => {
    const res = await get('/api/payments-report/accrued', june);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        { supplierName: 'Accrued Vina Bus', supplierId: ids.V, currency: 'USD', total: '10.00', totalInUsd: '10.00', isActivated: true, payments: 1 },
        { supplierName: 'Accrued Vina Bus', supplierId: ids.V, currency: 'VND', total: '376000.00', totalInUsd: '15.04', isActivated: true, payments: 4 },
        { supplierName: 'Accrued Xanadu', supplierId: ids.X, currency: 'ILS', total: '300.00', totalInUsd: '80.00', isActivated: false, payments: 1 },
      ],
      suppliersFetched: 2,
      // V, X and Y: not top-up, with cost booked in June, activated or not (Z has none in June).
      suppliersExpected: 3,
      hasMultiCurrencySuppliers: true,
    });
  });

  it('counts an approval after `to` as unapproved: a range ending 2 Jul no longer takes t3', async () => {
    const res = await get('/api/payments-report/accrued', { from: '2021-06-01', to: '2021-07-02', supplierName: 'vina' });
    // + t5 (1 Jul, unpaid), − t3 (approved 2 Jul, within the range now).
    expect(res.body.data).toEqual([
      expect.objectContaining({ currency: 'USD', total: '10.00', payments: 1 }),
      expect.objectContaining({ currency: 'VND', total: '335000.00', totalInUsd: '13.40', payments: 4 }),
    ]);
    expect([res.body.suppliersFetched, res.body.suppliersExpected, res.body.hasMultiCurrencySuppliers]).toEqual([1, 1, true]);
  });

  it('filters by supplier name, and needs both dates', async () => {
    const x = await get('/api/payments-report/accrued', { ...june, supplierName: 'xana' });
    expect(x.body).toEqual({
      data: [expect.objectContaining({ supplierId: ids.X })],
      suppliersFetched: 1,
      suppliersExpected: 1,
      hasMultiCurrencySuppliers: false,
    });
    const missing = await get('/api/payments-report/accrued', { to: '2021-06-30' });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([{ field: 'from', message: 'This field is required.' }]);
  });

  it('breaks a supplier down into its accrued transactions, oldest first, paged', async () => {
    const res = await get('/api/v2/supplier/eom-accrued-breakdown', { fromDate: '2021-06-01', toDate: '2021-06-30', supplierId: ids.V });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ limit: 20, offset: 0, total: 5 });
    expect(res.body.data.map((r: { bookingReference: string; cost: string }) => `${r.bookingReference}:${r.cost}`)).toEqual([
      `${refs.t2}:250000.00`,
      `${refs.t3}:50000.00`,
      `${refs.t4}:75000.00`,
      `${refs.t6}:10.00`,
      `${refs.t7}:1000.00`,
    ]);
    expect(res.body.data[0]).toEqual({
      bookingReference: refs.t2,
      transactionDate: '2021-06-10T12:00:00.000Z',
      effectiveDate: '2021-06-10',
      cost: '250000.00',
      currency: 'VND',
      costUsd: '10.00',
    });
    const last = await get('/api/v2/supplier/eom-accrued-breakdown', {
      fromDate: '2021-06-01',
      toDate: '2021-06-30',
      supplierId: ids.V,
      limit: '2',
      offset: '4',
    });
    expect(last.body).toMatchObject({ meta: { limit: 2, offset: 4, total: 5 }, data: [{ bookingReference: refs.t7 }] });
    const topup = await get('/api/v2/supplier/eom-accrued-breakdown', { fromDate: '2021-06-01', toDate: '2021-06-30', supplierId: ids.W });
    expect(topup.body.meta.total).toBe(0);
    expect((await get('/api/v2/supplier/eom-accrued-breakdown', { fromDate: '2021-06-01', toDate: '2021-06-30' })).status).toBe(400);
    const noDates = await get('/api/v2/supplier/eom-accrued-breakdown', { supplierId: ids.V });
    expect(noDates.body.details).toEqual([
      { field: 'fromDate', message: 'This field is required.' },
      { field: 'toDate', message: 'This field is required.' },
    ]);
  });

  it('exports the report and the breakdown as CSV', async () => {
    const report = await get('/api/payments-report/accrued.csv', june);
    expect(report.status).toBe(200);
    expect(report.text.split('\r\n')).toEqual([
      '\uFEFFSupplier,Supplier id,Currency,Total,Total USD,Activated,Payments',
      `Accrued Vina Bus,${ids.V},USD,10.00,10.00,Yes,1`,
      `Accrued Vina Bus,${ids.V},VND,376000.00,15.04,Yes,4`,
      `Accrued Xanadu,${ids.X},ILS,300.00,80.00,No,1`,
      '',
    ]);
    const breakdown = await get('/api/v2/supplier/eom-accrued-breakdown.csv', { fromDate: '2021-06-01', toDate: '2021-06-30', supplierId: ids.V });
    const lines = breakdown.text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFBooking reference,Transaction date,Effective date,Cost,Currency,Cost USD');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toBe(`${refs.t2},2021-06-10T12:00:00.000Z,2021-06-10,250000.00,VND,10.00`);
  });
});
