export const Role = {
  Support: 'support',
  Admin: 'admin',
  ReadAdmin: 'read-admin',
  Agent: 'agent',
  ContentEditor: 'content-editor',
  SupplyAdminSandbox: 'supply-admin-sandbox',
  Traveler: 'traveler',
} as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ROLES: readonly Role[] = Object.values(Role);

export const Scope = {
  ScopeAdmin: 'scope-admin',
  FinanceAdmin: 'finance-admin',
  UploadInvoice: 'upload-invoice',
  Cco: 'cco',
  SupplyManager: 'supply-manager',
  FinanceOps: 'finance-ops',
  InvoiceApproveGap: 'invoice-approve-gap',
  ViewUserEvents: 'view-user-events',
  DeAdmin: 'de-admin',
  EditProvince: 'edit-province',
} as const;
export type Scope = (typeof Scope)[keyof typeof Scope];
export const SCOPES: readonly Scope[] = Object.values(Scope);

/** Roles that may enter the back-office shell at all (spec part 1, 2.1). */
export const SHELL_ROLES: readonly Role[] = [Role.Support, Role.Admin, Role.Agent, Role.ReadAdmin, Role.ContentEditor, Role.SupplyAdminSandbox];
/**
 * Shell roles that use the back-office at large: all but supply-admin-sandbox, which signs in to Supply configs only
 * (its menu shows nothing else and every other route refuses it).
 */
export const WORKSPACE_ROLES: readonly Role[] = SHELL_ROLES.filter((role) => role !== Role.SupplyAdminSandbox);
/** Most data screens (users, companies, caches, operations). */
export const STAFF_ROLES: readonly Role[] = [Role.Support, Role.Admin, Role.ReadAdmin];
/** Staff roles that may change data (read-admin reads only). */
export const STAFF_WRITE_ROLES: readonly Role[] = [Role.Support, Role.Admin];
