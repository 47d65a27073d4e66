import { randomUUID } from 'node:crypto';
import { cycleOf, FieldRequired, InvoiceMessage, previousCycles, Role, Scope, type PaymentCycle } from '@farebox/domain';
import { createUser, tokenFor, type TestApp } from '@farebox/testing';
import { insertInvoice, shiftDay, utcToday } from './finance-fixtures.js';
import {
  invoiceAction,
  invoiceFields,
  invoiceSupplier,
  invoiceTestApp,
  postCost,
  uploadInvoice,
  type InvoiceActor,
  type InvoiceTestApp,
} from './invoice-fixtures.js';

describe('payment cycles and their cost', () => {
  let app: InvoiceTestApp;
  let t: TestApp;
  let users: InvoiceTestApp['users'];
  const today = utcToday();
  const current = cycleOf(today, 'monthly');
  const past = previousCycles(today, 'monthly', 12);

  beforeAll(async () => {
    app = await invoiceTestApp();
    ({ t, users } = app);
  });
  afterAll(() => t.close());

  const post = (path: string, body: object, who: InvoiceActor = 'finadmin') => t.http.post(path).set('Authorization', `Bearer ${users[who].token}`).send(body);
  const get = (path: string, who: InvoiceActor = 'finadmin') => t.http.get(path).set('Authorization', `Bearer ${users[who].token}`);

  describe('fetch-cycles-cost and fetch-topup-cost', () => {
    it('sums the cost with effective date inside the cycle, per currency, with USD from the stored amounts', async () => {
      const supplier = await invoiceSupplier(t, 'VND');
      const cycle = past[0];
      await postCost(t, supplier, cycle.start, '100000.00', '4.00');
      await postCost(t, supplier, cycle.end, '200000.00', '8.00');
      await postCost(t, supplier, cycle.end, '-50000.00', '-2.00');
      await postCost(t, supplier, shiftDay(cycle.start, -1), '999.00', '0.04');
      await postCost(t, supplier, shiftDay(cycle.end, 1), '777.00', '0.03');
      const res = await post(`/api/v2/supplier/${supplier.id}/fetch-cycles-cost`, { invoiceCycles: [cycle.id] });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ totalsByCurrency: [{ currency: 'VND', total: '250000.00' }], totalInUsd: '10.00', isMultiCurrencyPeriod: false });

      // The supplier's currency changed inside the cycle: two totals and the multi-currency flag.
      await t.dataSource.query(
        `INSERT INTO supplier_transaction (company_id, posting_key, kind, booking_reference, amount, currency, amount_usd, booking_date, departure_date, effective_date)
         VALUES ($1, $2, 'booking', 'FB-USD', 12.50, 'USD', 12.50, now(), now(), $3)`,
        [supplier.id, `test:${randomUUID()}`, cycle.start],
      );
      const multi = await post(`/api/v2/supplier/${supplier.id}/fetch-cycles-cost`, { invoiceCycles: [cycle.id] });
      expect(multi.body).toEqual({
        totalsByCurrency: [
          { currency: 'USD', total: '12.50' },
          { currency: 'VND', total: '250000.00' },
        ],
        totalInUsd: '22.50',
        isMultiCurrencyPeriod: true,
      });

      const empty = await post(`/api/v2/supplier/${supplier.id}/fetch-cycles-cost`, { invoiceCycles: [past[5].id] });
      expect(empty.body).toEqual({ totalsByCurrency: [{ currency: 'VND', total: '0.00' }], totalInUsd: '0.00', isMultiCurrencyPeriod: false });
      const half = await post(`/api/v2/supplier/${supplier.id}/fetch-cycles-cost`, { invoiceCycles: [`${cycle.id}-1`] });
      expect(half.body.totalsByCurrency).toEqual([
        { currency: 'USD', total: '12.50' },
        { currency: 'VND', total: '100000.00' },
      ]);
    });

    it('takes exactly one well-formed cycle', async () => {
      const supplier = await invoiceSupplier(t);
      const path = `/api/v2/supplier/${supplier.id}/fetch-cycles-cost`;
      const cases: [unknown[], string][] = [
        [[], FieldRequired],
        [[past[0].id, past[1].id], InvoiceMessage.OneCycle],
        [['2026-13'], InvoiceMessage.InvalidCycle],
      ];
      for (const [invoiceCycles, message] of cases) {
        const res = await post(path, { invoiceCycles });
        expect([res.status, res.body.details]).toEqual([400, [{ field: 'invoiceCycles', message }]]);
      }
      expect((await post(path, {})).status).toBe(400);
      expect((await post(`/api/v2/supplier/${randomUUID()}/fetch-cycles-cost`, { invoiceCycles: [past[0].id] })).status).toBe(404);
    });

    it('sums a top-up range, both ends included', async () => {
      const supplier = await invoiceSupplier(t);
      await postCost(t, supplier, '2026-03-01', '10.00');
      await postCost(t, supplier, '2026-03-10', '20.00');
      await postCost(t, supplier, '2026-03-11', '40.00');
      const res = await post(`/api/v2/supplier/${supplier.id}/fetch-topup-cost`, { start: '2026-03-01', end: '2026-03-10' });
      expect(res.body).toEqual({ totalsByCurrency: [{ currency: 'USD', total: '30.00' }], totalInUsd: '30.00', isMultiCurrencyPeriod: false });
      const reversed = await post(`/api/v2/supplier/${supplier.id}/fetch-topup-cost`, { start: '2026-03-10', end: '2026-03-01' });
      expect([reversed.status, reversed.body.details]).toEqual([400, [{ field: 'end', message: InvoiceMessage.TopupRange }]]);
      const notADay = await post(`/api/v2/supplier/${supplier.id}/fetch-topup-cost`, { start: '2026-02-30', end: '2026-03-01' });
      expect([notADay.status, notADay.body.details]).toEqual([400, [{ field: 'start', message: InvoiceMessage.DateFormat }]]);
    });
  });

  /** Uploads an invoice for the cycle (its cost 100.00 posted first) and takes it to `state`. */
  const invoiceFor = async (supplierId: string, cycle: PaymentCycle, state: 'pending_approval' | 'approved' | 'rejected' | 'paid') => {
    await postCost(t, { id: supplierId, currency: 'USD' }, cycle.start, '100.00');
    const number = `CYC-${randomUUID().slice(0, 8)}`;
    const uploader = state === 'pending_approval' || state === 'rejected' ? 'uploader' : 'finadmin';
    const res = await uploadInvoice(
      t,
      users[uploader].token,
      supplierId,
      invoiceFields(cycle, { invoiceNumber: number, invoiceAmount: '100.00', fareboxAmount: '100.00', assignee: users.finadmin.id, note: `Note ${state}` }),
    );
    expect(res.status).toBe(201);
    if (state === 'rejected') await invoiceAction(t, users.finadmin.token, res.body._id, { action: 'reject', notes: 'No' }).expect(200);
    if (state === 'paid') await invoiceAction(t, users.finadmin.token, res.body._id, { action: 'markPaid', notes: 'Paid' }).expect(200);
    return { id: res.body._id as string, number };
  };

  it('offers the current cycle and the ended ones of the last 12 months without a live invoice, newest first', async () => {
    const supplier = await invoiceSupplier(t);
    await invoiceFor(supplier.id, past[0], 'approved');
    await invoiceFor(supplier.id, past[1], 'rejected');
    await invoiceFor(supplier.id, current, 'pending_approval');
    const res = await get(`/api/v2/supplier/${supplier.id}/cycles-for-reconciliation?allowPastCycles=true`);
    expect(res.status).toBe(200);
    const ids = res.body.data.map((c: { id: string }) => c.id);
    expect(ids).toEqual([current.id, ...past.slice(1).map((c) => c.id)]);
    expect(res.body.data[0]).toMatchObject({ ...current, hasInvoice: true, isCurrent: true, cost: [{ currency: 'USD', total: '100.00' }], costUsd: '100.00' });
    expect(res.body.data[1]).toMatchObject({ ...past[1], hasInvoice: false, isCurrent: false, cost: [{ currency: 'USD', total: '100.00' }] });
    const newest = await get(`/api/v2/supplier/${supplier.id}/cycles-for-reconciliation?allowPastCycles=false`);
    expect(newest.body.data.map((c: { id: string }) => c.id)).toEqual([current.id]);
    const plain = await invoiceSupplier(t);
    const two = await get(`/api/v2/supplier/${plain.id}/cycles-for-reconciliation?allowPastCycles=false`);
    expect(two.body.data.map((c: { id: string }) => c.id)).toEqual([current.id, past[0].id]);
    const biWeekly = await invoiceSupplier(t, 'USD', { invoicePaymentCycle: 'bi_weekly' });
    const halves = await get(`/api/v2/supplier/${biWeekly.id}/cycles-for-reconciliation`);
    expect(halves.body.data).toHaveLength(25);
    expect(halves.body.data[0]).toMatchObject(cycleOf(today, 'bi_weekly'));
  });

  it('does not offer an ended cycle that a live top-up range invoice already covers in part', async () => {
    const supplier = await invoiceSupplier(t);
    const covered = past[2];
    const range = { periodStart: shiftDay(covered.end, -3), periodEnd: shiftDay(covered.end, 2) };
    await insertInvoice(t, {
      companyId: supplier.id,
      state: 'approved',
      invoiceType: 'topup_tax_bill',
      currency: 'USD',
      invoiceAmount: '1.00',
      platformAmount: '1.00',
      ...range,
    });
    await insertInvoice(t, {
      companyId: supplier.id,
      state: 'rejected',
      invoiceType: 'topup_tax_bill',
      currency: 'USD',
      invoiceAmount: '1.00',
      platformAmount: '1.00',
      periodStart: past[4].start,
      periodEnd: past[4].end,
    });
    const ids = (await get(`/api/v2/supplier/${supplier.id}/cycles-for-reconciliation?allowPastCycles=true`)).body.data.map((c: { id: string }) => c.id);
    // The range runs into the cycle after `covered` (past[1]) too; the rejected one takes nothing.
    expect(ids).not.toContain(covered.id);
    expect(ids).not.toContain(past[1].id);
    expect(ids).toContain(past[4].id);
    expect(ids).toContain(past[3].id);
  });

  it('answers 400 for an allowPastCycles that is not true or false, as its OpenAPI entry documents', async () => {
    const supplier = await invoiceSupplier(t);
    const bad = await get(`/api/v2/supplier/${supplier.id}/cycles-for-reconciliation?allowPastCycles=maybe`);
    expect([bad.status, bad.body.details?.[0]?.field]).toEqual([400, 'allowPastCycles']);
    const docs = await t.http.get('/api/docs-json');
    const responses = docs.body.paths['/api/v2/supplier/{id}/cycles-for-reconciliation'].get.responses;
    expect(responses['400']).toMatchObject({
      content: {
        'application/json': {
          schema: {
            allOf: [{ $ref: '#/components/schemas/ErrorResponseDto' }, { properties: { code: { enum: expect.arrayContaining(['ValidationFailed']) } } }],
          },
        },
      },
    });
  });

  it("gives the supplier's cycles table: cost, status, invoice and the payment platform only when paid", async () => {
    const supplier = await invoiceSupplier(t);
    await t.dataSource.query(`UPDATE company SET payment_platform_name = 'Payoneer' WHERE id = $1`, [supplier.id]);
    const approved = await invoiceFor(supplier.id, past[0], 'approved');
    const pending = await invoiceFor(supplier.id, past[1], 'pending_approval');
    await invoiceFor(supplier.id, past[2], 'rejected');
    const paid = await invoiceFor(supplier.id, past[3], 'paid');
    await postCost(t, supplier, current.start, '5.00');
    const res = await get(`/api/v2/supplier/${supplier.id}/invoice-cycles`);
    expect(res.status).toBe(200);
    const rows = res.body.data as Record<string, unknown>[];
    expect(rows).toHaveLength(13);
    expect(rows.map((r) => r.status).slice(0, 6)).toEqual(['open', 'approved', 'pending_approval', 'rejected', 'paid', 'not_invoiced']);
    expect(rows[0]).toMatchObject({
      cycleId: current.id,
      period: current.label,
      amount: '5.00',
      amountUsd: '5.00',
      currency: 'USD',
      statusDisplay: 'Open',
      invoiceId: null,
    });
    expect(rows[1]).toMatchObject({
      cycleId: past[0].id,
      amount: '100.00',
      invoiceNumber: approved.number,
      invoiceAmount: '100.00',
      paymentPlatformName: null,
      modifiedBy: 'Test finadmin',
      note: 'Note approved',
      invoiceId: approved.id,
    });
    expect(rows[2]).toMatchObject({ invoiceId: pending.id, modifiedBy: 'Test uploader', paymentPlatformName: null });
    expect(rows[3]).toMatchObject({ statusDisplay: 'Rejected', modifiedBy: 'Test finadmin' });
    expect(rows[4]).toMatchObject({ invoiceId: paid.id, status: 'paid', paymentPlatformName: 'Payoneer' });
    expect(rows[5]).toMatchObject({ amount: '0.00', statusDisplay: 'Not invoiced', invoiceNumber: null, invoiceAmount: null });
  });

  it('is for full-admin staff only', async () => {
    const supplier = await invoiceSupplier(t);
    const support = await tokenFor(t, await createUser(t, { role: Role.Support, scopes: [Scope.FinanceAdmin] }));
    const agent = await tokenFor(t, await createUser(t, { role: Role.Agent, companyId: supplier.id }));
    for (const token of [support, agent]) {
      expect((await t.http.get(`/api/v2/supplier/${supplier.id}/invoice-cycles`).set('Authorization', `Bearer ${token}`)).status).toBe(403);
      expect((await t.http.get(`/api/v2/supplier/${supplier.id}/cycles-for-reconciliation`).set('Authorization', `Bearer ${token}`)).status).toBe(403);
      const cost = await t.http
        .post(`/api/v2/supplier/${supplier.id}/fetch-cycles-cost`)
        .set('Authorization', `Bearer ${token}`)
        .send({ invoiceCycles: [past[0].id] });
      expect(cost.status).toBe(403);
    }
    expect((await get(`/api/v2/supplier/${supplier.id}/invoice-cycles`, 'admin')).status).toBe(200);
  });
});
