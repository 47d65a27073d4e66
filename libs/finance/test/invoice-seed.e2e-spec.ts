import { computeInvoiceGap } from '@farebox/domain';
import { demoTokens, seedDemo, startTestApp, type TestApp } from '@farebox/testing';
import { DEMO_COMPANY_IDS, demoUser } from '../../../apps/api/src/seed/index.js';
import { demoInvoiceId } from '../../../apps/api/src/seed/finance-invoices.seed.js';

interface SeededInvoice {
  id: string;
  company_id: string;
  state: string;
  gap_level: number;
  invoice_amount: string;
  platform_amount: string;
  gap: string;
  gap_percent: string;
  currency: string;
  cycle_id: string;
  invoice_date: string;
  assignee_id: string | null;
  history: number;
  rate: string | null;
}

describe('demo invoices', () => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let invoices: SeededInvoice[];

  beforeAll(async () => {
    t = await startTestApp();
    // The demo data alone: its bookings give every cycle the invoices reconcile cost, whatever the day.
    await seedDemo(t);
    tokens = await demoTokens(t);
    invoices = await t.dataSource.query(
      `SELECT i.id, i.company_id, i.state, i.gap_level, i.invoice_amount::text, i.platform_amount::text, i.gap::text, i.gap_percent::text, i.currency,
              i.cycle_id, to_char(i.invoice_date, 'YYYY-MM-DD') AS invoice_date, i.assignee_id,
              (SELECT count(*)::int FROM supplier_invoice_history h WHERE h.invoice_id = i.id) AS history,
              (SELECT r.rate::text FROM currency_rate r WHERE r.currency = i.currency AND r.rate_date <= i.invoice_date ORDER BY r.rate_date DESC LIMIT 1) AS rate
         FROM supplier_invoice i ORDER BY i.id`,
    );
  }, 120_000);
  afterAll(() => t.close());

  it('seeds six invoices of the three invoice suppliers, every state and every gap level, each with its history', () => {
    expect(invoices.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6].map(demoInvoiceId));
    expect(invoices.map((i) => [i.state, i.gap_level, i.history])).toEqual([
      ['paid', 1, 3],
      ['pending_approval', 2, 1],
      ['approved', 3, 4],
      ['rejected', 2, 2],
      ['pending_approval', 3, 1],
      ['approved', 1, 2],
    ]);
    expect(new Set(invoices.map((i) => i.company_id))).toEqual(
      new Set([DEMO_COMPANY_IDS.invoiceSupplier, DEMO_COMPANY_IDS.israeliSupplier, DEMO_COMPANY_IDS.unsignedSupplier]),
    );
    expect(new Set(invoices.map((i) => i.state))).toEqual(new Set(['paid', 'pending_approval', 'approved', 'rejected']));
    expect(new Set(invoices.map((i) => i.gap_level))).toEqual(new Set([1, 2, 3]));
    expect(invoices.every((i) => i.history >= 1)).toBe(true);
    expect(invoices.filter((i) => i.state === 'pending_approval').map((i) => i.assignee_id)).toEqual([demoUser('supplymgr').id, demoUser('cco').id]);
  });

  it('records the approval given at upload as a row of its own, like an upload through the API', async () => {
    const rows = await t.dataSource.query<{ action: string; from_state: string | null; to_state: string; actor_id: string }[]>(
      `SELECT action, from_state, to_state, actor_id FROM supplier_invoice_history WHERE invoice_id = $1 ORDER BY created_at, seq`,
      [demoInvoiceId(6)],
    );
    const finops = demoUser('finops').id;
    expect(rows).toEqual([
      { action: 'upload', from_state: null, to_state: 'pending_approval', actor_id: finops },
      { action: 'approve', from_state: 'pending_approval', to_state: 'approved', actor_id: finops },
    ]);
  });

  it('stores the gap the domain computes from the ledger cost of the cycle and the rate of the invoice date', async () => {
    for (const i of invoices) {
      const gap = computeInvoiceGap({
        invoiceAmount: i.invoice_amount,
        platformAmount: i.platform_amount,
        usdRate: i.currency === 'USD' ? '1' : i.rate!,
        invoiceType: 'tax_bill',
      });
      expect([i.id, i.gap, i.gap_percent, i.gap_level]).toEqual([i.id, gap.gap, gap.gapPercent, gap.gapLevel]);
      const cost = await t.http
        .post(`/api/v2/supplier/${i.company_id}/fetch-cycles-cost`)
        .set('Authorization', `Bearer ${tokens.finadmin}`)
        .send({ invoiceCycles: [i.cycle_id] });
      expect(cost.body.totalsByCurrency.find((c: { currency: string }) => c.currency === i.currency)?.total ?? '0.00').toBe(i.platform_amount);
    }
  });

  it('serves every seeded file to the finance users, and lists them with the actions of each demo user', async () => {
    for (const i of invoices) {
      const res = await t.http.get(`/api/v2/supplier/invoice/${i.id}/file`).set('Authorization', `Bearer ${tokens.finops}`);
      expect([i.id, res.status, res.headers['content-type']]).toEqual([i.id, 200, expect.stringMatching(/^application\/pdf/)]);
    }
    const list = await t.http.get('/api/v2/supplier/invoices').set('Authorization', `Bearer ${tokens.finadmin}`);
    expect(list.body.meta.total).toBe(6);
    const paid = list.body.data.find((r: { state: string }) => r.state === 'paid');
    expect(paid).toMatchObject({ allowedActions: ['cancelPayment'], paid: { paymentPlatformName: 'Payoneer' } });
  });

  it('offers finops as an approver of level 1 (the demo finops has invoice-approve-gap)', async () => {
    const res = await t.http.get('/api/users/invoice/assignees/1').set('Authorization', `Bearer ${tokens.cco}`);
    expect(res.body.data.map((u: { name: string }) => u.name)).toEqual(['Carla Cco', 'Felix Finadmin', 'Fiona Finops', 'Simon Supply']);
  });

  it('inserts nothing on a second run', async () => {
    const again = await seedDemo(t);
    expect(again.financeInvoices).toBe(0);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM supplier_invoice`)).toEqual([{ n: 6 }]);
  });
});
