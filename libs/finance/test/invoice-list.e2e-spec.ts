import { InvoiceMessage, precedingCycle, Role, Scope } from '@farebox/domain';
import { createUser, tokenFor, type TestApp } from '@farebox/testing';
import {
  invoiceAction,
  invoiceFields,
  invoiceSupplier,
  invoiceTestAppPerSuite,
  lastMonth,
  PDF_BYTES,
  PNG_BYTES,
  postCost,
  uploadInvoice,
  type InvoiceActor,
  type InvoiceTestApp,
} from './invoice-fixtures.js';
import { day } from './ledger-fixtures.js';

interface Row {
  id: string;
  invoiceNumber: string;
  state: string;
  gapLevel: number;
  gapPercent: string;
  dueDate: string;
  allowedActions: string[];
  /** null for who may not open the file. */
  fileUrl: string;
  supplier: { id: string; name: string };
}

describe('invoices list, file and assignees', () => {
  let t: TestApp;
  let users: InvoiceTestApp['users'];
  invoiceTestAppPerSuite((app) => ({ t, users } = app));
  /** Invoices of two suppliers (one in emea) made once: level 1 approved, level 2 pending (supplymgr), level 3 pending (cco), rejected. */
  const made: Record<'approved' | 'level2' | 'level3' | 'rejected' | 'emea', Row> = {} as never;
  let supplierA: string;
  let supplierB: string;

  const get = (path: string, who: InvoiceActor = 'finadmin') => t.http.get(path).set('Authorization', `Bearer ${users[who].token}`);
  const download = (path: string, who: InvoiceActor = 'finadmin') =>
    get(path, who)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
  const list = async (query: string, who: InvoiceActor = 'finadmin') => {
    const res = await get(`/api/v2/supplier/invoices?supplierId=${supplierA}&${query}`, who);
    expect(res.status).toBe(200);
    return res.body as { data: Row[]; meta: { limit: number; offset: number; total: number } };
  };
  const numbers = (rows: Row[]) => rows.map((r) => r.invoiceNumber);

  beforeAll(async () => {
    const a = await invoiceSupplier(t);
    const b = await invoiceSupplier(t, 'USD', { region: 'emea' });
    [supplierA, supplierB] = [a.id, b.id];
    // Four cycles of supplier A with 1000.00 cost each; due dates spread so that the sorts differ from creation order.
    const cycles = [lastMonth()];
    for (let i = 1; i < 4; i++) cycles.push(precedingCycle(cycles[i - 1], 'monthly'));
    for (const c of cycles) await postCost(t, a, c.start, '1000.00');
    const upload = async (n: number, amount: string, uploader: InvoiceActor, assignee: InvoiceActor | null, dueDate: string) => {
      const res = await uploadInvoice(
        t,
        users[uploader].token,
        a.id,
        invoiceFields(cycles[n], {
          invoiceNumber: `LIST-${n}`,
          invoiceAmount: amount,
          dueDate,
          invoiceDate: cycles[n].end,
          receiveDate: cycles[n].end,
          ...(assignee ? { assignee: users[assignee].id } : {}),
        }),
      );
      expect(res.status).toBe(201);
      return res.body.invoice as Row;
    };
    made.approved = await upload(0, '1010.00', 'finops', null, day(90));
    made.level2 = await upload(1, '1050.00', 'uploader', 'supplymgr', day(30));
    made.level3 = await upload(2, '1500.00', 'uploader', 'cco', day(60));
    made.rejected = await upload(3, '1000.00', 'uploader', 'finadmin', day(120));
    await invoiceAction(t, users.finadmin.token, made.rejected.id, { action: 'reject', notes: 'Duplicate' }).expect(200);
    await postCost(t, b, lastMonth().start, '1000.00');
    const emea = await uploadInvoice(t, users.finops.token, b.id, invoiceFields(lastMonth(), { invoiceNumber: 'LIST-B', region: 'emea' }), {
      file: { content: PNG_BYTES, name: 'scan.png' },
    });
    made.emea = emea.body.invoice as Row;
  });

  it("lists newest first with paging meta, supplier, fileUrl and the caller's actions per row", async () => {
    const page = await list('');
    expect(page.meta).toEqual({ limit: 20, offset: 0, total: 4 });
    expect(numbers(page.data)).toEqual(['LIST-3', 'LIST-2', 'LIST-1', 'LIST-0']);
    expect(page.data[0]).toMatchObject({ supplier: { id: supplierA }, fileUrl: `/api/v2/supplier/invoice/${made.rejected.id}/file` });
    const second = await list('limit=2&offset=2');
    expect([numbers(second.data), second.meta]).toEqual([['LIST-1', 'LIST-0'], { limit: 2, offset: 2, total: 4 }]);
    const actions = async (who: InvoiceActor) => Object.fromEntries((await list('', who)).data.map((r) => [r.invoiceNumber, r.allowedActions]));
    expect(await actions('finadmin')).toEqual({
      'LIST-0': ['markPaid'],
      'LIST-1': ['approve', 'assign', 'reject'],
      'LIST-2': ['approve', 'assign', 'reject'],
      'LIST-3': [],
    });
    expect(await actions('supplymgr')).toEqual({ 'LIST-0': [], 'LIST-1': ['approve', 'assign', 'reject'], 'LIST-2': ['approve', 'assign'], 'LIST-3': [] });
    expect(await actions('admin')).toEqual({ 'LIST-0': [], 'LIST-1': [], 'LIST-2': [], 'LIST-3': [] });
  });

  it('gives the file address only to who may open the file (the Invoices tab audience), null to anyone else', async () => {
    const urls = async (who: InvoiceActor) => (await list('', who)).data.map((r) => r.fileUrl);
    expect(await urls('uploader')).toEqual([made.rejected, made.level3, made.level2, made.approved].map((r) => `/api/v2/supplier/invoice/${r.id}/file`));
    expect(await urls('admin')).toEqual([null, null, null, null]);
    const detail = await get(`/api/v2/supplier/invoice/${made.approved.id}`, 'admin');
    expect([detail.status, detail.body.fileUrl]).toEqual([200, null]);
  });

  it('filters by status (several), assignee (several), gap level, region, supplier and period', async () => {
    expect(numbers((await list('status=pending_approval')).data)).toEqual(['LIST-2', 'LIST-1']);
    expect(numbers((await list('status=approved&status=rejected')).data)).toEqual(['LIST-3', 'LIST-0']);
    expect(numbers((await list('status=approved,rejected')).data)).toEqual(['LIST-3', 'LIST-0']);
    expect(numbers((await list(`assignee=${users.cco.id}`)).data)).toEqual(['LIST-2']);
    expect(numbers((await list(`assignee=${users.cco.id}&assignee=${users.supplymgr.id}`)).data)).toEqual(['LIST-2', 'LIST-1']);
    expect(numbers((await list('gapLevel=2')).data)).toEqual(['LIST-1']);
    expect(numbers((await list('region=emea')).data)).toEqual([]);
    const emea = await get('/api/v2/supplier/invoices?region=emea');
    expect(emea.body.data.map((r: Row) => r.invoiceNumber)).toContain('LIST-B');
    expect(emea.body.data.every((r: Row) => r.supplier.id === supplierB)).toBe(true);
    const last = lastMonth();
    expect(numbers((await list(`period=${last.id}`)).data)).toEqual(['LIST-0']);
    // A half-month period matches the month's invoice, as their periods overlap.
    expect(numbers((await list(`period=${last.id}-2`)).data)).toEqual(['LIST-0']);
    expect(numbers((await list(`period=${precedingCycle(last, 'monthly').id}&period=${last.id}`)).data)).toEqual(['LIST-1', 'LIST-0']);
    const bad = await get('/api/v2/supplier/invoices?period=2026-13');
    expect([bad.status, bad.body.details]).toEqual([400, [{ field: 'period', message: InvoiceMessage.InvalidCycle }]]);
    expect((await get('/api/v2/supplier/invoices?status=open')).status).toBe(400);
    expect((await get('/api/v2/supplier/invoices?gapLevel=4')).status).toBe(400);
  });

  it('sorts by creation, due date and gap percent, both ways', async () => {
    expect(numbers((await list('sort=createdAt')).data)).toEqual(['LIST-0', 'LIST-1', 'LIST-2', 'LIST-3']);
    expect(numbers((await list('sort=dueDate')).data)).toEqual(['LIST-1', 'LIST-2', 'LIST-0', 'LIST-3']);
    expect(numbers((await list('sort=-dueDate')).data)).toEqual(['LIST-3', 'LIST-0', 'LIST-2', 'LIST-1']);
    const byGap = (await list('sort=-gapPercent')).data;
    expect(byGap.map((r) => r.gapPercent)).toEqual(['50.00', '5.00', '1.00', '0.00']);
    expect((await list('sort=gapPercent')).data.map((r) => r.gapPercent)).toEqual(['0.00', '1.00', '5.00', '50.00']);
  });

  it('serves the file with its content type to the Invoices tab audience only', async () => {
    for (const who of ['finops', 'supplymgr', 'cco', 'finadmin', 'uploader'] as const) {
      const res = await download(made.approved.fileUrl, who);
      expect([who, res.status, res.headers['content-type']]).toEqual([who, 200, expect.stringMatching(/^application\/pdf/)]);
      expect(Buffer.compare(res.body as Buffer, PDF_BYTES)).toBe(0);
    }
    const png = await download(made.emea.fileUrl);
    expect([png.status, png.headers['content-type'], png.headers['x-content-type-options']]).toEqual([200, expect.stringMatching(/^image\/png/), 'nosniff']);
    expect(Buffer.compare(png.body as Buffer, PNG_BYTES)).toBe(0);
    expect(png.headers['content-disposition']).toBe('inline; filename="scan.png"');
    const denied = await get(made.approved.fileUrl, 'admin');
    expect([denied.status, denied.body.message]).toEqual([403, InvoiceMessage.InsufficientPermissions]);
    const readAdmin = await createUser(t, { role: Role.ReadAdmin, isFullAdmin: true, scopes: [Scope.FinanceOps] });
    expect((await t.http.get(made.approved.fileUrl).set('Authorization', `Bearer ${await tokenFor(t, readAdmin)}`)).status).toBe(200);
    const support = await createUser(t, { role: Role.Support, scopes: [Scope.FinanceAdmin] });
    expect((await t.http.get(made.approved.fileUrl).set('Authorization', `Bearer ${await tokenFor(t, support)}`)).status).toBe(403);
    expect((await t.http.get(made.approved.fileUrl)).status).toBe(401);
  });

  it('keeps the list and an invoice from staff who are not full admins and from agents', async () => {
    const support = await createUser(t, { role: Role.Support, scopes: [Scope.FinanceAdmin] });
    const agent = await createUser(t, { role: Role.Agent, companyId: supplierA });
    for (const token of [await tokenFor(t, support), await tokenFor(t, agent)]) {
      expect((await t.http.get('/api/v2/supplier/invoices').set('Authorization', `Bearer ${token}`)).status).toBe(403);
      expect((await t.http.get(`/api/v2/supplier/invoice/${made.approved.id}`).set('Authorization', `Bearer ${token}`)).status).toBe(403);
      expect((await t.http.get(made.approved.fileUrl).set('Authorization', `Bearer ${token}`)).status).toBe(403);
    }
  });

  describe('assignees by level', () => {
    const names = async (level: number | string, query = '', who: InvoiceActor = 'finops') => {
      const res = await get(`/api/users/invoice/assignees/${level}${query ? `?${query}` : ''}`, who);
      expect(res.status).toBe(200);
      return (res.body.data as { userId: string; name: string; email: string }[]).map((u) => u.name).filter((n) => n.startsWith('Test '));
    };

    it('offers the active approvers of the level', async () => {
      expect(await names(1)).toEqual(['Test cco', 'Test finadmin', 'Test finops', 'Test supplymgr']);
      expect(await names(2)).toEqual(['Test cco', 'Test finadmin', 'Test supplymgr']);
      expect(await names(3)).toEqual(['Test cco', 'Test finadmin']);
      const res = await get('/api/users/invoice/assignees/3');
      expect(res.body.data).toContainEqual({ userId: users.cco.id, name: 'Test cco', email: users.cco.email });
    });

    it('applies forceSelfAssignment, isBackwardAssignment and forceFinanceAdminAssignees', async () => {
      expect(await names(3, 'forceSelfAssignment=true')).toEqual(['Test cco', 'Test finadmin', 'Test finops']);
      expect(await names(3, 'forceSelfAssignment=true', 'cco')).toEqual(['Test cco', 'Test finadmin']);
      expect(await names(3, 'isBackwardAssignment=true')).toEqual(['Test cco', 'Test finadmin', 'Test finops', 'Test supplymgr']);
      expect(await names(1, 'forceFinanceAdminAssignees=true')).toEqual(['Test finadmin']);
      expect(await names(1, 'forceFinanceAdminAssignees=true&forceSelfAssignment=true', 'supplymgr')).toEqual(['Test finadmin', 'Test supplymgr']);
    });

    it('never offers a caller of forceSelfAssignment who may not act on invoices', async () => {
      expect(await names(3, 'forceSelfAssignment=true', 'uploader')).toEqual(['Test cco', 'Test finadmin']);
      expect(await names(3, 'forceSelfAssignment=true', 'admin')).toEqual(['Test cco', 'Test finadmin']);
    });

    it('leaves out inactive users and answers 400 for a level other than 1, 2 or 3', async () => {
      await t.dataSource.query(`UPDATE app_user SET is_active = false WHERE id = $1`, [users.cco.id]);
      try {
        expect(await names(3)).toEqual(['Test finadmin']);
      } finally {
        await t.dataSource.query(`UPDATE app_user SET is_active = true WHERE id = $1`, [users.cco.id]);
      }
      for (const level of ['0', '4', 'two']) expect((await get(`/api/users/invoice/assignees/${level}`)).status).toBe(400);
    });
  });
});
