import { Decimal } from 'decimal.js';
import type { Company } from '@farebox/companies';
import type { Line } from '@farebox/inventory';
import { createSupplier, startTestApp, type TestApp } from '@farebox/testing';
import { LEDGER_PAGE_SQL } from '../src/topups/topup-ledger.sql.js';
import { day, financeApi, financeCallers, insertRates, postedBooking, supplierLine, type FinanceApi, type FinanceCallers } from './ledger-fixtures.js';

interface Item {
  id: string;
  type: string;
  amount: string;
  balance: string;
  amountUsd: string;
  balanceUsd: string;
  isFirstFuturePayment: boolean;
}

interface Stored {
  balance: string;
  balance_usd: string;
  postings: string;
}

/** The ledger straight from its tables: Σ of the effects (costs consume, entries add) in the supplier currency and USD. */
const LEDGER_SUMS_SQL = `
SELECT ((SELECT COALESCE(sum(amount), 0) FROM topup_entry WHERE company_id = $1 AND currency = $2)
        - (SELECT COALESCE(sum(amount), 0) FROM supplier_transaction WHERE company_id = $1 AND currency = $2))::text AS balance,
       ((SELECT COALESCE(sum(amount_usd), 0) FROM topup_entry WHERE company_id = $1 AND currency = $2)
        - (SELECT COALESCE(sum(amount_usd), 0) FROM supplier_transaction WHERE company_id = $1 AND currency = $2))::text AS balance_usd,
       (SELECT count(*) FROM supplier_transaction WHERE company_id = $1 AND currency = $2)::text AS postings`;

const STORED_SQL = `SELECT balance::text, balance_usd::text, postings::text FROM supplier_ledger_total WHERE company_id = $1 AND currency = $2`;

