import {
  canActOnInvoices,
  canApproveInvoiceLevel,
  FINANCE_ROLE_SCOPES,
  PAYMENTS_REPORT_WRITE_RULE,
  type GapLevel,
  type Role,
  type Scope,
} from '@farebox/domain';
import type { AuthenticatedUser } from '@farebox/platform';
import type { EntityManager } from 'typeorm';
import type { InvoiceAssigneeDto } from './dto/invoice.dto.js';
import { invalidInvoice } from './invoice.errors.js';

/** A user as invoices show and check them: identity owns the table, so it is read with SQL (never its repository). */
export interface InvoiceUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  scopes: Scope[];
  isFullAdmin: boolean;
  isActive: boolean;
}

export const INVALID_ASSIGNEE_MESSAGE = 'Choose an assignee from the list: an active full admin with a finance role.';
export const notAnApproverMessage = (level: GapLevel) => `Choose an assignee from the list: someone who may approve gap level ${level}.`;

const USER_COLUMNS = `id, COALESCE(NULLIF(display_name, ''), username) AS name, email, role, scopes, is_full_admin AS "isFullAdmin", is_active AS "isActive"`;

export const assigneeOf = (user: Pick<InvoiceUser, 'id' | 'name' | 'email'>): InvoiceAssigneeDto => ({ userId: user.id, name: user.name, email: user.email });

/** The signed-in user in the same shape. */
export const invoiceUserOf = (user: AuthenticatedUser): InvoiceUser => ({
  id: user.id,
  name: user.displayName || user.username,
  email: user.email,
  role: user.role,
  scopes: [...user.scopes],
  isFullAdmin: user.isFullAdmin,
  isActive: true,
});

export async function usersByIds(manager: EntityManager, ids: Iterable<string | null | undefined>): Promise<Map<string, InvoiceUser>> {
  const unique = [...new Set([...ids].filter((id): id is string => !!id))];
  if (unique.length === 0) return new Map();
  const rows = await manager.query<InvoiceUser[]>(`SELECT ${USER_COLUMNS} FROM app_user WHERE id = ANY($1::uuid[])`, [unique]);
  return new Map(rows.map((u) => [u.id, u]));
}

/** Active full admins who may write and hold a finance role: everyone who could ever act on an invoice, by name. */
export function financeRoleUsers(manager: EntityManager): Promise<InvoiceUser[]> {
  return manager.query(
    `SELECT ${USER_COLUMNS} FROM app_user
      WHERE is_active AND is_full_admin AND role = ANY($1::text[]) AND scopes && $2::text[]
      ORDER BY lower(COALESCE(NULLIF(display_name, ''), username)), id`,
    [PAYMENTS_REPORT_WRITE_RULE.roles, FINANCE_ROLE_SCOPES],
  );
}

/**
 * The assignee an upload or an assign names: an active user who may act on invoices; with `approveLevel` (the
 * assignee is to approve: an upload that is not approved at upload, an approve that becomes an assign) one who may
 * approve that gap level. 400 on `assignee` otherwise.
 */
export async function requireAssignee(manager: EntityManager, id: string, approveLevel?: GapLevel): Promise<InvoiceUser> {
  const user = (await usersByIds(manager, [id])).get(id);
  if (!user || !user.isActive || !canActOnInvoices(user)) throw invalidInvoice([{ field: 'assignee', message: INVALID_ASSIGNEE_MESSAGE }]);
  if (approveLevel !== undefined && !canApproveInvoiceLevel(user, approveLevel)) {
    throw invalidInvoice([{ field: 'assignee', message: notAnApproverMessage(approveLevel) }]);
  }
  return user;
}
