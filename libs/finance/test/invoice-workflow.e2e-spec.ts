import { FieldRequired, InvoiceMessage } from '@farebox/domain';
import { newIdempotencyKey, type TestApp } from '@farebox/testing';
import { notAnApproverMessage } from '../src/invoices/invoice-users.js';
import { fieldMessages, invoiceAction, invoiceTestAppPerSuite, pendingInvoice, type InvoiceActor, type InvoiceTestApp } from './invoice-fixtures.js';

/** Invoice amounts against a platform amount of 1000.00 USD, by gap level. */
const LEVEL_AMOUNT = { 1: '1010.00', 2: '1050.00', 3: '1500.00' } as const;

describe('invoice workflow', () => {
  let t: TestApp;
  let users: InvoiceTestApp['users'];
  invoiceTestAppPerSuite((app) => ({ t, users } = app));

  const pending = (level: 1 | 2 | 3, assignee: InvoiceActor = 'finadmin') => pendingInvoice({ t, users }, { invoiceAmount: LEVEL_AMOUNT[level], assignee });
  const act = (who: InvoiceActor, id: string, body: object) => invoiceAction(t, users[who].token, id, body);
  const stateOf = async (id: string) => (await t.dataSource.query(`SELECT state, version, is_approved FROM supplier_invoice WHERE id = $1`, [id]))[0];
  const history = async (id: string) =>
    t.dataSource.query(
      `SELECT action, from_state, to_state, actor_name, assignee_id, note FROM supplier_invoice_history WHERE invoice_id = $1 ORDER BY created_at, seq`,
      [id],
    );

  it('lets the approvers of each level approve: finops level 1, supplymgr level 2, cco level 3, finadmin any', async () => {
    const cases: [InvoiceActor, 1 | 2 | 3][] = [
      ['finops', 1],
      ['supplymgr', 1],
      ['supplymgr', 2],
      ['cco', 2],
      ['cco', 3],
      ['finadmin', 1],
      ['finadmin', 2],
      ['finadmin', 3],
    ];
    for (const [who, level] of cases) {
      const { id } = await pending(level);
      const res = await act(who, id, { action: 'approve' });
      expect([who, level, res.status, res.body.state, res.body.isApproved]).toEqual([who, level, 200, 'approved', true]);
      expect((await history(id)).at(-1)).toEqual({
        action: 'approve',
        from_state: 'pending_approval',
        to_state: 'approved',
        actor_name: `Test ${who}`,
        assignee_id: null,
        note: null,
      });
    }
  });

  it('turns an approve without the right for the level into an assign, which needs an assignee and notes', async () => {
    for (const [who, level] of [
      ['finops', 2],
      ['finops', 3],
      ['supplymgr', 3],
    ] as const) {
      const { id } = await pending(level);
      const noAssignee = await act(who, id, { action: 'approve' });
      expect([who, level, noAssignee.status, fieldMessages(noAssignee)]).toEqual([who, level, 400, { assignee: FieldRequired }]);
      const noNotes = await act(who, id, { action: 'approve', assignee: users.cco.id });
      expect(fieldMessages(noNotes)).toEqual({ notes: FieldRequired });
      const assigned = await act(who, id, { action: 'approve', assignee: users.cco.id, notes: 'Above my level' });
      expect(assigned.status).toBe(200);
      expect(assigned.body).toMatchObject({ state: 'pending_approval', isApproved: false, assignee: { userId: users.cco.id, name: 'Test cco' } });
      expect((await history(id)).at(-1)).toMatchObject({
        action: 'assign',
        from_state: 'pending_approval',
        to_state: 'pending_approval',
        assignee_id: users.cco.id,
        note: 'Above my level',
      });
    }
  });

  it('hands an approve that becomes an assign only to an approver of the level; a plain assign may go to any finance user', async () => {
    const { id } = await pending(3);
    for (const who of ['supplymgr', 'finops'] as const) {
      const res = await act('finops', id, { action: 'approve', assignee: users[who].id, notes: 'Above my level' });
      expect([who, res.status, fieldMessages(res)]).toEqual([who, 400, { assignee: notAnApproverMessage(3) }]);
    }
    expect(await stateOf(id)).toMatchObject({ state: 'pending_approval', version: 1 });
    const back = await act('cco', id, { action: 'assign', assignee: users.finops.id, notes: 'Sent back: check the amounts first' });
    expect([back.status, back.body.assignee?.userId]).toEqual([200, users.finops.id]);
  });

  it('notifies the new assignee in the same transaction, and records every transition with who, when, the note and the assignee', async () => {
    const { id, body } = await pending(3);
    const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM notification WHERE user_id = $1`, [users.cco.id]);
    const res = await act('supplymgr', id, { action: 'assign', assignee: users.cco.id, notes: 'Level 3: yours' });
    expect(res.status).toBe(200);
    const notices = await t.dataSource.query(`SELECT title, text, link FROM notification WHERE user_id = $1 ORDER BY created_at DESC`, [users.cco.id]);
    expect(notices).toHaveLength(before[0].n + 1);
    expect(notices[0]).toEqual({
      title: 'Invoice waiting for you',
      text: `Test supplymgr assigned you invoice ${body.invoiceNumber} (1500.00 USD, gap level 3).`,
      link: expect.stringContaining('/payments-report?tab=invoices'),
    });
    await act('cco', id, { action: 'approve' }).expect(200);
    await act('finadmin', id, { action: 'markPaid', notes: 'Paid by wire' }).expect(200);

    const detail = await t.http.get(`/api/v2/supplier/invoice/${id}`).set('Authorization', `Bearer ${users.finadmin.token}`);
    expect(detail.status).toBe(200);
    expect(
      detail.body.history.map((h: { action: string; fromState: string | null; toState: string; actor: string; note: string | null }) => [
        h.action,
        h.fromState,
        h.toState,
        h.actor,
        h.note,
      ]),
    ).toEqual([
      ['upload', null, 'pending_approval', 'Test uploader', 'Uploaded in a test'],
      ['assign', 'pending_approval', 'pending_approval', 'Test supplymgr', 'Level 3: yours'],
      ['approve', 'pending_approval', 'approved', 'Test cco', null],
      ['markPaid', 'approved', 'paid', 'Test finadmin', 'Paid by wire'],
    ]);
    expect(detail.body.history[1].assignee).toEqual({ userId: users.cco.id, name: 'Test cco', email: users.cco.email });
    expect(detail.body.history.every((h: { at: string }) => !Number.isNaN(Date.parse(h.at)))).toBe(true);
  });

  it('lets any finance role assign (assignee and notes required), and refuses the assignee who cannot act on invoices', async () => {
    const { id } = await pending(1);
    for (const who of ['finops', 'supplymgr', 'cco', 'finadmin'] as const) {
      const noNotes = await act(who, id, { action: 'assign', assignee: users.supplymgr.id });
      expect([who, noNotes.status, fieldMessages(noNotes)]).toEqual([who, 400, { notes: FieldRequired }]);
      const noAssignee = await act(who, id, { action: 'assign', notes: 'Please check' });
      expect(fieldMessages(noAssignee)).toEqual({ assignee: FieldRequired });
      const ok = await act(who, id, { action: 'assign', assignee: users.supplymgr.id, notes: `Sent by ${who}` });
      expect([who, ok.status]).toEqual([who, 200]);
    }
    const wrong = await act('finadmin', id, { action: 'assign', assignee: users.admin.id, notes: 'Not a finance user' });
    expect(wrong.status).toBe(400);
    expect(Object.keys(fieldMessages(wrong))).toEqual(['assignee']);
  });

  it("refuses anyone without a finance role with 'Insufficient permissions', before anything else", async () => {
    const { id } = await pending(1);
    for (const who of ['admin', 'uploader'] as const) {
      const res = await invoiceAction(t, users[who].token, id, { action: 'approve' }, newIdempotencyKey());
      expect([who, res.status, res.body.message]).toEqual([who, 403, InvoiceMessage.InsufficientPermissions]);
      const noKey = await t.http.post(`/api/v2/supplier/invoice/${id}/action`).set('Authorization', `Bearer ${users[who].token}`).send({ action: 'approve' });
      expect(noKey.status).toBe(403);
    }
    expect((await stateOf(id)).state).toBe('pending_approval');
  });

  it('rejects only by an approver of the level, with notes; a rejected invoice takes no further action', async () => {
    const { id } = await pending(2);
    const byFinops = await act('finops', id, { action: 'reject', notes: 'Too high' });
    expect([byFinops.status, byFinops.body.message]).toEqual([403, InvoiceMessage.InsufficientPermissions]);
    const noNotes = await act('supplymgr', id, { action: 'reject' });
    expect(fieldMessages(noNotes)).toEqual({ notes: FieldRequired });
    const rejected = await act('supplymgr', id, { action: 'reject', notes: 'Amount does not match our records' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ state: 'rejected', statusDisplay: 'Rejected', isApproved: false, allowedActions: [] });
    const again = await act('finadmin', id, { action: 'approve' });
    expect([again.status, again.body.code, again.body.message]).toEqual([409, 'TransitionRefused', InvoiceMessage.NotPendingApproval]);
  });

  it('marks paid and cancels the payment by finance-admin only, with notes and the supplier payment platform', async () => {
    const { id, supplier } = await pending(1);
    const early = await act('finadmin', id, { action: 'markPaid', notes: 'Too early' });
    expect([early.status, early.body.message]).toEqual([409, InvoiceMessage.NotApproved]);
    await act('finops', id, { action: 'approve' }).expect(200);
    for (const who of ['finops', 'supplymgr', 'cco'] as const) {
      const res = await act(who, id, { action: 'markPaid', notes: 'Paid' });
      expect([who, res.status]).toEqual([who, 403]);
    }
    const noNotes = await act('finadmin', id, { action: 'markPaid' });
    expect(fieldMessages(noNotes)).toEqual({ notes: FieldRequired });
    const paid = await act('finadmin', id, { action: 'markPaid', notes: 'Wire 2026-11-02' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      state: 'paid',
      isApproved: true,
      paid: { paidAt: expect.any(String), paymentPlatformName: supplier.paymentPlatformName },
      allowedActions: ['cancelPayment'],
    });
    const cancelByCco = await act('cco', id, { action: 'cancelPayment', notes: 'Bounced' });
    expect(cancelByCco.status).toBe(403);
    const cancelled = await act('finadmin', id, { action: 'cancelPayment', notes: 'Wire bounced' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ state: 'approved', paid: null, allowedActions: ['markPaid'] });
    const cancelAgain = await act('finadmin', id, { action: 'cancelPayment', notes: 'Again' });
    expect([cancelAgain.status, cancelAgain.body.message]).toEqual([409, InvoiceMessage.NotPaid]);
  });

  it('lets exactly one of two concurrent approvals win; the other gets 409', async () => {
    for (let round = 0; round < 3; round++) {
      const { id } = await pending(1);
      const results = await Promise.all([act('finadmin', id, { action: 'approve' }), act('finops', id, { action: 'approve' })]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      // The loser of the write race is told what the winner did; one that read after the commit is refused by the machine.
      const loser = results.find((r) => r.status === 409)!;
      if (loser.body.code === 'EditConflict') {
        expect(loser.body.details.changes).toEqual([expect.objectContaining({ field: 'state', from: 'pending_approval', to: 'approved' })]);
      } else {
        expect(loser.body.code).toBe('TransitionRefused');
      }
      const approvals = (await history(id)).filter((h: { action: string }) => h.action === 'approve');
      expect(approvals).toHaveLength(1);
      expect(await stateOf(id)).toEqual({ state: 'approved', version: 2, is_approved: true });
    }
  });

  it("answers an action on an older version with 409 EditConflict naming the other person's change, and says why the assignee holds it", async () => {
    const { id } = await pending(3);
    const assigned = await act('supplymgr', id, { action: 'assign', assignee: users.cco.id, notes: 'Level 3: yours', version: 1 });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ version: 2, assigneeReason: 'Assigned by Test supplymgr: Level 3: yours' });
    const stale = await act('finadmin', id, { action: 'reject', notes: 'Wrong rates', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'EditConflict',
      message: 'Someone else changed this invoice after you opened it. Reload it and try again.',
      details: {
        currentVersion: 2,
        changes: [
          { field: 'assignee', from: 'Test finadmin', to: 'Test cco', user: 'Test supplymgr', timestamp: expect.any(String) },
          { field: 'notes', from: null, to: 'Level 3: yours', user: 'Test supplymgr', timestamp: expect.any(String) },
        ],
      },
    });
    expect(await stateOf(id)).toMatchObject({ state: 'pending_approval', version: 2 });
    expect((await act('finadmin', id, { action: 'reject', notes: 'Wrong rates', version: 2 })).status).toBe(200);
  });

  it('replays an action retried with the same Idempotency-Key: the same answer and one history row', async () => {
    const { id } = await pending(1);
    const key = newIdempotencyKey();
    const first = await invoiceAction(t, users.finops.token, id, { action: 'approve' }, key);
    const retry = await invoiceAction(t, users.finops.token, id, { action: 'approve' }, key);
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body).toEqual(first.body);
    expect((await history(id)).filter((h: { action: string }) => h.action === 'approve')).toHaveLength(1);
    const reused = await invoiceAction(t, users.finops.token, id, { action: 'reject', notes: 'x' }, key);
    expect(reused.status).toBe(422);
  });

  it('answers each caller the actions the machine allows them', async () => {
    const { id } = await pending(2);
    const actionsOf = async (who: InvoiceActor) =>
      (await t.http.get(`/api/v2/supplier/invoice/${id}`).set('Authorization', `Bearer ${users[who].token}`)).body.allowedActions;
    expect(await actionsOf('finops')).toEqual(['approve', 'assign']);
    expect(await actionsOf('supplymgr')).toEqual(['approve', 'assign', 'reject']);
    expect(await actionsOf('finadmin')).toEqual(['approve', 'assign', 'reject']);
    expect(await actionsOf('admin')).toEqual([]);
    expect(await actionsOf('uploader')).toEqual([]);
  });

  it('answers 404 for an unknown invoice', async () => {
    const res = await act('finadmin', '00000000-0000-4000-8000-00000000dead', { action: 'approve' });
    expect(res.status).toBe(404);
  });
});
