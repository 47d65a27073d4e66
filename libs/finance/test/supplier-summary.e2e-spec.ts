import { randomUUID } from 'node:crypto';
import type { Company } from '@farebox/companies';
import { nextCycle, Role } from '@farebox/domain';
import { createCompany, createSupplier, createUser, startTestApp, type TestApp } from '@farebox/testing';
import { day, financeApi, financeCallers, insertRates, postedBooking, supplierLine, type FinanceApi, type FinanceCallers } from './ledger-fixtures.js';

describe('GET /v2/supplier/{id}/summary', () => {
  let t: TestApp;
  let api: FinanceApi;
  let as: FinanceCallers;
  let topupSupplier: Company;

  const summary = async (company: Pick<Company, 'id'>, token = as.admin) => (await api.get(`/api/v2/supplier/${company.id}/summary`, token).expect(200)).body;

  beforeAll(async () => {
    t = await startTestApp();
    api = financeApi(t);
    await insertRates(t);
    await t.dataSource.query(`INSERT INTO currency_rate (currency, rate_date, rate) VALUES ('VND', '2020-01-01', 25000.0000)`);
    topupSupplier = await createSupplier(t, {
      specialDeal: true,
      financeNote: 'Pays on Mondays',
      contract: 'https://contracts.example.com/1',
      hasSecurityDeposit: true,
      securityDeposit: '50000.00' as never,
    });
    as = await financeCallers(t, topupSupplier);
  });
  afterAll(() => t.close());

  it("gives a top-up supplier's details and its balance box (the domain's definitions)", async () => {
    const line = await supplierLine(t, topupSupplier);
    await api.post(`/api/v2/supplier/${topupSupplier.id}/topup`, { type: 'deposit', amount: '10000', currency: 'THB' }, as.admin).expect(200);
    await postedBooking(t, line, '700.00', day(-20));
    await postedBooking(t, line, '1400.00', day(-3));
    await postedBooking(t, line, '100.00', day(0));
    const body = await summary(topupSupplier);
    expect(body).toMatchObject({
      id: topupSupplier.id,
      name: topupSupplier.name,
      paymentType: 'topup',
      calculationBasedOn: 'booking_date',
      invoicePaymentCycle: 'monthly',
      currency: 'THB',
      securityDeposit: '50000.00',
      contract: 'https://contracts.example.com/1',
      financeNote: 'Pays on Mondays',
      businessOwner: 'Dana Levi',
      operationsOwner: 'Ops Team',
      paymentPlatformName: 'Hyperwallet',
      specialDeal: true,
      country: 'Thailand',
    });
    expect(body.invoice).toBeUndefined();
    expect(body.topup).toEqual({
      balance: '7800.00',
      balanceInUsd: '216.67',
      balanceByBookingDate: '7800.00',
      avgDailyCost: '100.00',
      daysLeft: 78,
      // A deposit is no adjustment.
      lastTopupAdjustment: null,
      hasOpenTopupDepositRequest: false,
    });
    await api
      .post(`/api/v2/supplier/${topupSupplier.id}/topup`, { type: 'deposit_request', amount: '100', currency: 'THB', dueDate: 'immediate' }, as.admin)
      .expect(200);
    expect((await summary(topupSupplier)).topup.hasOpenTopupDepositRequest).toBe(true);
  });

  it('gives as last adjustment when the newest adjustment was made: a deposit after it does not move it', async () => {
    const company = await createSupplier(t);
    const post = (body: object) => api.post(`/api/v2/supplier/${company.id}/topup`, { currency: 'THB', ...body }, as.admin).expect(200);
    const madeAt = async (id: string) =>
      (await t.dataSource.query<{ created_at: Date }[]>(`SELECT created_at FROM topup_entry WHERE id = $1`, [id]))[0].created_at.toISOString();
    const last = async () => (await summary(company)).topup.lastTopupAdjustment;
    await post({ type: 'deposit', amount: '1000' });
    expect(await last()).toBeNull();
    const cost = (await post({ type: 'adjustment', adjustmentType: 'cost', amount: '-20', note: 'Cost correction', adjustmentDate: day(-5) })).body
      .id as string;
    expect(await last()).toBe(await madeAt(cost));
    const cash = (await post({ type: 'adjustment', amount: '15', note: 'Refunded fee' })).body.id as string;
    await post({ type: 'deposit', amount: '500' });
    expect(await last()).toBe(await madeAt(cash));
    const [total] = await t.dataSource.query(`SELECT amount::text, last_adjustment_at FROM supplier_topup_total WHERE company_id = $1`, [company.id]);
    expect(total).toEqual({ amount: '1495.00', last_adjustment_at: new Date(await madeAt(cash)) });
  });

  it('counts a cost by its effective date in the balance and by its booking date in the booking-date balance', async () => {
    const company = await createSupplier(t, { calculationBasedOn: 'departure_date' });
    const line = await supplierLine(t, company);
    await api.post(`/api/v2/supplier/${company.id}/topup`, { type: 'deposit', amount: '1000', currency: 'THB' }, as.admin).expect(200);
    await postedBooking(t, line, '300.00', day(-2), day(4));
    const { topup } = await summary(company);
    expect(topup).toMatchObject({ balance: '1000.00', balanceByBookingDate: '700.00', avgDailyCost: '0.00', daysLeft: null });
  });

  it("gives an invoice supplier's unpaid invoices (pending approval or approved) and its current cycle's cost", async () => {
    const company = await createSupplier(t, { paymentType: 'invoice', category: 'Transportation EOM', currency: 'VND', invoicePaymentCycle: 'bi_weekly' });
    const line = await supplierLine(t, company, 'VND');
    await postedBooking(t, line, '500000.00', day(0));
    const uploader = await createUser(t, { role: Role.Admin, isFullAdmin: true });
    const invoice = (state: string, currency: string, amount: string, amountUsd: string) =>
      t.dataSource.query(
        `INSERT INTO supplier_invoice (company_id, state, invoice_number, invoice_type, currency, invoice_amount, platform_amount, amount_usd, gap, gap_usd,
           gap_percent, gap_level, invoice_date, receive_date, due_date, tax_code, period_start, period_end, period_label, file_key, file_name, file_mime,
           file_size, created_by, created_by_name)
         VALUES ($1, $2, $3, 'tax_bill', $4, $5, $5, $6, 0, 0, 0, 1, current_date, current_date, current_date, 'VAT_STD', current_date, current_date, 'x',
           'k', 'f.pdf', 'application/pdf', 1, $7, 'Uploader')`,
        [company.id, state, `INV-${randomUUID().slice(0, 8)}`, currency, amount, amountUsd, uploader.id],
      );
    await invoice('approved', 'VND', '2500000.00', '100.00');
    await invoice('approved', 'USD', '20.00', '20.00');
    await invoice('paid', 'VND', '9999999.00', '400.00');
    await invoice('pending_approval', 'VND', '7777777.00', '311.11');
    await invoice('rejected', 'VND', '1111111.00', '44.44');
    const body = await summary(company);
    const cycle = nextCycle(day(0), 'bi_weekly');
    expect(body.topup).toBeUndefined();
    // Paid ones are done and rejected ones not owed; pending and approved ones are still to be paid.
    expect(body.invoice).toEqual({
      unpaidCount: 3,
      unpaidTotal: '10777777.00',
      unpaidTotalUsd: '431.11',
      nextCycle: { id: cycle.id, label: cycle.label, start: cycle.start, end: cycle.end, cost: '500000.00', costUsd: expect.any(String) },
    });
  });

  it('is for full admins (read-admin included); 404 for a company that is no supplier', async () => {
    for (const token of [as.admin, as.support, as.readAdmin]) expect((await api.get(`/api/v2/supplier/${topupSupplier.id}/summary`, token)).status).toBe(200);
    for (const token of [as.plainSupport, as.agent]) expect((await api.get(`/api/v2/supplier/${topupSupplier.id}/summary`, token)).status).toBe(403);
    const plain = await createCompany(t);
    expect((await api.get(`/api/v2/supplier/${plain.id}/summary`, as.admin)).status).toBe(404);
    expect((await api.get(`/api/v2/supplier/not-an-id/summary`, as.admin)).status).toBe(400);
  });
});
