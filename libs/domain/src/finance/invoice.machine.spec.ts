import fc from 'fast-check';
import type { Actor } from '../access/access-rule.js';
import { Role, Scope, SCOPES, type Role as RoleT } from '../access/roles.js';
import {
  canApproveInvoiceLevel,
  canSeeInvoiceFiles,
  canUploadInvoice,
  defaultPaymentsReportTab,
  hasFinanceRole,
  invoiceApproverScopes,
  isInvoiceAssigneeCandidate,
  visiblePaymentsReportTabs,
} from './finance-access.js';
import { INVOICE_ACTIONS, INVOICE_STATES, type InvoiceState } from './finance-constants.js';
import { decideInvoiceAction, initialInvoiceState, invoiceAllowedActions, approveNeedsAssignee } from './invoice.machine.js';
import type { GapLevel } from './gap-level.js';

const actor = (scopes: Scope[], role: RoleT = Role.Admin, isFullAdmin = true): Actor => ({ id: 'u', role, scopes, isFullAdmin, companyId: null });
// The demo accounts of the README.
const finadmin = actor([Scope.FinanceAdmin]);
const finops = actor([Scope.FinanceOps, Scope.UploadInvoice]);
const supplymgr = actor([Scope.SupplyManager, Scope.InvoiceApproveGap]);
const cco = actor([Scope.Cco, Scope.InvoiceApproveGap]);
const admin = actor([Scope.ScopeAdmin]);
const opsApprover = actor([Scope.FinanceOps, Scope.InvoiceApproveGap]);
const levels: GapLevel[] = [1, 2, 3];

describe('invoice approvers by gap level', () => {
  it('finance-admin approves every level; cco 3, supply-manager 2, finance-ops 1 with invoice-approve-gap', () => {
    expect(levels.map((l) => canApproveInvoiceLevel(finadmin, l))).toEqual([true, true, true]);
    expect(levels.map((l) => canApproveInvoiceLevel(cco, l))).toEqual([true, true, true]);
    expect(levels.map((l) => canApproveInvoiceLevel(supplymgr, l))).toEqual([true, true, false]);
    expect(levels.map((l) => canApproveInvoiceLevel(opsApprover, l))).toEqual([true, false, false]);
    expect(levels.map((l) => canApproveInvoiceLevel(finops, l))).toEqual([false, false, false]);
    expect(levels.map((l) => canApproveInvoiceLevel(actor([Scope.Cco]), l))).toEqual([false, false, false]);
    expect(invoiceApproverScopes(3)).toEqual([Scope.Cco]);
    expect(invoiceApproverScopes(1)).toEqual([Scope.Cco, Scope.SupplyManager, Scope.FinanceOps]);
  });

  it('never lets read-admin, agents or non full admins approve or upload', () => {
    for (const who of [actor([Scope.FinanceAdmin], Role.ReadAdmin), actor([Scope.FinanceAdmin], Role.Agent), actor([Scope.FinanceAdmin], Role.Admin, false)]) {
      expect(canApproveInvoiceLevel(who, 1)).toBe(false);
      expect(canUploadInvoice(who)).toBe(false);
    }
    expect(canApproveInvoiceLevel(actor([Scope.FinanceAdmin], Role.Support), 3)).toBe(true);
  });

  it('a right for a level implies the right for every lower level (property)', () => {
    fc.assert(
      fc.property(
        fc.subarray([...SCOPES]),
        fc.constantFrom<RoleT>(Role.Admin, Role.Support, Role.ReadAdmin, Role.Agent),
        fc.boolean(),
        (scopes, role, full) => {
          const who = actor(scopes, role, full);
          return (!canApproveInvoiceLevel(who, 3) || canApproveInvoiceLevel(who, 2)) && (!canApproveInvoiceLevel(who, 2) || canApproveInvoiceLevel(who, 1));
        },
      ),
    );
  });

  it('upload: finance-admin, finance-ops or upload-invoice; files for the Invoices tab audience', () => {
    expect([finadmin, finops, actor([Scope.UploadInvoice]), cco, supplymgr, admin].map(canUploadInvoice)).toEqual([true, true, true, false, false, false]);
    expect(canSeeInvoiceFiles(actor([Scope.FinanceAdmin], Role.ReadAdmin))).toBe(true);
    expect(canSeeInvoiceFiles(actor([Scope.UploadInvoice]))).toBe(true);
    expect(canSeeInvoiceFiles(admin)).toBe(false);
    expect(canSeeInvoiceFiles(actor([Scope.FinanceAdmin], Role.Admin, false))).toBe(false);
    expect([finadmin, finops, cco, supplymgr, admin].map(hasFinanceRole)).toEqual([true, true, true, true, false]);
  });
});

