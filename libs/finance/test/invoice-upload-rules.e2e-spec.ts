import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { cycleOf, InvoiceMessage, rangeLabel } from '@farebox/domain';
import { newIdempotencyKey, type TestApp } from '@farebox/testing';
import { notAnApproverMessage } from '../src/invoices/invoice-users.js';
import { insertRate, shiftDay, utcToday } from './finance-fixtures.js';
import {
  fieldMessages,
  invoiceAction,
  invoiceFields,
  invoiceSupplier,
  invoiceTestAppPerSuite,
  lastMonth,
  PDF_BYTES,
  postCost,
  uploadInvoice,
  type InvoiceTestApp,
} from './invoice-fixtures.js';

/** The rules around an upload: one live invoice per period, who it may wait for, who may send it, and its retries. */
describe('invoice upload rules', () => {
  let t: TestApp;
  let users: InvoiceTestApp['users'];
  invoiceTestAppPerSuite((app) => ({ t, users } = app));

  const countOf = async (supplierId: string) =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM supplier_invoice WHERE company_id = $1`, [supplierId]))[0].n as number;
  /** A top-up tax bill of the range (no cost there: platform amount 0), approved at upload by finance-admin. */
  const rangeFields = (start: string, end: string, over: Record<string, string> = {}) =>
    invoiceFields(lastMonth(), {
      invoiceType: 'topup_tax_bill',
      invoiceCycles: undefined,
      topupStart: start,
      topupEnd: end,
      invoiceAmount: '0.00',
      fareboxAmount: '0.00',
      ...over,
    });
  const upload = (supplierId: string, fields: Record<string, string>) => uploadInvoice(t, users.finadmin.token, supplierId, fields);

  describe('the period', () => {
    it("takes only a cycle of the supplier's kind (400 on invoiceCycles)", async () => {
      const monthly = await invoiceSupplier(t);
      const half = `${lastMonth().id}-2`;
      const wrong = await upload(monthly.id, invoiceFields(lastMonth(), { invoiceCycles: JSON.stringify([half]), fareboxAmount: '0.00' }));
      expect([wrong.status, fieldMessages(wrong)]).toEqual([400, { invoiceCycles: InvoiceMessage.InvalidCycle }]);
      const biWeekly = await invoiceSupplier(t, 'USD', { invoicePaymentCycle: 'bi_weekly' });
      const month = await upload(biWeekly.id, invoiceFields(lastMonth(), { fareboxAmount: '0.00' }));
      expect([month.status, fieldMessages(month)]).toEqual([400, { invoiceCycles: InvoiceMessage.InvalidCycle }]);
      const right = await upload(
        biWeekly.id,
        invoiceFields(lastMonth(), { invoiceCycles: JSON.stringify([half]), invoiceAmount: '0.00', fareboxAmount: '0.00' }),
      );
      expect(right.status).toBe(201);
      expect(await countOf(monthly.id)).toBe(0);
    });

    it('refuses a range that overlaps a live invoice of a cycle or of another range (409), and takes the days next to it', async () => {
      const supplier = await invoiceSupplier(t);
      const cycle = lastMonth();
      const monthly = await upload(supplier.id, invoiceFields(cycle, { invoiceAmount: '0.00', fareboxAmount: '0.00' }));
      expect(monthly.status).toBe(201);
      const overCycle = await upload(supplier.id, rangeFields(shiftDay(cycle.end, -2), shiftDay(cycle.end, 2)));
      expect(overCycle.status).toBe(409);
      expect(overCycle.body).toMatchObject({
        code: 'PeriodAlreadyInvoiced',
        message: expect.stringContaining(`overlaps ${cycle.label}, the period of invoice ${monthly.body.invoice.invoiceNumber}, which is not rejected.`),
      });
      expect(Object.keys(fieldMessages(overCycle))).toEqual(['topupStart']);

      const after = await upload(supplier.id, rangeFields(shiftDay(cycle.end, 1), shiftDay(cycle.end, 3)));
      expect(after.status).toBe(201);
      const overRange = await upload(supplier.id, rangeFields(shiftDay(cycle.end, 3), shiftDay(cycle.end, 3)));
      expect([overRange.status, overRange.body.code]).toEqual([409, 'PeriodAlreadyInvoiced']);
      expect(overRange.body.message).toContain(rangeLabel(shiftDay(cycle.end, 1), shiftDay(cycle.end, 3)));
      expect(await countOf(supplier.id)).toBe(2);
    });

    it('refuses a cycle that overlaps a live range invoice, and a half month of an invoiced month, until that invoice is rejected', async () => {
      const supplier = await invoiceSupplier(t);
      // Pending (the uploader approves nothing), so that it can be rejected.
      const range = await uploadInvoice(t, users.uploader.token, supplier.id, rangeFields('2025-01-10', '2025-01-20', { assignee: users.finadmin.id }));
      expect([range.status, range.body.invoice.state]).toEqual([201, 'pending_approval']);
      const january = cycleOf('2025-01-01', 'monthly');
      const cycle = await upload(supplier.id, invoiceFields(january, { invoiceAmount: '0.00', fareboxAmount: '0.00' }));
      expect([cycle.status, cycle.body.code, Object.keys(fieldMessages(cycle))]).toEqual([409, 'PeriodAlreadyInvoiced', ['invoiceCycles']]);

      // The supplier moves to half months: the first half of January still overlaps the range.
      await t.dataSource.query(`UPDATE company SET invoice_payment_cycle = 'bi_weekly' WHERE id = $1`, [supplier.id]);
      const half = await upload(
        supplier.id,
        invoiceFields(january, { invoiceCycles: JSON.stringify(['2025-01-1']), invoiceAmount: '0.00', fareboxAmount: '0.00' }),
      );
      expect([half.status, half.body.code]).toEqual([409, 'PeriodAlreadyInvoiced']);

      await invoiceAction(t, users.finadmin.token, range.body._id, { action: 'reject', notes: 'Wrong range' }).expect(200);
      const freed = await upload(
        supplier.id,
        invoiceFields(january, { invoiceCycles: JSON.stringify(['2025-01-1']), invoiceAmount: '0.00', fareboxAmount: '0.00' }),
      );
      expect(freed.status).toBe(201);
    });

    it('lets only one of two overlapping uploads sent at once through', async () => {
      const supplier = await invoiceSupplier(t);
      const results = await Promise.all([
        upload(supplier.id, rangeFields('2024-03-01', '2024-03-20')),
        upload(supplier.id, rangeFields('2024-03-15', '2024-03-31')),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await countOf(supplier.id)).toBe(1);
    });
  });

  it('waits only for an assignee who may approve the gap level', async () => {
    const supplier = await invoiceSupplier(t);
    await postCost(t, supplier, lastMonth().start, '1000.00');
    const level3 = (assignee: string) =>
      uploadInvoice(t, users.uploader.token, supplier.id, invoiceFields(lastMonth(), { invoiceAmount: '1500.00', assignee }));
    for (const who of ['supplymgr', 'finops'] as const) {
      const res = await level3(users[who].id);
      expect([who, res.status, fieldMessages(res)]).toEqual([who, 400, { assignee: notAnApproverMessage(3) }]);
    }
    const ok = await level3(users.cco.id);
    expect(ok.status).toBe(201);
    expect(ok.body.invoice).toMatchObject({ state: 'pending_approval', gapLevel: 3, assignee: { userId: users.cco.id } });
  });

  describe('who may upload', () => {
    it('refuses anyone without the right before reading the body', async () => {
      const supplier = await invoiceSupplier(t);
      const big = Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024)]);
      const large = await uploadInvoice(t, users.admin.token, supplier.id, invoiceFields(lastMonth()), { file: { content: big, name: 'big.pdf' } });
      expect([large.status, large.body.message]).toEqual([403, InvoiceMessage.InsufficientPermissions]);
      // A body the multipart reader would choke on is never looked at either.
      const broken = await t.http
        .post(`/api/v2/supplier/${supplier.id}/invoice`)
        .set('Authorization', `Bearer ${users.cco.token}`)
        .set('Idempotency-Key', newIdempotencyKey())
        .set('Content-Type', 'multipart/form-data; boundary=xyz')
        .send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF');
      expect([broken.status, broken.body.message]).toEqual([403, InvoiceMessage.InsufficientPermissions]);
    });
  });

  describe('retries', () => {
    const storedFiles = (supplierId: string) => readdir(join(process.env.STORAGE_DIR!, 'invoices', supplierId)).catch(() => [] as string[]);

    it('replays an upload retried with the same Idempotency-Key: the same answer, one invoice, one file', async () => {
      const supplier = await invoiceSupplier(t);
      const fields = invoiceFields(lastMonth(), { invoiceAmount: '0.00', fareboxAmount: '0.00' });
      const key = newIdempotencyKey();
      const first = await uploadInvoice(t, users.finops.token, supplier.id, fields, { key });
      const retry = await uploadInvoice(t, users.finops.token, supplier.id, fields, { key });
      expect([first.status, retry.status]).toEqual([201, 201]);
      expect(retry.body).toEqual(first.body);
      expect(await countOf(supplier.id)).toBe(1);
      expect((await storedFiles(supplier.id)).filter((f) => !f.endsWith('.type'))).toHaveLength(1);

      const otherFile = await uploadInvoice(t, users.finops.token, supplier.id, fields, {
        key,
        file: { content: Buffer.concat([PDF_BYTES, Buffer.from('x')]), name: 'invoice.pdf' },
      });
      expect([otherFile.status, otherFile.body.code]).toEqual([422, 'IdempotencyKeyReused']);
      const newKey = await uploadInvoice(t, users.finops.token, supplier.id, fields);
      expect([newKey.status, newKey.body.code]).toEqual([409, 'CycleAlreadyInvoiced']);
    });

    it('needs the Idempotency-Key', async () => {
      const supplier = await invoiceSupplier(t);
      const res = await uploadInvoice(t, users.finops.token, supplier.id, invoiceFields(lastMonth(), { fareboxAmount: '0.00' }), { key: null });
      expect([res.status, res.body.code]).toEqual([400, 'IdempotencyKeyRequired']);
      expect(await countOf(supplier.id)).toBe(0);
    });
  });

  it('converts at the rate in force at the invoice date, the rate GET /finance/currency-rates?date= answers', async () => {
    await insertRate(t, 'GBP', '2020-01-01', '0.8000');
    await insertRate(t, 'GBP', '2025-06-01', '0.7500');
    await insertRate(t, 'GBP', shiftDay(utcToday(), -1), '0.7000');
    const ratesAt = async (date?: string) => {
      const res = await t.http
        .get('/api/finance/currency-rates')
        .query(date ? { date } : {})
        .set('Authorization', `Bearer ${users.finops.token}`);
      expect(res.status).toBe(200);
      return (res.body.data as { currency: string; rateDate: string; rate: string }[]).find((r) => r.currency === 'GBP');
    };
    expect(await ratesAt()).toEqual({ currency: 'GBP', rateDate: shiftDay(utcToday(), -1), rate: '0.7000' });
    expect(await ratesAt('2025-06-15')).toEqual({ currency: 'GBP', rateDate: '2025-06-01', rate: '0.7500' });
    expect(await ratesAt('2025-05-31')).toEqual({ currency: 'GBP', rateDate: '2020-01-01', rate: '0.8000' });
    expect(await ratesAt('2019-01-01')).toEqual({ currency: 'GBP', rateDate: '2020-01-01', rate: '0.8000' });
    const bad = await t.http.get('/api/finance/currency-rates?date=2025-13-01').set('Authorization', `Bearer ${users.finops.token}`);
    expect(bad.status).toBe(400);

    const supplier = await invoiceSupplier(t, 'GBP');
    await postCost(t, supplier, lastMonth().start, '750.00', '1000.00');
    const dated = { currency: 'GBP', invoiceAmount: '750.00', fareboxAmount: '750.00', invoiceDate: '2025-06-15', receiveDate: '2025-06-15' };
    const res = await upload(supplier.id, invoiceFields(lastMonth(), dated));
    expect(res.status).toBe(201);
    // 750.00 GBP at 0.7500 (in force on 2025-06-15), not at the newest 0.7000.
    expect(res.body.invoice.amountUsd).toBe('1000.00');
  });
});
