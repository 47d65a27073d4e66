import { canAccess, type AccessRule, type Actor } from '../access/access-rule.js';
import { Role, Scope, STAFF_ROLES, STAFF_WRITE_ROLES } from '../access/roles.js';
import type { GapLevel } from './gap-level.js';

/** The part of the signed-in user the finance rules read. */
export type FinanceActor = Pick<Actor, 'role' | 'scopes' | 'isFullAdmin'>;

/** Payments report tabs for full admins (read-admin reads them too). */
export const PAYMENTS_REPORT_FULL_RULE: AccessRule = { roles: STAFF_ROLES, fullAdmin: true };
/** Money and state writes of the payments report (top-ups, receipts, invoices, payment uploads). */
export const PAYMENTS_REPORT_WRITE_RULE: AccessRule = { roles: STAFF_WRITE_ROLES, fullAdmin: true };
/** The Reports tab: staff, and agents for their own company. */
export const PAYMENTS_REPORT_READ_RULE: AccessRule = { roles: [...STAFF_ROLES, Role.Agent] };

/** The finance roles: any of them may assign (and send back) invoices. */
export const FINANCE_ROLE_SCOPES: readonly Scope[] = [Scope.FinanceAdmin, Scope.FinanceOps, Scope.Cco, Scope.SupplyManager];
/** Who may upload invoices. */
export const INVOICE_UPLOAD_SCOPES: readonly Scope[] = [Scope.FinanceAdmin, Scope.FinanceOps, Scope.UploadInvoice];

const LEVEL_APPROVER_SCOPES: Readonly<Record<GapLevel, readonly Scope[]>> = {
  3: [Scope.Cco],
  2: [Scope.Cco, Scope.SupplyManager],
  1: [Scope.Cco, Scope.SupplyManager, Scope.FinanceOps],
};

/**
 * The scopes that, together with invoice-approve-gap, approve an invoice of `level` (finance-admin approves every
 * level without invoice-approve-gap). An approver is also a full admin with the support or admin role.
 * In SQL: `finance-admin = ANY(scopes) OR ('invoice-approve-gap' = ANY(scopes) AND scopes && <these>)`.
 */
export const invoiceApproverScopes = (level: GapLevel): readonly Scope[] => LEVEL_APPROVER_SCOPES[level];

const has = (actor: FinanceActor | null | undefined, scope: Scope): boolean => !!actor && actor.scopes.includes(scope);
const hasAny = (actor: FinanceActor | null | undefined, scopes: readonly Scope[]): boolean => scopes.some((s) => has(actor, s));
/** Every invoice and top-up write is done by a full admin who may write (never read-admin). */
const isFinanceWriter = (actor: FinanceActor | null | undefined): boolean =>
  !!actor && PAYMENTS_REPORT_WRITE_RULE.roles.includes(actor.role) && actor.isFullAdmin;

/** Holds a finance role scope (finance-admin, finance-ops, cco or supply-manager). */
export const hasFinanceRole = (actor: FinanceActor | null | undefined): boolean => hasAny(actor, FINANCE_ROLE_SCOPES);

export const isFinanceAdmin = (actor: FinanceActor | null | undefined): boolean => isFinanceWriter(actor) && has(actor, Scope.FinanceAdmin);

/** May act on invoices at all (assign, send back): a writing full admin with a finance role. */
export const canActOnInvoices = (actor: FinanceActor | null | undefined): boolean => isFinanceWriter(actor) && hasFinanceRole(actor);

/** finance-admin approves any level; otherwise invoice-approve-gap and a scope of the level (cco 3, supply-manager 2, finance-ops 1). */
export function canApproveInvoiceLevel(actor: FinanceActor | null | undefined, level: GapLevel): boolean {
  if (!isFinanceWriter(actor)) return false;
  if (has(actor, Scope.FinanceAdmin)) return true;
  return has(actor, Scope.InvoiceApproveGap) && hasAny(actor, invoiceApproverScopes(level));
}