describe('invoice assignee candidates', () => {
  it('offers the approvers of the level, widened or narrowed by the query flags', () => {
    const people = { finadmin, finops, supplymgr, cco, admin };
    const offered = (level: GapLevel, options = {}, caller?: string) =>
      Object.entries(people)
        .filter(([name, who]) => isInvoiceAssigneeCandidate(who, level, options, name === caller))
        .map(([name]) => name);
    expect(offered(3)).toEqual(['finadmin', 'cco']);
    expect(offered(2)).toEqual(['finadmin', 'supplymgr', 'cco']);
    expect(offered(1)).toEqual(['finadmin', 'supplymgr', 'cco']);
    expect(offered(3, { forceSelfAssignment: true }, 'finops')).toEqual(['finadmin', 'finops', 'cco']);
    expect(offered(3, { isBackwardAssignment: true })).toEqual(['finadmin', 'finops', 'supplymgr', 'cco']);
    expect(offered(1, { forceFinanceAdminAssignees: true })).toEqual(['finadmin']);
    expect(isInvoiceAssigneeCandidate(actor([Scope.FinanceAdmin], Role.ReadAdmin), 1)).toBe(false);
  });

  it('offers the caller of forceSelfAssignment only when the caller may act on invoices', () => {
    const uploader = actor([Scope.UploadInvoice]);
    expect(isInvoiceAssigneeCandidate(uploader, 1, { forceSelfAssignment: true }, true)).toBe(false);
    expect(isInvoiceAssigneeCandidate(admin, 3, { forceSelfAssignment: true }, true)).toBe(false);
    expect(isInvoiceAssigneeCandidate(actor([Scope.FinanceOps], Role.ReadAdmin), 1, { forceSelfAssignment: true }, true)).toBe(false);
    expect(isInvoiceAssigneeCandidate(finops, 3, { forceSelfAssignment: true }, true)).toBe(true);
    // forceFinanceAdminAssignees keeps only finance-admins, then forceSelfAssignment adds the caller.
    expect(isInvoiceAssigneeCandidate(supplymgr, 1, { forceFinanceAdminAssignees: true, forceSelfAssignment: true }, true)).toBe(true);
    expect(isInvoiceAssigneeCandidate(supplymgr, 1, { forceFinanceAdminAssignees: true, forceSelfAssignment: true }, false)).toBe(false);
  });
});

describe('payments report tabs', () => {
  it('shows full admins every tab and everyone else only Reports', () => {
    expect(visiblePaymentsReportTabs(admin).map((t) => t.id)).toEqual(['overview', 'reports', 'invoices', 'supplier', 'accrued', 'gaps']);
    expect(visiblePaymentsReportTabs(actor([], Role.ReadAdmin)).map((t) => t.id)).toHaveLength(6);
    expect(visiblePaymentsReportTabs(actor([], Role.Support, false)).map((t) => t.id)).toEqual(['reports']);
    expect(visiblePaymentsReportTabs({ ...actor([], Role.Agent, false), companyId: 'c' }).map((t) => t.id)).toEqual(['reports']);
    expect(visiblePaymentsReportTabs(actor([], Role.ContentEditor, true))).toEqual([]);
    expect(defaultPaymentsReportTab(admin)).toBe('overview');
    expect(defaultPaymentsReportTab(admin, 'gaps')).toBe('gaps');
    expect(defaultPaymentsReportTab(actor([], Role.Agent, false), 'gaps')).toBe('reports');
    expect(defaultPaymentsReportTab(null)).toBeNull();
  });
});

