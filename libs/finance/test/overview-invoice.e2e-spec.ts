import { cycleOf, previousCycles, Role, type PaymentCycle } from '@farebox/domain';
import { createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { createFinanceSupplier, insertInvoice, insertRate, insertSupplierTransaction, refreshDerivedTotals, shiftDay, utcToday } from './finance-fixtures.js';

/**
 * The overview's invoice mode: one row per invoice supplier and cycle (by default the current cycle and the 2 before
 * it), cycle cost from the daily totals, status from the cycle's live invoice. THB is 35 per USD, 32 from this month on.
 *
 * E (monthly): 320 THB today (current cycle, open: 10.00 USD); previous cycle P1 1,030 THB (30 of it booked in P2 but
 *   effective in P1) + 50 USD, approved invoice (29.43 + 50.00 = 79.43 USD, two currencies); P2 70 THB, no invoice
 *   (not_invoiced, 2.00 USD).
 * F (bi-weekly): H1 pending approval, H2 only a rejected invoice (rejected), the current half open.
 * G (monthly): P1 a rejected then a paid invoice (paid), P2 not invoiced, the current one open.
 */
describe('payments report overview: invoice mode', () => {
  let t: TestApp;
  let token: string;
  const T = utcToday();
  const prefix = `Ovi${Date.now().toString(36)}`;
  const current = cycleOf(T, 'monthly');
  const [P1, P2] = previousCycles(T, 'monthly', 2) as [PaymentCycle, PaymentCycle];
  const H0 = cycleOf(T, 'bi_weekly');
  const [H1, H2] = previousCycles(T, 'bi_weekly', 2) as [PaymentCycle, PaymentCycle];
  const ids = { E: '', F: '', G: '' };
  const invoices = { E1: '', F1: '', F2: '', G1: '' };

  beforeAll(async () => {
    t = await startTestApp();
    token = await tokenFor(t, await createUser(t, { role: Role.Support, isFullAdmin: true }));
    await insertRate(t, 'THB', '2020-01-01', '35.0000');
    await insertRate(t, 'THB', current.start, '32.0000');
    const invoiceSupplier = (name: string, cycle: string) =>
      createFinanceSupplier(t, { name: `${prefix} ${name}`, paymentType: 'invoice', invoicePaymentCycle: cycle });
    const [e, f, g] = [await invoiceSupplier('E', 'monthly'), await invoiceSupplier('F', 'bi_weekly'), await invoiceSupplier('G', 'monthly')];
    Object.assign(ids, { E: e.id, F: f.id, G: g.id });
    // A top-up supplier never shows in invoice mode.
    await createFinanceSupplier(t, { name: `${prefix} Topup` });

    await insertSupplierTransaction(t, { companyId: e.id, amount: '320.00', bookingDate: T });
    await insertSupplierTransaction(t, { companyId: e.id, amount: '600.00', bookingDate: P1.start });
    await insertSupplierTransaction(t, { companyId: e.id, amount: '400.00', bookingDate: P1.end });
    await insertSupplierTransaction(t, { companyId: e.id, amount: '50.00', currency: 'USD', bookingDate: shiftDay(P1.start, 1) });
    await insertSupplierTransaction(t, { companyId: e.id, amount: '70.00', bookingDate: P2.start });
    // Booked in P2 but effective in P1: cycles go by effective date.
    await insertSupplierTransaction(t, { companyId: e.id, amount: '30.00', bookingDate: P2.end, effectiveDate: P1.start });
    await refreshDerivedTotals(t, [e.id]);

    const invoice = (companyId: string, state: 'pending_approval' | 'approved' | 'rejected' | 'paid', cycle: PaymentCycle) =>
      insertInvoice(t, {
        companyId,
        state,
        cycleId: cycle.id,
        invoiceAmount: '100.00',
        platformAmount: '100.00',
        periodStart: cycle.start,
        periodEnd: cycle.end,
      });
    invoices.E1 = (await invoice(e.id, 'approved', P1)).id;
    invoices.F1 = (await invoice(f.id, 'pending_approval', H1)).id;
    invoices.F2 = (await invoice(f.id, 'rejected', H2)).id;
    await invoice(g.id, 'rejected', P1);
    invoices.G1 = (await invoice(g.id, 'paid', P1)).id;
  });
  afterAll(() => t.close());

  const get = (path: string, query: Record<string, string | string[]> = {}) =>
    t.http
      .get(path)
      .query({ supplier: prefix, ...query })
      .set('Authorization', `Bearer ${token}`);
  const keys = (rows: { supplierId: string; cycleId: string; status: string }[]) => rows.map((r) => `${r.supplierId}|${r.cycleId}|${r.status}`);
  const key = (supplier: keyof typeof ids, cycle: PaymentCycle, status: string) => `${ids[supplier]}|${cycle.id}|${status}`;

  it('lists each invoice supplier in its current cycle and the 2 before it, with the cost and the status', async () => {
    const res = await get('/api/payments-report/overview/invoice');
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ limit: 20, offset: 0, total: 9 });
    expect(keys(res.body.data)).toEqual([
      key('E', current, 'open'),
      key('E', P1, 'approved'),
      key('E', P2, 'not_invoiced'),
      key('F', H0, 'open'),
      key('F', H1, 'pending_approval'),
      key('F', H2, 'rejected'),
      key('G', current, 'open'),
      key('G', P1, 'paid'),
      key('G', P2, 'not_invoiced'),
    ]);
    const [eCurrent, eP1, eP2] = res.body.data;
    expect(eCurrent).toEqual({
      supplierId: ids.E,
      supplierName: `${prefix} E`,
      country: 'Thailand',
      cycle: 'monthly',
      cycleId: current.id,
      period: current.label,
      start: current.start,
      end: current.end,
      cycleCost: [{ currency: 'THB', total: '320.00' }],
      cycleCostUsd: '10.00',
      isMultiCurrencyPeriod: false,
      status: 'open',
      invoiceId: null,
    });
    expect(eP1).toMatchObject({
      cycleCost: [
        { currency: 'THB', total: '1030.00' },
        { currency: 'USD', total: '50.00' },
      ],
      cycleCostUsd: '79.43',
      isMultiCurrencyPeriod: true,
      invoiceId: invoices.E1,
    });
    expect(eP2).toMatchObject({ cycleCost: [{ currency: 'THB', total: '70.00' }], cycleCostUsd: '2.00', invoiceId: null });
    expect(res.body.data[4]).toMatchObject({ cycle: 'bi_weekly', period: H1.label, invoiceId: invoices.F1, cycleCost: [], cycleCostUsd: '0.00' });
    expect(res.body.data[5].invoiceId).toBe(invoices.F2);
    expect(res.body.data[7].invoiceId).toBe(invoices.G1);
  });

  it('filters by cycle kind, period (a month takes its half months) and statuses, and pages', async () => {
    expect(keys((await get('/api/payments-report/overview/invoice', { cycle: 'bi_weekly' })).body.data)).toEqual([
      key('F', H0, 'open'),
      key('F', H1, 'pending_approval'),
      key('F', H2, 'rejected'),
    ]);
    const statusOfHalf = (half: PaymentCycle) => (half.id === H1.id ? 'pending_approval' : half.id === H2.id ? 'rejected' : 'not_invoiced');
    const halves = [cycleOf(P1.end, 'bi_weekly'), cycleOf(P1.start, 'bi_weekly')];
    expect(keys((await get('/api/payments-report/overview/invoice', { period: P1.id })).body.data)).toEqual([
      key('E', P1, 'approved'),
      ...halves.map((h) => key('F', h, statusOfHalf(h))),
      key('G', P1, 'paid'),
    ]);
    expect(keys((await get('/api/payments-report/overview/invoice', { period: H1.id })).body.data)).toEqual([key('F', H1, 'pending_approval')]);
    expect(keys((await get('/api/payments-report/overview/invoice', { status: 'open' })).body.data)).toEqual([
      key('E', current, 'open'),
      key('F', H0, 'open'),
      key('G', current, 'open'),
    ]);
    expect(keys((await get('/api/payments-report/overview/invoice', { status: ['not_invoiced', 'rejected'] })).body.data)).toEqual([
      key('E', P2, 'not_invoiced'),
      key('F', H2, 'rejected'),
      key('G', P2, 'not_invoiced'),
    ]);
    const page = await get('/api/payments-report/overview/invoice', { limit: '4', offset: '8' });
    expect(page.body.meta).toEqual({ limit: 4, offset: 8, total: 9 });
    expect(keys(page.body.data)).toEqual([key('G', P2, 'not_invoiced')]);
    const beyond = await get('/api/payments-report/overview/invoice', { offset: '40' });
    expect(beyond.body).toEqual({ data: [], meta: { limit: 20, offset: 40, total: 9 } });
    expect((await get('/api/payments-report/overview/invoice', { status: 'lost' })).status).toBe(400);
    expect((await get('/api/payments-report/overview/invoice', { period: '2026-13' })).status).toBe(400);
    expect((await get('/api/payments-report/overview/invoice', { cycle: '', period: '', status: '' })).body.meta.total).toBe(9);
  });

  it('exports the table as CSV', async () => {
    const res = await get('/api/payments-report/overview/invoice.csv');
    expect(res.status).toBe(200);
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFSupplier,Country,Cycle,Period,Cycle cost,Cycle cost USD,Status');
    expect(lines).toHaveLength(11);
    expect(lines[2]).toBe(`${prefix} E,Thailand,Monthly,${P1.label},1030.00 THB; 50.00 USD,79.43,Approved`);
    expect(lines[5]).toBe(`${prefix} F,Thailand,Bi-Weekly,${H1.label},,0.00,Pending approval`);
  });
});
