import { demoTokens, seedDemo as seedDemoSteps, startTestApp, type TestApp } from '@farebox/testing';
import { financeSeed } from '../../../apps/api/src/seed/finance.seed.js';
import { DEMO_COMPANY_IDS, SEED_STEPS } from '../../../apps/api/src/seed/index.js';

describe('demo supplier finance (finance.seed.ts)', () => {
  let t: TestApp;
  // The steps up to this one (the later areas' steps are their own tests' business).
  const seedDemo = () => seedDemoSteps(t, SEED_STEPS.slice(0, SEED_STEPS.indexOf(financeSeed) + 1));

  beforeAll(async () => {
    t = await startTestApp();
  }, 120_000);
  afterAll(() => t.close());

  it('posts the approved demo bookings and gives the top-up supplier a real ledger, once', async () => {
    const first = await seedDemo();
    expect(first.finance).toBeGreaterThan(100);

    const [counts] = await t.dataSource.query(
      `SELECT (SELECT count(DISTINCT currency)::int FROM currency_rate) AS currencies,
              (SELECT count(*)::int FROM booking b WHERE b.status = 'approved') AS approved,
              (SELECT count(DISTINCT booking_id)::int FROM supplier_transaction) AS posted,
              (SELECT count(*)::int FROM booking b WHERE b.status = 'approved'
                  AND b.cost_in_supplier_currency <> (SELECT COALESCE(sum(amount), 0) FROM supplier_transaction s WHERE s.booking_id = b.id)) AS wrong`,
    );
    expect(counts).toMatchObject({ currencies: 5, wrong: 0 });
    expect(counts.posted).toBe(counts.approved);
    // Every currency a demo company or booking uses has a rate (USD is 1).
    const unrated = await t.dataSource.query(
      `SELECT DISTINCT c FROM (SELECT currency AS c FROM company WHERE currency IS NOT NULL UNION SELECT supplier_currency FROM booking) x
        WHERE c <> 'USD' AND NOT EXISTS (SELECT 1 FROM currency_rate r WHERE r.currency = x.c)`,
    );
    expect(unrated).toEqual([]);

    // The derived totals agree with the ledgers (the last adjustment date is the newest adjustment's, not a deposit's).
    const mismatches = await t.dataSource.query(
      `SELECT 'daily' AS what, company_id FROM (
         SELECT company_id, sum(amount) AS a, sum(booked_amount) AS b FROM supplier_daily_cost GROUP BY company_id) d
        FULL JOIN (SELECT company_id AS cid, sum(amount) AS a FROM supplier_transaction GROUP BY company_id) s ON s.cid = d.company_id
        WHERE d.a IS DISTINCT FROM s.a OR d.b IS DISTINCT FROM s.a
       UNION ALL
       SELECT 'topup', t.company_id FROM supplier_topup_total t
        WHERE t.amount <> (SELECT sum(amount) FROM topup_entry e WHERE e.company_id = t.company_id AND e.currency = t.currency)
           OR t.last_adjustment_at IS DISTINCT FROM (SELECT max(created_at) FROM topup_entry e WHERE e.company_id = t.company_id AND e.currency = t.currency AND e.type = 'adjustment')`,
    );
    expect(mismatches).toEqual([]);

    const tokens = await demoTokens(t);
    const supplier = DEMO_COMPANY_IDS.topupSupplier;
    const ledger = (await t.http.get(`/api/v2/supplier/${supplier}/topup-ledger?limit=0`).set('Authorization', `Bearer ${tokens.finadmin}`).expect(200)).body;
    const types = new Set(ledger.data.map((i: { type: string }) => i.type));
    expect([...types].sort()).toEqual(['adjustment', 'booking', 'deposit', 'deposit_request']);
    expect(ledger.data.filter((i: { receipt: string | null }) => i.receipt)).toHaveLength(2);
    expect(
      ledger.data
        .filter((i: { depositRequest?: { state: string } }) => i.depositRequest)
        .map((i: { depositRequest: { state: string } }) => i.depositRequest.state)
        .sort(),
    ).toEqual(['cancelled', 'deposited', 'open']);
    const summary = (await t.http.get(`/api/v2/supplier/${supplier}/summary`).set('Authorization', `Bearer ${tokens.finadmin}`).expect(200)).body;
    expect(summary.topup).toMatchObject({ hasOpenTopupDepositRequest: true, lastTopupAdjustment: expect.any(String) });
    expect(Number(summary.topup.avgDailyCost)).toBeGreaterThan(0);
    const invoiceSupplier = (
      await t.http.get(`/api/v2/supplier/${DEMO_COMPANY_IDS.invoiceSupplier}/summary`).set('Authorization', `Bearer ${tokens.finadmin}`).expect(200)
    ).body;
    expect(invoiceSupplier.invoice.nextCycle.cost).toEqual(expect.any(String));

    const second = await seedDemo();
    expect(second.finance).toBe(0);
  });
});
