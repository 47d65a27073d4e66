import { Role } from '@farebox/domain';
import { createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import {
  createFinanceSupplier,
  insertDepositRequest,
  insertInvoice,
  insertRate,
  insertSupplierTransaction,
  insertTopupEntry,
  refreshDerivedTotals,
  shiftDay,
  utcToday,
} from './finance-fixtures.js';

/**
 * The overview's top-up table and header boxes on a small hand-computed fixture. T is today (UTC); THB is 35 per USD
 * until T−5 and 32 from then on.
 *
 * A (THB, booking_date): deposit 10,000 (T−20), adjustment −500 (T−3), an open deposit request; costs 300 (T−20),
 *   1,400 (T−10), 700 (T−1), and 2,100 booked T−2 but effective T+5.
 *   balance 9,500 − 2,400 = 7,100; by booking date 9,500 − 4,500 = 5,000; window [T−14, T−1] 2,100 → avg 150.00;
 *   days left 47; USD 7,100 / 32 = 221.88 and 5,000 / 32 = 156.25.
 * B (THB): deposit 1,000; costs 1,000 (T−7) and 400 (T−6); a cancelled request. balance −400 → days left 0 (red),
 *   avg 100.00, USD −12.50.
 * C (USD): deposit 500, no cost → avg 0.00, days left null, USD 500.00.
 * D (THB): deposit 2,400; costs 200 (T−15, before the window), 700 (T−14, first window day), 700 (T−1), 100 (T, after
 *   the window) → balance 700, avg 100.00, days left 7 (red: 7 or fewer).
 */
describe('payments report overview: top-up table and boxes', () => {
  let t: TestApp;
  let token: string;
  const T = utcToday();
  const day = (n: number) => shiftDay(T, n);
  const prefix = `Ovt${Date.now().toString(36)}`;
  const ids: Record<'A' | 'B' | 'C' | 'D', string> = { A: '', B: '', C: '', D: '' };
  let adjustmentAt: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
    await insertRate(t, 'THB', '2020-01-01', '35.0000');
    await insertRate(t, 'THB', day(-5), '32.0000');

    const a = await createFinanceSupplier(t, {
      name: `${prefix} Andaman`,
      specialDeal: true,
      addressCountry: 'Thailand',
      addressCountryCode: 'TH',
      businessOwner: 'Dana Levi',
      region: 'apac',
      paymentPlatformName: 'Hyperwallet',
      calculationBasedOn: 'booking_date',
    });
    const b = await createFinanceSupplier(t, {
      name: `${prefix} Bien Hoa`,
      addressCountry: 'Vietnam',
      addressCountryCode: 'VN',
      businessOwner: 'Omer Katz',
      region: 'emea',
    });
    const c = await createFinanceSupplier(t, { name: `${prefix} Chiang Mai`, currency: 'USD', calculationBasedOn: 'departure_date' });
    const d = await createFinanceSupplier(t, { name: `${prefix} Dong Ha` });
    Object.assign(ids, { A: a.id, B: b.id, C: c.id, D: d.id });

    await insertTopupEntry(t, { companyId: a.id, amount: '10000.00', entryDate: day(-20) });
    adjustmentAt = new Date(Date.parse(`${day(-3)}T09:30:00Z`)).toISOString();
    await insertTopupEntry(t, { companyId: a.id, type: 'adjustment', amount: '-500.00', entryDate: day(-3), createdAt: adjustmentAt });
    await insertDepositRequest(t, { companyId: a.id, amount: '5000.00' });
    for (const [amount, booked, effective] of [
      ['300.00', -20, -20],
      ['1400.00', -10, -10],
      ['700.00', -1, -1],
      ['2100.00', -2, 5],
    ] as const) {
      await insertSupplierTransaction(t, { companyId: a.id, amount, bookingDate: day(booked), effectiveDate: day(effective) });
    }

    await insertTopupEntry(t, { companyId: b.id, amount: '1000.00', entryDate: day(-30) });
    await insertSupplierTransaction(t, { companyId: b.id, amount: '1000.00', bookingDate: day(-7) });
    await insertSupplierTransaction(t, { companyId: b.id, amount: '400.00', bookingDate: day(-6) });
    await insertDepositRequest(t, { companyId: b.id, amount: '800.00', state: 'cancelled' });

    await insertTopupEntry(t, { companyId: c.id, amount: '500.00', currency: 'USD', entryDate: day(-2) });

    await insertTopupEntry(t, { companyId: d.id, amount: '2400.00', entryDate: day(-30) });
    for (const [amount, n] of [
      ['200.00', -15],
      ['700.00', -14],
      ['700.00', -1],
      ['100.00', 0],
    ] as const) {
      await insertSupplierTransaction(t, { companyId: d.id, amount, bookingDate: day(n) });
    }
    await refreshDerivedTotals(t, Object.values(ids));
  });
  afterAll(() => t.close());

  const get = (path: string, query: Record<string, string> = {}) =>
    t.http
      .get(path)
      .query({ supplier: prefix, ...query })
      .set('Authorization', `Bearer ${token}`);

  it('answers every column of every row, by supplier name', async () => {
    const res = await get('/api/payments-report/overview/topup');
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ limit: 20, offset: 0, total: 4 });
    expect(res.body.data).toEqual([
      {
        supplier: ids.A,
        supplierId: ids.A,
        supplierName: `${prefix} Andaman`,
        specialDeal: true,
        country: 'Thailand',
        currency: 'THB',
        balance: '7100.00',
        balanceInUsd: '221.88',
        avgDailyCost: '150.00',
        daysLeft: 47,
        isDaysLeftWarning: false,
        hasOpenTopupDepositRequest: true,
        paymentPlatformName: 'Hyperwallet',
        businessOwner: 'Dana Levi',
        calculationBasedOn: 'booking_date',
        balanceByBookingDate: '5000.00',
        balanceByBookingDateInUsd: '156.25',
        lastTopupAdjustment: adjustmentAt,
      },
      expect.objectContaining({
        supplierId: ids.B,
        country: 'Vietnam',
        balance: '-400.00',
        balanceInUsd: '-12.50',
        avgDailyCost: '100.00',
        daysLeft: 0,
        isDaysLeftWarning: true,
        hasOpenTopupDepositRequest: false,
        balanceByBookingDate: '-400.00',
        lastTopupAdjustment: null,
      }),
      expect.objectContaining({
        supplierId: ids.C,
        currency: 'USD',
        balance: '500.00',
        balanceInUsd: '500.00',
        avgDailyCost: '0.00',
        daysLeft: null,
        isDaysLeftWarning: false,
        calculationBasedOn: 'departure_date',
      }),
      expect.objectContaining({ supplierId: ids.D, balance: '700.00', avgDailyCost: '100.00', daysLeft: 7, isDaysLeftWarning: true, balanceInUsd: '21.88' }),
    ]);
  });

  it('takes untilDate as the "today" of the balances: a past day counts only the entries and costs up to it, at its rate', async () => {
    const past = await get('/api/payments-report/overview/topup', { untilDate: day(-10) });
    expect(past.status).toBe(200);
    // A on T−10: deposit 10,000 (the T−3 adjustment is later, and a deposit is no adjustment); costs 300 + 1,400;
    // window [T−24, T−11] = 300 → 21.43/day.
    expect(past.body.data[0]).toMatchObject({
      supplierId: ids.A,
      balance: '8300.00',
      balanceByBookingDate: '8300.00',
      avgDailyCost: '21.43',
      daysLeft: 387,
      balanceInUsd: '237.14',
      lastTopupAdjustment: null,
    });
    // A on T+7: the cost effective on T+5 now counts; window [T−7, T+6] = 700 + 2,100 → 200/day.
    const future = await get('/api/payments-report/overview/topup', { untilDate: day(7) });
    expect(future.body.data[0]).toMatchObject({
      balance: '5000.00',
      balanceByBookingDate: '5000.00',
      avgDailyCost: '200.00',
      daysLeft: 25,
      balanceInUsd: '156.25',
    });
  });

  it('filters by country (code or name), owner and region, and pages', async () => {
    const names = async (query: Record<string, string>) =>
      ((await get('/api/payments-report/overview/topup', query)).body.data as { supplierId: string }[]).map((r) => r.supplierId);
    expect(await names({ country: 'th' })).toEqual([ids.A, ids.C, ids.D]);
    expect(await names({ country: 'viet' })).toEqual([ids.B]);
    expect(await names({ owner: 'omer' })).toEqual([ids.B]);
    expect(await names({ region: 'emea' })).toEqual([ids.B]);
    expect(await names({ supplier: `${prefix} chiang` })).toEqual([ids.C]);
    expect(await names({ supplier: 'no such supplier%' })).toEqual([]);
    const page2 = await get('/api/payments-report/overview/topup', { limit: '3', offset: '3' });
    expect(page2.body).toMatchObject({ meta: { limit: 3, offset: 3, total: 4 }, data: [{ supplierId: ids.D }] });
    expect((await get('/api/payments-report/overview/topup', { untilDate: '2026-02-30' })).status).toBe(400);
    expect((await get('/api/payments-report/overview/topup', { untilDate: '', country: '' })).body.meta.total).toBe(4);
  });

  it('sums the boxes over every supplier', async () => {
    const invoiceSupplier = await createFinanceSupplier(t, { name: `${prefix} Eom`, paymentType: 'invoice' });
    await insertInvoice(t, { companyId: invoiceSupplier.id, state: 'approved', invoiceAmount: '3500.00', platformAmount: '3500.00', amountUsd: '100.00' });
    await insertInvoice(t, { companyId: invoiceSupplier.id, state: 'approved', invoiceAmount: '700.00', platformAmount: '690.00', amountUsd: '20.00' });
    await insertInvoice(t, { companyId: invoiceSupplier.id, state: 'paid', invoiceAmount: '350.00', platformAmount: '350.00', amountUsd: '10.00' });
    await insertInvoice(t, { companyId: invoiceSupplier.id, state: 'pending_approval', invoiceAmount: '35.00', platformAmount: '35.00', amountUsd: '1.00' });
    const res = await t.http.get('/api/payments-report/overview/boxes').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    // 221.88 − 12.50 + 500.00 + 21.88
    expect(res.body).toEqual({ totalTopupBalanceUsd: '731.26', invoicesToPayUsd: '120.00', topupSuppliers: 4, endOfMonthSuppliers: 1, openInvoices: 1 });
  });

  it('exports the table as CSV with the same figures', async () => {
    const res = await get('/api/payments-report/overview/topup.csv', { limit: '1' }).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="overview-topup-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFSupplier,Special deal,Country,Currency,Balance,Balance USD,Avg daily cost (14 days),Days left,Open deposit request,Paygate,Business owner,Calculation based on,Balance by booking date,Balance by booking date USD,Last adjustment',
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]).toBe(`${prefix} Andaman,Yes,Thailand,THB,7100.00,221.88,150.00,47,Yes,Hyperwallet,Dana Levi,booking_date,5000.00,156.25,${adjustmentAt}`);
    expect(lines[2]).toContain(',-400.00,-12.50,100.00,0,No,');
    expect(lines[5]).toBe('');
  });
});
