import type { Company } from '@farebox/companies';
import { dueDateOptions } from '@farebox/domain';
import type { Line } from '@farebox/inventory';
import { createSupplier, newIdempotencyKey, startTestApp, type TestApp } from '@farebox/testing';
import { day, financeApi, financeCallers, insertRates, postedBooking, supplierLine, type FinanceApi, type FinanceCallers } from './ledger-fixtures.js';

interface LedgerItem {
  id: string;
  timestamp: string;
  type: string;
  adjustmentType: string | null;
  bookingReference: string | null;
  amount: string;
  balance: string;
  amountUsd: string;
  balanceUsd: string;
  note: string | null;
  receipt: string | null;
  modifiedBy: string | null;
  isFreezedAmount: boolean;
  isFirstFuturePayment: boolean;
  depositRequest?: { id: string; state: string; dueDate: string | null; version: number; allowedActions: string[] };
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('top-ups: deposit requests, deposits, adjustments, receipts and the ledger', () => {
  let t: TestApp;
  let api: FinanceApi;
  let as: FinanceCallers;
  let supplier: Company;
  let invoiceSupplier: Company;

  const topup = (body: object, token = as.admin, key?: string | null, company: Pick<Company, 'id'> = supplier) =>
    api.post(`/api/v2/supplier/${company.id}/topup`, body, token, key);
  const receipt = (body: object, token = as.admin, company: Pick<Company, 'id'> = supplier, key: string | null = null) =>
    api.post(`/api/v2/supplier/${company.id}/topup/update`, body, token, key);
  const cancelRequest = (requestId: string, token = as.admin, company: Pick<Company, 'id'> = supplier, body: object = {}) =>
    api.post(`/api/v2/supplier/${company.id}/topup/deposit-requests/${requestId}/cancel`, body, token);
  const ledger = async (
    company: Pick<Company, 'id'>,
    query = '',
    token = as.admin,
  ): Promise<{ data: LedgerItem[]; meta: { total: number; limit: number; offset: number } }> =>
    (await api.get(`/api/v2/supplier/${company.id}/topup-ledger${query}`, token).expect(200)).body;
  const depositRequest = { type: 'deposit_request', amount: '36000.00', currency: 'THB', dueDate: 'immediate' };

  beforeAll(async () => {
    t = await startTestApp();
    api = financeApi(t);
    await insertRates(t);
    supplier = await createSupplier(t);
    invoiceSupplier = await createSupplier(t, { paymentType: 'invoice', category: 'Transportation EOM' });
    as = await financeCallers(t, supplier);
  });
  afterAll(() => t.close());

  describe('POST /topup', () => {
    it('raises a deposit request (moving no balance) that full admins who write may cancel or deposit', async () => {
      const company = await createSupplier(t);
      const res = await topup({ ...depositRequest, note: 'For the high season' }, as.admin, undefined, company).expect(200);
      expect(res.body).toEqual({ answer: 'success', id: expect.any(String) });
      const [row] = await t.dataSource.query(`SELECT state, amount::text, amount_usd::text, due_date, is_auto, note FROM topup_deposit_request WHERE id = $1`, [
        res.body.id,
      ]);
      expect(row).toEqual({ state: 'open', amount: '36000.00', amount_usd: '1000.00', due_date: null, is_auto: false, note: 'For the high season' });
      const page = await ledger(company);
      expect(page.data).toEqual([
        expect.objectContaining({
          id: res.body.id,
          type: 'deposit_request',
          amount: '36000.00',
          balance: '0.00',
          depositRequest: { id: res.body.id, state: 'open', dueDate: null, version: 1, allowedActions: ['cancel', 'deposit'] },
        }),
      ]);
      expect((await ledger(company, '', as.readAdmin)).data[0].depositRequest!.allowedActions).toEqual([]);
      const dueDate = dueDateOptions(day(0))[1].value;
      const dated = await topup({ ...depositRequest, dueDate }, as.admin, undefined, company).expect(200);
      expect((await t.dataSource.query(`SELECT to_char(due_date, 'YYYY-MM-DD') AS due FROM topup_deposit_request WHERE id = $1`, [dated.body.id]))[0].due).toBe(
        dueDate,
      );
    });

    it("answers every field problem with the spec's messages", async () => {
      const details = async (body: object) => (await topup(body).expect(400)).body.details;
      expect(await details({ ...depositRequest, amount: '' })).toEqual([{ field: 'amount', message: 'Amount is required' }]);
      expect(await details({ ...depositRequest, amount: '0' })).toEqual([{ field: 'amount', message: 'Amount must be greater than 0' }]);
      expect(await details({ ...depositRequest, amount: '-5' })).toEqual([{ field: 'amount', message: 'Amount must be greater than 0' }]);
      expect(await details({ ...depositRequest, amount: '12.345' })).toEqual([{ field: 'amount', message: 'Invalid amount' }]);
      expect(await details({ ...depositRequest, amount: 'ten' })).toEqual([{ field: 'amount', message: 'Invalid amount' }]);
      expect(await details({ ...depositRequest, dueDate: undefined })).toEqual([{ field: 'dueDate', message: 'This field is required.' }]);
      expect(await details({ ...depositRequest, dueDate: day(-1) })).toEqual([{ field: 'dueDate', message: 'Choose a due date from the list.' }]);
      expect(await details({ type: 'deposit', amount: '0', currency: 'THB' })).toEqual([{ field: 'amount', message: 'Amount must be greater than 0' }]);
      expect(await details({ type: 'adjustment', amount: '0', currency: 'THB', note: 'x' })).toEqual([{ field: 'amount', message: 'Invalid amount' }]);
      expect(await details({ type: 'adjustment', amount: '-10', currency: 'THB' })).toEqual([{ field: 'note', message: 'This field is required.' }]);
      expect(await details({ type: 'adjustment', amount: '-10', currency: 'THB', note: 'x', adjustmentType: 'gift' })).toEqual([
        { field: 'adjustmentType', message: 'Choose cash or cost.' },
      ]);
      expect(await details({ type: 'refund', amount: '1', currency: 'THB' })).toEqual([
        { field: 'type', message: 'Choose deposit request, deposit or adjustment.' },
      ]);
      expect((await topup(depositRequest, as.admin, null).expect(400)).body.code).toBe('IdempotencyKeyRequired');
      expect(await t.dataSource.query(`SELECT 1 FROM topup_deposit_request WHERE company_id = $1`, [supplier.id])).toEqual([]);
    });

    it('answers currencyMismatch (409) for a currency other than the supplier currency, and moves nothing', async () => {
      for (const body of [
        { ...depositRequest, currency: 'USD' },
        { type: 'deposit', amount: '100', currency: 'EUR' },
      ]) {
        const res = await topup(body).expect(409);
        expect(res.body).toMatchObject({
          code: 'CurrencyMismatch',
          message: 'The selected currency differs from the supplier currency.',
          details: { answer: 'currencyMismatch' },
        });
      }
      expect(await t.dataSource.query(`SELECT 1 FROM topup_entry WHERE company_id = $1`, [supplier.id])).toEqual([]);
    });

    it('creates one request for the same deposit request sent twice with one Idempotency-Key (one after the other, or at once)', async () => {
      const company = await createSupplier(t);
      const key = newIdempotencyKey();
      const first = await topup(depositRequest, as.admin, key, company).expect(200);
      const again = await topup(depositRequest, as.admin, key, company).expect(200);
      expect(again.body).toEqual(first.body);
      const racingKey = newIdempotencyKey();
      const racing = await Promise.all([
        topup({ type: 'deposit', amount: '500', currency: 'THB' }, as.admin, racingKey, company),
        topup({ type: 'deposit', amount: '500', currency: 'THB' }, as.admin, racingKey, company),
      ]);
      expect(racing.map((r) => r.status)).toEqual([200, 200]);
      expect(racing[0].body).toEqual(racing[1].body);
      const [counts] = await t.dataSource.query(
        `SELECT (SELECT count(*)::int FROM topup_deposit_request WHERE company_id = $1) AS requests, (SELECT count(*)::int FROM topup_entry WHERE company_id = $1) AS entries,
                (SELECT amount::text FROM supplier_topup_total WHERE company_id = $1) AS total`,
        [company.id],
      );
      expect(counts).toEqual({ requests: 1, entries: 1, total: '500.00' });
      expect((await topup({ ...depositRequest, amount: '1' }, as.admin, key, company)).status).toBe(422);
    });

    it('answers an open request with a deposit (request → deposited, version checked); a second answer or a cancel is refused', async () => {
      const company = await createSupplier(t);
      const requestId = (await topup(depositRequest, as.admin, undefined, company).expect(200)).body.id as string;
      const deposit = await topup(
        { type: 'deposit', amount: '35000.00', currency: 'THB', depositId: requestId, note: 'Wire 4471' },
        as.support,
        undefined,
        company,
      ).expect(200);
      const [request] = await t.dataSource.query(`SELECT state, version FROM topup_deposit_request WHERE id = $1`, [requestId]);
      expect(request).toEqual({ state: 'deposited', version: 2 });
      const [entry] = await t.dataSource.query(`SELECT type, amount::text, deposit_request_id FROM topup_entry WHERE id = $1`, [deposit.body.id]);
      expect(entry).toEqual({ type: 'deposit', amount: '35000.00', deposit_request_id: requestId });
      const second = await topup({ type: 'deposit', amount: '1000.00', currency: 'THB', depositId: requestId }, as.admin, undefined, company).expect(409);
      expect(second.body).toMatchObject({ code: 'TransitionRefused', message: 'The deposit request is no longer open.' });
      expect((await cancelRequest(requestId, as.admin, company).expect(409)).body.message).toBe('The deposit request is no longer open.');
      const items = (await ledger(company)).data;
      expect(items.map((i) => [i.type, i.amount, i.balance, i.depositRequest?.state ?? null])).toEqual([
        ['deposit', '35000.00', '35000.00', null],
        ['deposit_request', '36000.00', '0.00', 'deposited'],
      ]);
      expect(items[1].depositRequest!.allowedActions).toEqual([]);
    });

    it('cancels an open deposit request once; read-admin, non-full-admin and agents may not', async () => {
      const company = await createSupplier(t);
      const requestId = (await topup(depositRequest, as.admin, undefined, company).expect(200)).body.id as string;
      for (const token of [as.readAdmin, as.plainSupport, as.agent]) expect((await cancelRequest(requestId, token, company)).status).toBe(403);
      const cancelled = await cancelRequest(requestId, as.support, company).expect(200);
      expect(cancelled.body).toMatchObject({
        id: requestId,
        state: 'cancelled',
        amount: '36000.00',
        currency: 'THB',
        dueDate: null,
        isAuto: false,
        version: 2,
        allowedActions: [],
      });
      const again = await cancelRequest(requestId, as.admin, company).expect(409);
      expect(again.body).toMatchObject({ code: 'TransitionRefused', message: 'The deposit request is no longer open.' });
      expect((await topup({ type: 'deposit', amount: '10', currency: 'THB', depositId: requestId }, as.admin, undefined, company)).status).toBe(409);
      expect((await cancelRequest('00000000-0000-4000-8000-000000000000', as.admin, company)).status).toBe(404);
    });

    it("refuses a cancel or a deposit made on an older version of the request with 409 EditConflict naming the other person's change", async () => {
      const company = await createSupplier(t);
      const requestId = (await topup(depositRequest, as.admin, undefined, company).expect(200)).body.id as string;
      await topup(
        { type: 'deposit', amount: '36000.00', currency: 'THB', depositId: requestId, depositRequestVersion: 1 },
        as.support,
        undefined,
        company,
      ).expect(200);
      const stale = await cancelRequest(requestId, as.admin, company, { version: 1 }).expect(409);
      expect(stale.body).toMatchObject({
        code: 'EditConflict',
        details: { currentVersion: 2, changes: [{ field: 'state', from: 'open', to: 'deposited', user: expect.any(String), timestamp: expect.any(String) }] },
      });
      const staleDeposit = await topup(
        { type: 'deposit', amount: '1.00', currency: 'THB', depositId: requestId, depositRequestVersion: 1 },
        as.admin,
        undefined,
        company,
      ).expect(409);
      expect(staleDeposit.body.details.changes).toEqual([expect.objectContaining({ field: 'state', to: 'deposited' })]);
    });

    it('adds signed cash and cost adjustments (note required), dated by the adjustment date', async () => {
      const company = await createSupplier(t);
      await topup({ type: 'deposit', amount: '1000', currency: 'THB' }, as.admin, undefined, company).expect(200);
      await topup({ type: 'adjustment', amount: '-250.50', currency: 'THB', note: 'Bank fee' }, as.admin, undefined, company).expect(200);
      await topup(
        { type: 'adjustment', amount: '100', currency: 'THB', note: 'Cost correction', adjustmentType: 'cost', adjustmentDate: day(-3) },
        as.admin,
        undefined,
        company,
      ).expect(200);
      const rows = await t.dataSource.query(
        `SELECT type, adjustment_type, amount::text, to_char(entry_date, 'YYYY-MM-DD') AS entry_date FROM topup_entry WHERE company_id = $1 ORDER BY seq`,
        [company.id],
      );
      expect(rows).toEqual([
        { type: 'deposit', adjustment_type: null, amount: '1000.00', entry_date: day(0) },
        { type: 'adjustment', adjustment_type: 'cash', amount: '-250.50', entry_date: day(0) },
        { type: 'adjustment', adjustment_type: 'cost', amount: '100.00', entry_date: day(-3) },
      ]);
      const [total] = await t.dataSource.query(
        `SELECT amount::text, last_adjustment_at IS NOT NULL AS adjusted FROM supplier_topup_total WHERE company_id = $1`,
        [company.id],
      );
      expect(total).toEqual({ amount: '849.50', adjusted: true });
      // The back-dated adjustment comes first in time: balances run 100, 1100, 849.50.
      expect((await ledger(company)).data.map((i) => [i.type, i.amount, i.balance])).toEqual([
        ['adjustment', '-250.50', '849.50'],
        ['deposit', '1000.00', '1100.00'],
        ['adjustment', '100.00', '100.00'],
      ]);
    });

    it('accepts top-ups only for top-up suppliers (409 with the reason), and 404 for an unknown supplier', async () => {
      const res = await topup({ type: 'deposit', amount: '10', currency: 'VND' }, as.admin, undefined, invoiceSupplier).expect(409);
      expect(res.body.code).toBe('NotTopupSupplier');
      expect(res.body.message).toContain('not by top-up');
      expect((await api.get(`/api/v2/supplier/${invoiceSupplier.id}/topup-ledger`, as.admin)).status).toBe(409);
      expect(
        (await receipt({ depositId: '00000000-0000-4000-8000-000000000000', currency: 'THB', receipt: 'https://x.example.com' }, as.admin, invoiceSupplier))
          .status,
      ).toBe(409);
      expect(
        (await topup({ type: 'deposit', amount: '10', currency: 'THB' }, as.admin, undefined, { id: '00000000-0000-4000-8000-0000000000ff' })).status,
      ).toBe(404);
    });
  });

  describe('receipts', () => {
    it('appends receipt links to a deposit (the newest shown), with the spec messages', async () => {
      const company = await createSupplier(t);
      const depositId = (await topup({ type: 'deposit', amount: '500', currency: 'THB' }, as.admin, undefined, company).expect(200)).body.id as string;
      const adjustmentId = (await topup({ type: 'adjustment', amount: '5', currency: 'THB', note: 'x' }, as.admin, undefined, company).expect(200)).body
        .id as string;
      expect((await receipt({ depositId, currency: 'THB', receipt: '' }, as.admin, company).expect(400)).body.details).toEqual([
        { field: 'receipt', message: 'Receipt link must be filled in' },
      ]);
      expect((await receipt({ depositId, currency: 'THB', receipt: 'not a link' }, as.admin, company).expect(400)).body.details).toEqual([
        { field: 'receipt', message: 'Receipt link must be a valid URL' },
      ]);
      expect((await receipt({ depositId, currency: 'USD', receipt: 'https://r.example.com/1' }, as.admin, company).expect(409)).body.details).toEqual({
        answer: 'currencyMismatch',
      });
      expect(await receipt({ depositId, currency: 'THB', receipt: ' https://r.example.com/1.pdf ' }, as.admin, company).expect(200)).toMatchObject({
        body: { answer: 'receipt', receipt: 'https://r.example.com/1.pdf' },
      });
      await receipt({ depositId, currency: 'THB', receipt: 'https://r.example.com/2.pdf' }, as.support, company).expect(200);
      expect((await receipt({ depositId: adjustmentId, currency: 'THB', receipt: 'https://r.example.com/3.pdf' }, as.admin, company)).status).toBe(409);
      expect(
        (await receipt({ depositId: '00000000-0000-4000-8000-000000000000', currency: 'THB', receipt: 'https://r.example.com/4.pdf' }, as.admin, company))
          .status,
      ).toBe(404);
      expect((await receipt({ depositId, currency: 'THB', receipt: 'https://r.example.com/5.pdf' }, as.readAdmin, company)).status).toBe(403);
      const items = (await ledger(company)).data;
      expect(items.find((i) => i.id === depositId)!.receipt).toBe('https://r.example.com/2.pdf');
      expect(items.find((i) => i.id === adjustmentId)!.receipt).toBeNull();
      expect(await t.dataSource.query(`SELECT url FROM topup_receipt WHERE topup_entry_id = $1 ORDER BY created_at`, [depositId])).toHaveLength(2);
    });

    it('adds nothing for a retry: the newest link sent again (even twice at once), or a request replayed by its Idempotency-Key', async () => {
      const company = await createSupplier(t);
      const depositId = (await topup({ type: 'deposit', amount: '500', currency: 'THB' }, as.admin, undefined, company).expect(200)).body.id as string;
      const urls = async () =>
        (await t.dataSource.query<{ url: string }[]>(`SELECT url FROM topup_receipt WHERE topup_entry_id = $1 ORDER BY created_at, id`, [depositId])).map(
          (r) => r.url,
        );
      const send = (url: string, key: string | null = null) => receipt({ depositId, currency: 'THB', receipt: url }, as.admin, company, key);
      const answers = await Promise.all([send('https://r.example.com/a.pdf'), send('https://r.example.com/a.pdf'), send(' https://r.example.com/a.pdf')]);
      expect(answers.map((r) => [r.status, r.body])).toEqual(Array(3).fill([200, { answer: 'receipt', receipt: 'https://r.example.com/a.pdf' }]));
      expect(await urls()).toEqual(['https://r.example.com/a.pdf']);
      // Another link is a change; going back to the first one is a change too (it is not the newest any more).
      await send('https://r.example.com/b.pdf').expect(200);
      await send('https://r.example.com/a.pdf').expect(200);
      expect(await urls()).toEqual(['https://r.example.com/a.pdf', 'https://r.example.com/b.pdf', 'https://r.example.com/a.pdf']);
      // With a key: a retry replays the first answer, also after another link came in between; another body is refused.
      const key = newIdempotencyKey();
      expect((await send('https://r.example.com/c.pdf', key).expect(200)).body).toEqual({ answer: 'receipt', receipt: 'https://r.example.com/c.pdf' });
      await send('https://r.example.com/d.pdf').expect(200);
      expect((await send('https://r.example.com/c.pdf', key).expect(200)).body).toEqual({ answer: 'receipt', receipt: 'https://r.example.com/c.pdf' });
      expect((await send('https://r.example.com/e.pdf', key)).status).toBe(422);
      expect((await urls()).slice(3)).toEqual(['https://r.example.com/c.pdf', 'https://r.example.com/d.pdf']);
      expect((await ledger(company)).data.find((i) => i.id === depositId)!.receipt).toBe('https://r.example.com/d.pdf');
    });
  });

  describe('GET /topup-ledger', () => {
    let company: Company;
    let line: Line;

    beforeAll(async () => {
      company = await createSupplier(t, { calculationBasedOn: 'departure_date' });
      line = await supplierLine(t, company);
      await t.dataSource.query(
        `INSERT INTO topup_entry (company_id, type, amount, currency, amount_usd, entry_date, created_at) VALUES ($1, 'deposit', 10000, 'THB', 277.78, $2, $3)`,
        [company.id, day(-20), `${day(-20)}T08:00:00Z`],
      );
      await t.dataSource.query(`INSERT INTO supplier_topup_total (company_id, currency, amount) VALUES ($1, 'THB', 10000)`, [company.id]);
      await postedBooking(t, line, '1000.00', day(-10), day(-5));
      await postedBooking(t, line, '2000.00', day(-8), day(3));
      await postedBooking(t, line, '500.00', day(-6), day(6));
      await topup({ type: 'adjustment', amount: '-100', currency: 'THB', note: 'Fee', adjustmentDate: day(-7) }, as.admin, undefined, company).expect(200);
      await topup({ ...depositRequest, amount: '7200' }, as.admin, undefined, company).expect(200);
    });

    it('lists the ledger newest first by effective date with running balances in the currency and USD', async () => {
      const page = await ledger(company, '?basis=effective_date');
      expect(page.meta).toEqual({ limit: 20, offset: 0, total: 6 });
      expect(page.data.map((i) => [i.type, i.amount, i.balance, i.timestamp.slice(0, 10), i.isFreezedAmount, i.isFirstFuturePayment])).toEqual([
        ['booking', '-500.00', '6400.00', day(6), true, false],
        ['booking', '-2000.00', '6900.00', day(3), true, true],
        ['deposit_request', '7200.00', '8900.00', day(0), false, false],
        ['booking', '-1000.00', '8900.00', day(-5), false, false],
        ['adjustment', '-100.00', '9900.00', day(-7), false, false],
        ['deposit', '10000.00', '10000.00', day(-20), false, false],
      ]);
      // Every balance is the one before it plus its own amount (a request moves nothing), in USD too.
      const ascending = [...page.data].reverse();
      ascending.reduce(
        (before, item) => {
          const effect = item.type === 'deposit_request' ? 0 : cents(item.amount);
          expect(cents(item.balance)).toBe(before.balance + effect);
          expect(cents(item.balanceUsd)).toBe(before.usd + (item.type === 'deposit_request' ? 0 : cents(item.amountUsd)));
          return { balance: cents(item.balance), usd: cents(item.balanceUsd) };
        },
        { balance: 0, usd: 0 },
      );
      expect(page.data.find((i) => i.type === 'booking')!.bookingReference).toMatch(/^FB/);
    });

    it('orders booking rows by booking date on the booking-date basis', async () => {
      const page = await ledger(company, '?basis=booking_date');
      expect(page.data.map((i) => [i.type, i.timestamp.slice(0, 10), i.balance])).toEqual([
        ['deposit_request', day(0), '6400.00'],
        ['booking', day(-6), '6400.00'],
        ['adjustment', day(-7), '6900.00'],
        ['booking', day(-8), '7000.00'],
        ['booking', day(-10), '9000.00'],
        ['deposit', day(-20), '10000.00'],
      ]);
      expect(page.data.some((i) => i.isFirstFuturePayment)).toBe(false);
    });

    it('filters by operation (the balances stay those of the whole ledger) and pages', async () => {
      const adjustments = await ledger(company, '?operation=adjustment&basis=effective_date');
      expect(adjustments.meta.total).toBe(1);
      expect(adjustments.data.map((i) => [i.type, i.balance])).toEqual([['adjustment', '9900.00']]);
      expect((await ledger(company, '?operation=deposit')).data.map((i) => i.type)).toEqual(['deposit']);
      expect((await ledger(company, '?operation=deposit_request')).data.map((i) => i.type)).toEqual(['deposit_request']);
      const second = await ledger(company, '?basis=effective_date&offset=2&limit=2');
      expect(second.meta).toEqual({ limit: 2, offset: 2, total: 6 });
      expect(second.data.map((i) => i.type)).toEqual(['deposit_request', 'booking']);
      expect((await ledger(company, '?offset=40')).meta).toEqual({ limit: 20, offset: 40, total: 6 });
      expect((await api.get(`/api/v2/supplier/${company.id}/topup-ledger?operation=booking`, as.admin)).status).toBe(400);
      expect((await api.get(`/api/v2/supplier/${company.id}/topup-ledger?basis=departure`, as.admin)).status).toBe(400);
    });

    it('keeps the balance equal to the sum of the entries, and the derived totals equal to the ledgers', async () => {
      const [check] = await t.dataSource.query(
        `SELECT (SELECT sum(amount)::text FROM topup_entry WHERE company_id = $1) AS entries, (SELECT amount::text FROM supplier_topup_total WHERE company_id = $1) AS total,
                (SELECT sum(amount)::text FROM supplier_transaction WHERE company_id = $1) AS costs, (SELECT sum(amount)::text FROM supplier_daily_cost WHERE company_id = $1) AS daily,
                (SELECT sum(booked_amount)::text FROM supplier_daily_cost WHERE company_id = $1) AS booked`,
        [company.id],
      );
      expect(check).toEqual({ entries: '9900.00', total: '9900.00', costs: '3500.00', daily: '3500.00', booked: '3500.00' });
      const newest = (await ledger(company, '?basis=effective_date&limit=1')).data[0];
      expect(newest.balance).toBe('6400.00');
    });

    it('streams the same rows as CSV (BOM, header, newest first, neutralised cells)', async () => {
      await topup({ type: 'adjustment', amount: '1', currency: 'THB', note: '=HYPERLINK("http://evil")' }, as.admin, undefined, company).expect(200);
      const res = await api
        .get(`/api/v2/supplier/${company.id}/topup-ledger.csv?basis=effective_date`, as.readAdmin)
        .buffer(true)
        .parse((r, cb) => {
          let text = '';
          r.setEncoding('utf8');
          r.on('data', (c: string) => (text += c));
          r.on('end', () => cb(null, text));
        });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      const body = res.body as string;
      expect(body.startsWith('\uFEFFTimestamp,Type,Adjustment type,Booking reference,Amount,Balance,Amount USD,Balance USD,Note')).toBe(true);
      const lines = body.trim().split('\r\n');
      expect(lines).toHaveLength(8);
      expect(lines[1]).toContain(`,booking,,`);
      expect(body).toContain(`"'=HYPERLINK(""http://evil"")"`);
      expect(lines.at(-1)).toContain(',deposit,,,10000.00,10000.00,');
    });

    it('is quick on a supplier with 2,500+ entries', async () => {
      const big = await createSupplier(t);
      await t.dataSource.query(
        `INSERT INTO supplier_transaction (company_id, posting_key, kind, booking_reference, amount, currency, amount_usd, booking_date, departure_date, effective_date)
         SELECT $1::uuid, 'bulk:' || $1::text || ':' || g, 'booking', 'FBBULK' || g, 100 + g % 50, 'THB', 3, now() - g * interval '1 hour', now() - g * interval '1 hour' + interval '2 days',
                (now() - g * interval '1 hour' + interval '2 days')::date
           FROM generate_series(1, 2600) g`,
        [big.id],
      );
      await t.dataSource.query(
        `INSERT INTO topup_entry (company_id, type, amount, currency, amount_usd, entry_date) SELECT $1, 'deposit', 5000, 'THB', 138.89, current_date - g FROM generate_series(1, 60) g`,
        [big.id],
      );
      await t.dataSource.query('ANALYZE supplier_transaction; ANALYZE topup_entry');
      await ledger(big);
      const started = Date.now();
      const page = await ledger(big, '?offset=1000');
      const elapsed = Date.now() - started;
      expect(page.meta.total).toBe(2660);
      expect(page.data).toHaveLength(20);
      expect(elapsed).toBeLessThan(1500);
    });

    it('is for full admins only: read-admin reads, non-full-admin staff and agents are refused', async () => {
      for (const token of [as.admin, as.support, as.readAdmin]) expect((await api.get(`/api/v2/supplier/${company.id}/topup-ledger`, token)).status).toBe(200);
      for (const token of [as.plainSupport, as.agent]) {
        expect((await api.get(`/api/v2/supplier/${company.id}/topup-ledger`, token)).status).toBe(403);
        expect((await api.get(`/api/v2/supplier/${company.id}/topup-ledger.csv`, token)).status).toBe(403);
        expect((await topup({ type: 'deposit', amount: '10', currency: 'THB' }, token, undefined, company)).status).toBe(403);
      }
      expect((await topup({ type: 'deposit', amount: '10', currency: 'THB' }, as.readAdmin, undefined, company)).status).toBe(403);
    });
  });
});
