import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { cycleOf, FieldRequired, followingCycle, InvoiceMessage, rangeLabel } from '@farebox/domain';
import { newIdempotencyKey, type TestApp } from '@farebox/testing';
import { insertRate, utcToday } from './finance-fixtures.js';
import {
  fieldMessages,
  invoiceAction,
  invoiceFields,
  invoiceSupplier,
  invoiceTestAppPerSuite,
  lastMonth,
  PDF_BYTES,
  PNG_BYTES,
  postCost,
  uploadInvoice,
  type InvoiceTestApp,
} from './invoice-fixtures.js';

describe('invoice upload', () => {
  let t: TestApp;
  let users: InvoiceTestApp['users'];
  invoiceTestAppPerSuite((app) => ({ t, users } = app));

  /** A USD supplier whose last month cost `platform`. */
  const supplierWithCost = async (platform = '1000.00', currency = 'USD', platformUsd = platform) => {
    const supplier = await invoiceSupplier(t, currency);
    await postCost(t, supplier, lastMonth().start, platform, platformUsd);
    return supplier;
  };
  /** The files FileStorage holds for the supplier's invoices (each beside its `.type`). */
  const storedFiles = (supplierId: string) => readdir(join(process.env.STORAGE_DIR!, 'invoices', supplierId)).catch(() => [] as string[]);

  it("answers 'Insufficient permissions' to anyone without finance-admin, finance-ops or upload-invoice", async () => {
    const supplier = await supplierWithCost();
    for (const who of ['admin', 'supplymgr', 'cco'] as const) {
      const res = await uploadInvoice(t, users[who].token, supplier.id, invoiceFields(lastMonth(), { assignee: users.finadmin.id }));
      expect([who, res.status, res.body.message]).toEqual([who, 403, InvoiceMessage.InsufficientPermissions]);
    }
    const ok = await uploadInvoice(t, users.uploader.token, supplier.id, invoiceFields(lastMonth(), { assignee: users.finadmin.id }));
    expect(ok.status).toBe(201);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM supplier_invoice WHERE company_id = $1`, [supplier.id])).toEqual([{ n: 1 }]);
  });

  it('requires the file and every field of spec 5, each with its message', async () => {
    const supplier = await supplierWithCost();
    const res = await uploadInvoice(t, users.finops.token, supplier.id, {}, { file: null });
    expect(res.status).toBe(400);
    expect(fieldMessages(res)).toEqual({
      file: FieldRequired,
      currency: FieldRequired,
      invoiceAmount: FieldRequired,
      fareboxAmount: FieldRequired,
      invoiceType: FieldRequired,
      taxCode: FieldRequired,
      invoiceNumber: FieldRequired,
      receiveDate: FieldRequired,
      invoiceDate: FieldRequired,
      dueDate: FieldRequired,
    });
    for (const field of [
      'currency',
      'invoiceAmount',
      'fareboxAmount',
      'invoiceType',
      'taxCode',
      'invoiceNumber',
      'receiveDate',
      'invoiceDate',
      'dueDate',
      'invoiceCycles',
    ]) {
      const one = await uploadInvoice(t, users.finops.token, supplier.id, invoiceFields(lastMonth(), { [field]: undefined }));
      expect([field, one.status, fieldMessages(one)]).toEqual([field, 400, { [field]: FieldRequired }]);
    }
    const badDue = await uploadInvoice(t, users.finops.token, supplier.id, invoiceFields(lastMonth(), { invoiceDate: utcToday(), dueDate: '2000-01-01' }));
    expect(fieldMessages(badDue)).toEqual({ dueDate: InvoiceMessage.DueBeforeInvoiceDate });
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM supplier_invoice WHERE company_id = $1`, [supplier.id])).toEqual([{ n: 0 }]);
  });

  it('takes exactly one cycle, as a JSON array or the field repeated, and only a cycle that has started', async () => {
    const supplier = await supplierWithCost();
    const previous = lastMonth();
    const two = await uploadInvoice(
      t,
      users.finops.token,
      supplier.id,
      invoiceFields(previous, { invoiceCycles: JSON.stringify([previous.id, cycleOf(utcToday(), 'monthly').id]) }),
    );
    expect(fieldMessages(two)).toEqual({ invoiceCycles: InvoiceMessage.OneCycle });

    const repeated = t.http
      .post(`/api/v2/supplier/${supplier.id}/invoice`)
      .set('Authorization', `Bearer ${users.finops.token}`)
      .set('Idempotency-Key', newIdempotencyKey());
    for (const [name, value] of Object.entries(invoiceFields(previous, { invoiceCycles: undefined }))) repeated.field(name, value);
    const twice = await repeated.field('invoiceCycles', previous.id).field('invoiceCycles', '2020-01').attach('file', PDF_BYTES, 'a.pdf');
    expect(fieldMessages(twice)).toEqual({ invoiceCycles: InvoiceMessage.OneCycle });

    const future = followingCycle(cycleOf(utcToday(), 'monthly'), 'monthly');
    const notYet = await uploadInvoice(t, users.finops.token, supplier.id, invoiceFields(future));
    expect(fieldMessages(notYet)).toEqual({ invoiceCycles: InvoiceMessage.InvalidCycle });

    const single = await uploadInvoice(t, users.finops.token, supplier.id, invoiceFields(previous, { invoiceCycles: previous.id }));
    expect(single.status).toBe(201);
    expect(single.body.invoice).toMatchObject({ invoiceCycles: [previous.id], periods: [{ start: previous.start, end: previous.end, label: previous.label }] });
  });

  it('checks the file by its content and its size', async () => {
    const supplier = await supplierWithCost();
    const png = await uploadInvoice(t, users.finops.token, supplier.id, invoiceFields(lastMonth()), { file: { content: PNG_BYTES, name: 'scan.pdf' } });
    expect(png.status).toBe(201);
    expect(png.body.invoice).toMatchObject({ fileType: 'image/png', fileName: 'scan.pdf' });

    const other = await supplierWithCost();
    const text = await uploadInvoice(t, users.finops.token, other.id, invoiceFields(lastMonth()), {
      file: { content: Buffer.from('just some text, not a PDF'), name: 'invoice.pdf' },
    });
    expect(text.status).toBe(400);
    expect(fieldMessages(text)).toEqual({ file: InvoiceMessage.FileType });

    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await uploadInvoice(t, users.finops.token, other.id, invoiceFields(lastMonth()), { file: { content: big, name: 'big.pdf' } });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe(InvoiceMessage.FileTooLarge);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM supplier_invoice WHERE company_id = $1`, [other.id])).toEqual([{ n: 0 }]);
  });

  it("recomputes the platform amount from the ledger and refuses a figure that is not the period's", async () => {
    const supplier = await supplierWithCost('1000.00');
    await postCost(t, supplier, lastMonth().end, '234.56');
    const stale = await uploadInvoice(t, users.finops.token, supplier.id, invoiceFields(lastMonth(), { invoiceAmount: '1234.56', fareboxAmount: '1000.00' }));
    expect(stale.status).toBe(400);
    expect(fieldMessages(stale)).toEqual({ fareboxAmount: `The platform amount of ${lastMonth().label} is 1234.56 USD: fetch it again.` });
    // The file stored before the refusal is gone again.
    expect(await storedFiles(supplier.id)).toEqual([]);
    const ok = await uploadInvoice(t, users.finops.token, supplier.id, invoiceFields(lastMonth(), { invoiceAmount: '1234.56', fareboxAmount: '1234.56' }));
    expect(ok.status).toBe(201);
    expect(ok.body.invoice).toMatchObject({ fareboxAmount: '1234.56', gap: '0.00', gapPercent: '0.00', gapLevel: 1 });
    expect(await storedFiles(supplier.id)).toHaveLength(2);
  });

  describe('gap and level as the domain computes them', () => {
    const levelOf = async (platform: string, invoiceAmount: string, { currency = 'USD', platformUsd = platform, invoiceType = 'tax_bill' } = {}) => {
      const supplier = await supplierWithCost(platform, currency, platformUsd);
      const cycle = lastMonth();
      const range = invoiceType === 'prepaid_inventory' ? { invoiceCycles: undefined, topupStart: cycle.start, topupEnd: cycle.end } : {};
      const res = await uploadInvoice(
        t,
        users.uploader.token,
        supplier.id,
        invoiceFields(cycle, { currency, invoiceAmount, fareboxAmount: platform, invoiceType, assignee: users.finadmin.id, ...range }),
      );
      expect(res.status).toBe(201);
      const stored = await t.dataSource.query(
        `SELECT gap::text, gap_usd::text, gap_percent::text, gap_level, amount_usd::text FROM supplier_invoice WHERE id = $1`,
        [res.body._id],
      );
      return { body: res.body.invoice, stored: stored[0] };
    };

    it('level 1 up to min(2 %, 50 USD), level 2 up to min(10 %, 200 USD), else 3; bounds included', async () => {
      const cases: [string, string, number][] = [
        ['1000.00', '1020.00', 1],
        ['1000.00', '1020.01', 2],
        ['1000.00', '980.00', 1],
        ['1000.00', '979.99', 2],
        ['1000.00', '1100.00', 2],
        ['1000.00', '1100.01', 3],
        ['5000.00', '5050.00', 1],
        ['5000.00', '5050.01', 2],
        ['5000.00', '5200.00', 2],
        ['5000.00', '5200.01', 3],
      ];
      for (const [platform, invoiceAmount, level] of cases) {
        const { body } = await levelOf(platform, invoiceAmount);
        expect([platform, invoiceAmount, body.gapLevel]).toEqual([platform, invoiceAmount, level]);
      }
    });

    it('stores gap, gap in USD at the invoice date rate, gap percent and the invoice in USD', async () => {
      await insertRate(t, 'VND', utcToday(), '25000.0000');
      const { body, stored } = await levelOf('25000000.00', '25500000.00', { currency: 'VND', platformUsd: '1000.00' });
      expect(body).toMatchObject({ gap: '500000.00', gapInUsd: '20.00', gapPercent: '2.00', gapLevel: 1, isGapWarning: false, amountUsd: '1020.00' });
      expect(stored).toEqual({ gap: '500000.00', gap_usd: '20.00', gap_percent: '2.00', gap_level: 1, amount_usd: '1020.00' });
      const { body: red } = await levelOf('25000000.00', '25500250.00', { currency: 'VND', platformUsd: '1000.00' });
      expect(red).toMatchObject({ gap: '500250.00', gapInUsd: '20.01', gapPercent: '2.00', gapLevel: 2 });
      const { body: zero } = await levelOf('0.00', '10.00');
      expect(zero).toMatchObject({ gap: '10.00', gapPercent: '100.00', gapLevel: 3, isGapWarning: true });
    });

    it('keeps prepaid inventory at level 1 whatever the gap', async () => {
      const { body } = await levelOf('1000.00', '3000.00', { invoiceType: 'prepaid_inventory' });
      expect(body).toMatchObject({ gapLevel: 1, gap: '2000.00', gapPercent: '200.00', invoiceCycles: [] });
    });
  });

  it('takes a top-up range for top-up invoice types, with the range cost as platform amount', async () => {
    const supplier = await invoiceSupplier(t);
    await postCost(t, supplier, '2026-01-05', '300.00');
    await postCost(t, supplier, '2026-01-20', '200.00');
    const missing = await uploadInvoice(
      t,
      users.finops.token,
      supplier.id,
      invoiceFields(lastMonth(), { invoiceType: 'topup_tax_bill', invoiceCycles: undefined }),
    );
    expect(fieldMessages(missing)).toEqual({ topupStart: FieldRequired, topupEnd: FieldRequired });
    const reversed = await uploadInvoice(
      t,
      users.finops.token,
      supplier.id,
      invoiceFields(lastMonth(), { invoiceType: 'topup_tax_bill', invoiceCycles: undefined, topupStart: '2026-01-10', topupEnd: '2026-01-01' }),
    );
    expect(fieldMessages(reversed)).toEqual({ topupEnd: InvoiceMessage.TopupRange });
    const ok = await uploadInvoice(
      t,
      users.finops.token,
      supplier.id,
      invoiceFields(lastMonth(), {
        invoiceType: 'topup_tax_bill',
        invoiceCycles: undefined,
        topupStart: '2026-01-01',
        topupEnd: '2026-01-10',
        invoiceAmount: '300.00',
        fareboxAmount: '300.00',
      }),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.invoice).toMatchObject({
      invoiceType: 'topup_tax_bill',
      invoiceTypeDisplay: 'Top-up tax bill',
      invoiceCycles: [],
      periods: [{ start: '2026-01-01', end: '2026-01-10', label: rangeLabel('2026-01-01', '2026-01-10') }],
      fareboxAmount: '300.00',
    });
  });

  it('approves at upload when the uploader may approve the level (finops: level 1), otherwise needs and notifies the assignee', async () => {
    const level1 = await supplierWithCost();
    const approved = await uploadInvoice(t, users.finops.token, level1.id, invoiceFields(lastMonth(), { invoiceAmount: '1010.00' }));
    expect(approved.status).toBe(201);
    expect(approved.body.invoice).toMatchObject({
      state: 'approved',
      statusDisplay: 'Approved',
      isApproved: true,
      gapLevel: 1,
      assignee: null,
      createdBy: 'Test finops',
      assigneeReason: 'No assignee needed: Test finops may approve gap level 1 and approved it at upload.',
    });
    // The history says who approved it: the uploader, at upload.
    expect(approved.body.invoice.history).toEqual([
      expect.objectContaining({ action: 'upload', fromState: null, toState: 'pending_approval', actor: 'Test finops', note: 'Uploaded in a test' }),
      expect.objectContaining({
        action: 'approve',
        fromState: 'pending_approval',
        toState: 'approved',
        actor: 'Test finops',
        note: 'Approved at upload: the uploader may approve gap level 1.',
      }),
    ]);

    const level2 = await supplierWithCost();
    const noAssignee = await uploadInvoice(t, users.finops.token, level2.id, invoiceFields(lastMonth(), { invoiceAmount: '1050.00' }));
    expect(noAssignee.status).toBe(400);
    expect(fieldMessages(noAssignee)).toEqual({ assignee: FieldRequired });
    const notFinance = await uploadInvoice(
      t,
      users.finops.token,
      level2.id,
      invoiceFields(lastMonth(), { invoiceAmount: '1050.00', assignee: users.uploader.id }),
    );
    expect(Object.keys(fieldMessages(notFinance))).toEqual(['assignee']);

    const pending = await uploadInvoice(
      t,
      users.finops.token,
      level2.id,
      invoiceFields(lastMonth(), { invoiceAmount: '1050.00', assignee: users.supplymgr.id }),
    );
    expect(pending.status).toBe(201);
    expect(pending.body.invoice).toMatchObject({
      state: 'pending_approval',
      isApproved: false,
      gapLevel: 2,
      assignee: { userId: users.supplymgr.id, name: 'Test supplymgr', email: users.supplymgr.email },
      assigneeReason: 'Chosen by Test finops at upload as an approver of gap level 2.',
    });
    expect(pending.body.invoice.history).toEqual([
      expect.objectContaining({ action: 'upload', toState: 'pending_approval', assignee: expect.objectContaining({ userId: users.supplymgr.id }) }),
    ]);
    const notices = await t.dataSource.query(`SELECT title, text, link FROM notification WHERE user_id = $1 AND text LIKE $2`, [
      users.supplymgr.id,
      `%${pending.body.invoice.invoiceNumber}%`,
    ]);
    expect(notices).toEqual([
      { title: 'Invoice waiting for you', text: expect.stringContaining('Test finops assigned you invoice'), link: expect.stringContaining('tab=invoices') },
    ]);
    // The uploader's own approval is recorded, the other's is not: finadmin approves every level at upload.
    const level3 = await supplierWithCost();
    const byAdmin = await uploadInvoice(t, users.finadmin.token, level3.id, invoiceFields(lastMonth(), { invoiceAmount: '2000.00' }));
    expect(byAdmin.body.invoice).toMatchObject({ state: 'approved', gapLevel: 3 });
  });

  it('refuses a duplicate invoice number and a second live invoice for a cycle (409), but replaces a rejected one', async () => {
    const supplier = await supplierWithCost();
    const number = `INV-${randomUUID().slice(0, 8)}`;
    const first = await uploadInvoice(t, users.uploader.token, supplier.id, invoiceFields(lastMonth(), { invoiceNumber: number, assignee: users.finadmin.id }));
    expect(first.status).toBe(201);

    const sameNumber = await uploadInvoice(
      t,
      users.uploader.token,
      supplier.id,
      invoiceFields(cycleOf(utcToday(), 'monthly'), { invoiceNumber: number, fareboxAmount: '0.00', invoiceAmount: '0.00', assignee: users.finadmin.id }),
    );
    expect(sameNumber.status).toBe(409);
    expect(sameNumber.body).toMatchObject({ code: 'DuplicateInvoiceNumber', message: `${supplier.name} already has an invoice numbered ${number}.` });

    const sameCycle = await uploadInvoice(t, users.uploader.token, supplier.id, invoiceFields(lastMonth(), { assignee: users.finadmin.id }));
    expect(sameCycle.status).toBe(409);
    expect(sameCycle.body.code).toBe('CycleAlreadyInvoiced');
    expect(sameCycle.body.message).toContain(lastMonth().label);

    await invoiceAction(t, users.finadmin.token, first.body._id, { action: 'reject', notes: 'Wrong amount' }).expect(200);
    const replacement = await uploadInvoice(t, users.uploader.token, supplier.id, invoiceFields(lastMonth(), { assignee: users.finadmin.id }));
    expect(replacement.status).toBe(201);
  });

  it('answers 404 for an unknown supplier', async () => {
    const res = await uploadInvoice(t, users.finops.token, randomUUID(), invoiceFields(lastMonth()));
    expect(res.status).toBe(404);
  });
});