describe('invoice machine', () => {
  const pending = 'pending_approval' as const;

  it('approves for an approver of the level, without notes', () => {
    expect(decideInvoiceAction(pending, 'approve', { actor: supplymgr, gapLevel: 2 })).toEqual({
      ok: true,
      state: 'approved',
      effectiveAction: 'approve',
      assigneeId: null,
    });
    expect(decideInvoiceAction(pending, 'approve', { actor: finadmin, gapLevel: 3, notes: 'ok' })).toMatchObject({ ok: true, state: 'approved' });
  });

  it('turns an approve by a finance role without the right into an assign that needs an assignee and notes', () => {
    expect(decideInvoiceAction(pending, 'approve', { actor: supplymgr, gapLevel: 3 })).toEqual({
      ok: false,
      reason: 'This field is required.',
      field: 'assignee',
    });
    expect(decideInvoiceAction(pending, 'approve', { actor: supplymgr, gapLevel: 3, assigneeId: 'cco-id' })).toEqual({
      ok: false,
      reason: 'This field is required.',
      field: 'notes',
    });
    expect(decideInvoiceAction(pending, 'approve', { actor: finops, gapLevel: 1, assigneeId: 'cco-id', notes: 'over to you' })).toEqual({
      ok: true,
      state: 'pending_approval',
      effectiveAction: 'assign',
      assigneeId: 'cco-id',
    });
    expect(approveNeedsAssignee(finops, 1)).toBe(true);
    expect(approveNeedsAssignee(cco, 3)).toBe(false);
  });

  it('assigns (any finance role; assignee and notes required) and rejects (approvers; notes required)', () => {
    expect(decideInvoiceAction(pending, 'assign', { actor: finops, gapLevel: 3, assigneeId: 'u2', notes: 'pls' })).toEqual({
      ok: true,
      state: 'pending_approval',
      effectiveAction: 'assign',
      assigneeId: 'u2',
    });
    expect(decideInvoiceAction(pending, 'assign', { actor: cco, gapLevel: 3, assigneeId: ' ', notes: 'pls' })).toMatchObject({ ok: false, field: 'assignee' });
    expect(decideInvoiceAction(pending, 'assign', { actor: cco, gapLevel: 3, assigneeId: 'u2', notes: '  ' })).toMatchObject({ ok: false, field: 'notes' });
    expect(decideInvoiceAction(pending, 'reject', { actor: cco, gapLevel: 3, notes: 'wrong amount' })).toEqual({
      ok: true,
      state: 'rejected',
      effectiveAction: 'reject',
      assigneeId: null,
    });
    expect(decideInvoiceAction(pending, 'reject', { actor: cco, gapLevel: 3 })).toEqual({ ok: false, reason: 'This field is required.', field: 'notes' });
    expect(decideInvoiceAction(pending, 'reject', { actor: supplymgr, gapLevel: 3, notes: 'no' })).toEqual({
      ok: false,
      reason: 'Insufficient permissions',
      forbidden: true,
    });
  });

  it('marks paid and cancels the payment for finance-admin only, with notes', () => {
    expect(decideInvoiceAction('approved', 'markPaid', { actor: finadmin, gapLevel: 1, notes: 'paid by wire' })).toMatchObject({ ok: true, state: 'paid' });
    expect(decideInvoiceAction('approved', 'markPaid', { actor: finadmin, gapLevel: 1 })).toMatchObject({ ok: false, field: 'notes' });
    expect(decideInvoiceAction('approved', 'markPaid', { actor: cco, gapLevel: 1, notes: 'x' })).toMatchObject({ ok: false, forbidden: true });
    expect(decideInvoiceAction('paid', 'cancelPayment', { actor: finadmin, gapLevel: 1, notes: 'bounced' })).toMatchObject({
      ok: true,
      state: 'approved',
      effectiveAction: 'cancelPayment',
    });
    expect(decideInvoiceAction('paid', 'cancelPayment', { actor: finops, gapLevel: 1, notes: 'x' })).toMatchObject({ ok: false, forbidden: true });
  });

  it('refuses by state first (409), whoever asks', () => {
    expect(decideInvoiceAction('approved', 'approve', { actor: finadmin, gapLevel: 1 })).toEqual({
      ok: false,
      reason: 'Only an invoice pending approval can be assigned, approved or rejected.',
    });
    expect(decideInvoiceAction('rejected', 'assign', { actor: admin, gapLevel: 1, assigneeId: 'x', notes: 'x' })).toEqual({
      ok: false,
      reason: 'Only an invoice pending approval can be assigned, approved or rejected.',
    });
    expect(decideInvoiceAction(pending, 'markPaid', { actor: finadmin, gapLevel: 1, notes: 'x' })).toEqual({
      ok: false,
      reason: 'Only an approved invoice can be marked as paid.',
    });
    expect(decideInvoiceAction('approved', 'cancelPayment', { actor: finadmin, gapLevel: 1, notes: 'x' })).toEqual({
      ok: false,
      reason: 'Only a paid invoice can have its payment cancelled.',
    });
    expect(decideInvoiceAction(pending, 'nonsense' as never, { actor: finadmin, gapLevel: 1 })).toMatchObject({ ok: false, field: 'action' });
  });

  it('forbids everyone without a finance role', () => {
    for (const who of [admin, actor([Scope.UploadInvoice]), actor([Scope.FinanceAdmin], Role.ReadAdmin)]) {
      for (const action of INVOICE_ACTIONS) {
        const state: InvoiceState = action === 'markPaid' ? 'approved' : action === 'cancelPayment' ? 'paid' : pending;
        expect(decideInvoiceAction(state, action, { actor: who, gapLevel: 1, assigneeId: 'x', notes: 'x' })).toEqual({
          ok: false,
          reason: 'Insufficient permissions',
          forbidden: true,
        });
      }
    }
  });

  it('lists the allowed actions per state and actor', () => {
    expect(invoiceAllowedActions(pending, { actor: cco, gapLevel: 3 })).toEqual(['approve', 'assign', 'reject']);
    expect(invoiceAllowedActions(pending, { actor: finops, gapLevel: 3 })).toEqual(['approve', 'assign']);
    expect(invoiceAllowedActions(pending, { actor: admin, gapLevel: 1 })).toEqual([]);
    expect(invoiceAllowedActions('approved', { actor: finadmin, gapLevel: 3 })).toEqual(['markPaid']);
    expect(invoiceAllowedActions('paid', { actor: finadmin, gapLevel: 3 })).toEqual(['cancelPayment']);
    expect(invoiceAllowedActions('paid', { actor: cco, gapLevel: 3 })).toEqual([]);
    expect(invoiceAllowedActions('rejected', { actor: finadmin, gapLevel: 1 })).toEqual([]);
  });

  it('starts approved when the uploader may approve the level', () => {
    expect(initialInvoiceState(finadmin, 3)).toBe('approved');
    expect(initialInvoiceState(finops, 1)).toBe('pending_approval');
    expect(initialInvoiceState(opsApprover, 1)).toBe('approved');
    expect(initialInvoiceState(opsApprover, 2)).toBe('pending_approval');
  });

  it('allowed actions are exactly those decideInvoiceAction accepts with complete fields (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INVOICE_STATES),
        fc.constantFrom<GapLevel>(1, 2, 3),
        fc.subarray([...SCOPES]),
        fc.constantFrom<RoleT>(Role.Admin, Role.Support, Role.ReadAdmin, Role.Agent),
        fc.boolean(),
        (state, gapLevel, scopes, role, full) => {
          const who = actor(scopes, role, full);
          const allowed = invoiceAllowedActions(state, { actor: who, gapLevel });
          for (const action of INVOICE_ACTIONS) {
            const decision = decideInvoiceAction(state, action, { actor: who, gapLevel, assigneeId: 'a', notes: 'n' });
            expect(decision.ok).toBe(allowed.includes(action));
            if (decision.ok && action === 'approve') expect(decision.state).toBe(canApproveInvoiceLevel(who, gapLevel) ? 'approved' : 'pending_approval');
          }
        },
      ),
    );
  });
});