describe('supplier ledger: the stored running balance (supplier_ledger_total) and the pages read from it', () => {
  let t: TestApp;
  let api: FinanceApi;
  let as: FinanceCallers;

  beforeAll(async () => {
    t = await startTestApp();
    api = financeApi(t);
    await insertRates(t);
    as = await financeCallers(t, await createSupplier(t));
  });
  afterAll(() => t.close());

  const topup = (supplier: Pick<Company, 'id'>, body: object) =>
    api.post(`/api/v2/supplier/${supplier.id}/topup`, { currency: 'THB', ...body }, as.admin).expect(200);
  const ledger = async (supplier: Pick<Company, 'id'>, query: string): Promise<{ data: Item[]; meta: { total: number } }> =>
    (await api.get(`/api/v2/supplier/${supplier.id}/topup-ledger${query}`, as.admin).expect(200)).body;
  const stored = async (supplier: Pick<Company, 'id'>) => (await t.dataSource.query<Stored[]>(STORED_SQL, [supplier.id, 'THB']))[0];
  const sums = async (supplier: Pick<Company, 'id'>) => (await t.dataSource.query<Stored[]>(LEDGER_SUMS_SQL, [supplier.id, 'THB']))[0];

  /**
   * Every row's balance is the one after it: the next older row's balance plus its amount (a deposit request moves
   * nothing), the oldest row's is its amount, and the newest row's is Σ of the whole ledger.
   */
  function expectRunningBalances(items: Item[], total: Stored): void {
    let balance = new Decimal(0);
    let usd = new Decimal(0);
    for (const item of [...items].reverse()) {
      if (item.type !== 'deposit_request') {
        balance = balance.plus(item.amount);
        usd = usd.plus(item.amountUsd);
      }
      expect({ id: item.id, balance: item.balance, balanceUsd: item.balanceUsd }).toEqual({
        id: item.id,
        balance: balance.toFixed(2),
        balanceUsd: usd.toFixed(2),
      });
    }
    expect(items[0]).toMatchObject({ balance: new Decimal(total.balance).toFixed(2), balanceUsd: new Decimal(total.balance_usd).toFixed(2) });
  }

  /**
   * A supplier dating its costs by departure, with a ledger of bookings on several days (two departing after today),
   * deposits, a back-dated adjustment and a deposit request.
   */
  async function supplierWithLedger(): Promise<{ supplier: Company; line: Line }> {
    const supplier = await createSupplier(t, { calculationBasedOn: 'departure_date' });
    const line = await supplierLine(t, supplier);
    await topup(supplier, { type: 'deposit', amount: '50000.00' });
    for (const [cost, booked, departs] of [
      ['1200.50', -6, -6],
      ['800.00', -4, 3],
      ['310.25', -2, -1],
      ['99.99', 0, 2],
    ] as const) {
      await postedBooking(t, line, cost, day(booked), day(departs));
    }
    await topup(supplier, { type: 'adjustment', adjustmentType: 'cost', amount: '-150.00', note: 'Back-dated', adjustmentDate: day(-5) });
    await topup(supplier, { type: 'deposit_request', amount: '1000.00', dueDate: 'immediate' });
    await topup(supplier, { type: 'deposit', amount: '2500.00' });
    return { supplier, line };
  }

  it('keeps Σ of the ledger per supplier and currency, also when postings to one supplier run at the same time', async () => {
    const { supplier, line } = await supplierWithLedger();
    await Promise.all([
      ...['101.01', '202.02', '303.03', '404.04', '505.05', '606.06'].map((cost, i) => postedBooking(t, line, cost, day(-i), day(i % 3))),
      ...['700.00', '800.00', '900.00'].map((amount) => topup(supplier, { type: 'deposit', amount })),
      topup(supplier, { type: 'adjustment', adjustmentType: 'cash', amount: '-42.10', note: 'Concurrent', adjustmentDate: day(-3) }),
    ]);
    const expected = await sums(supplier);
    expect(expected.postings).toBe('10');
    expect(await stored(supplier)).toEqual(expected);
    // The daily costs' stored Σ (the overview's balance) agrees with the days too.
    const [days] = await t.dataSource.query<{ ok: boolean }[]>(
      `SELECT (SELECT sum(amount) FROM supplier_daily_cost WHERE company_id = $1) = dt.amount
          AND (SELECT sum(booked_amount) FROM supplier_daily_cost WHERE company_id = $1) = dt.booked_amount AS ok
         FROM supplier_daily_cost_total dt WHERE dt.company_id = $1 AND dt.currency = 'THB'`,
      [supplier.id],
    );
    expect(days).toEqual({ ok: true });

    for (const basis of ['booking_date', 'effective_date']) {
      const all = await ledger(supplier, `?basis=${basis}&limit=0`);
      expect(all.meta.total).toBe(all.data.length);
      expectRunningBalances(all.data, expected);
    }
  });

  it('adds a bulk INSERT ... SELECT that bypasses the services (the statement trigger), and the newest page shows it', async () => {
    const { supplier } = await supplierWithLedger();
    await t.dataSource.query(
      `INSERT INTO supplier_transaction (company_id, posting_key, kind, booking_reference, amount, currency, amount_usd, booking_date, departure_date, effective_date)
       SELECT $1::uuid, 'bulk:' || $1::text || ':' || g, 'booking', 'BULK' || g, 10 + g, 'THB', round((10 + g) / 36.0, 2), now() - g * interval '1 hour', now(), current_date
         FROM generate_series(1, 200) g`,
      [supplier.id],
    );
    const expected = await sums(supplier);
    expect(await stored(supplier)).toEqual(expected);
    const page = await ledger(supplier, '?limit=20');
    expect(page.meta.total).toBe(Number(expected.postings) + 4);
    expect(page.data[0]).toMatchObject({ balance: new Decimal(expected.balance).toFixed(2), balanceUsd: new Decimal(expected.balance_usd).toFixed(2) });
    expectRunningBalances((await ledger(supplier, '?limit=0')).data, expected);
  });

  it('answers every page, in both bases, with the rows and figures of the window over the whole ledger', async () => {
    const { supplier } = await supplierWithLedger();
    const supplierTotal = await sums(supplier);
    for (const basis of ['booking_date', 'effective_date']) {
      const window: { id: string; balance: string; balance_usd: string; is_first_future: boolean; total: string }[] = await t.dataSource.query(
        LEDGER_PAGE_SQL,
        [supplier.id, 'THB', basis, day(0), 'all', 0, 1000],
      );
      const all = await ledger(supplier, `?basis=${basis}&limit=0`);
      expect(all.data.map((i) => [i.id, i.balance, i.balanceUsd, i.isFirstFuturePayment])).toEqual(
        window.map((r) => [r.id, new Decimal(r.balance).toFixed(2), new Decimal(r.balance_usd).toFixed(2), r.is_first_future]),
      );
      expect(all.data.filter((i) => i.isFirstFuturePayment)).toHaveLength(basis === 'effective_date' ? 1 : 0);
      expect(all.meta.total).toBe(Number(window[0].total));
      for (const offset of [0, 3, 7]) {
        const page = await ledger(supplier, `?basis=${basis}&offset=${offset}&limit=3`);
        expect(page.data).toEqual(all.data.slice(offset, offset + 3));
        expect(page.meta.total).toBe(all.data.length);
      }
      expectRunningBalances(all.data, supplierTotal);
    }
    // One operation: its rows keep the balances of the whole ledger.
    const all = (await ledger(supplier, '?limit=0')).data;
    const deposits = (await ledger(supplier, '?operation=deposit&limit=0')).data;
    expect(deposits).toEqual(all.filter((i) => i.type === 'deposit'));
  });
});