/** finance-admin, finance-ops or upload-invoice; anyone else gets 'Insufficient permissions'. */
export const canUploadInvoice = (actor: FinanceActor | null | undefined): boolean => isFinanceWriter(actor) && hasAny(actor, INVOICE_UPLOAD_SCOPES);

/** The invoice file is served to the Invoices tab audience: full-admin staff with a finance role or upload-invoice. */
export const canSeeInvoiceFiles = (actor: FinanceActor | null | undefined): boolean =>
  !!actor && STAFF_ROLES.includes(actor.role) && actor.isFullAdmin && (hasFinanceRole(actor) || has(actor, Scope.UploadInvoice));

/** Query flags of GET /api/users/invoice/assignees/{level}. */
export interface InvoiceAssigneeOptions {
  /** Include the caller even when not an approver of the level. */
  forceSelfAssignment?: boolean;
  /** Include every finance-role user (sending an invoice back). */
  isBackwardAssignment?: boolean;
  /** Only finance-admins. */
  forceFinanceAdminAssignees?: boolean;
}

/**
 * Whether an (active) user is offered as assignee for an invoice of `level`: approvers of the level, widened by the
 * query flags (forceFinanceAdminAssignees narrows to finance-admins, the caller of forceSelfAssignment still added).
 * Every assignee may act on invoices (a writing full admin with a finance role), so an assigned invoice can always
 * be acted on: the caller is never offered without that right.
 */
export function isInvoiceAssigneeCandidate(user: FinanceActor, level: GapLevel, options: InvoiceAssigneeOptions = {}, isCaller = false): boolean {
  if (!canActOnInvoices(user)) return false;
  if (isCaller && options.forceSelfAssignment) return true;
  if (options.forceFinanceAdminAssignees) return has(user, Scope.FinanceAdmin);
  if (options.isBackwardAssignment) return true;
  return canApproveInvoiceLevel(user, level);
}

export const PaymentsReportTab = {
  Overview: 'overview',
  Reports: 'reports',
  Invoices: 'invoices',
  Supplier: 'supplier',
  Accrued: 'accrued',
  Gaps: 'gaps',
} as const;
export type PaymentsReportTab = (typeof PaymentsReportTab)[keyof typeof PaymentsReportTab];

export interface PaymentsReportTabEntry {
  id: PaymentsReportTab;
  label: string;
  rule: AccessRule;
}

/** The tabs of /payments-report in display order (spec 2.6): Reports is for all, the rest for full admins. */
export const PAYMENTS_REPORT_TABS: readonly PaymentsReportTabEntry[] = [
  { id: 'overview', label: 'Overview', rule: PAYMENTS_REPORT_FULL_RULE },
  { id: 'reports', label: 'Reports', rule: PAYMENTS_REPORT_READ_RULE },
  { id: 'invoices', label: 'Invoices', rule: PAYMENTS_REPORT_FULL_RULE },
  { id: 'supplier', label: 'Supplier', rule: PAYMENTS_REPORT_FULL_RULE },
  { id: 'accrued', label: 'Accrued Supplier Cost', rule: PAYMENTS_REPORT_FULL_RULE },
  { id: 'gaps', label: 'Invoice Gaps Report', rule: PAYMENTS_REPORT_FULL_RULE },
];

export const visiblePaymentsReportTabs = (actor: Actor | null | undefined): PaymentsReportTabEntry[] =>
  PAYMENTS_REPORT_TABS.filter((tab) => canAccess(actor, tab.rule));

/** The tab shown when the URL names none (or one the actor may not see); null when the actor sees none. */
export function defaultPaymentsReportTab(actor: Actor | null | undefined, requested?: string | null): PaymentsReportTab | null {
  const visible = visiblePaymentsReportTabs(actor);
  return (visible.find((t) => t.id === requested) ?? visible[0])?.id ?? null;
}
