import { canAccess, type Actor, type AccessRule } from '../access/access-rule.js';
import { Role, Scope, STAFF_ROLES } from '../access/roles.js';
import type { FieldProblem } from '../identity/field-problem.js';

/**
 * What the supply team configures per supplier company (`/supplyconfigs`, spec part 2, 2.16): the defaults a new line
 * of the supplier starts from (markup, our commission, automatic approval of its bookings), how its integration syncs,
 * and whether the supplier is a sandbox (test) supplier, the only ones the supply-admin-sandbox role may touch.
 */
export interface SupplyConfigSettings {
  /** Percent, 0 to 100 with at most 2 decimals, as a decimal string ("12.50"). */
  defaultMarkupPercent: string;
  commissionPercent: string;
  autoApproveBookings: boolean;
  syncEnabled: boolean;
  /** How many days ahead a sync fetches availability, 1 to 365. */
  syncDaysInAdvance: number;
  sandbox: boolean;
}

export const SUPPLY_SYNC_DAYS_MIN = 1;
export const SUPPLY_SYNC_DAYS_MAX = 365;

export const SupplyConfigMessage = {
  Required: 'This field is required.',
  Percent: 'Enter a percentage from 0 to 100 with at most 2 decimals.',
  SyncDays: `Enter a whole number of days from ${SUPPLY_SYNC_DAYS_MIN} to ${SUPPLY_SYNC_DAYS_MAX}.`,
  SupplierRequired: 'Supplier is required',
  NotSupplier: 'The company is not a supplier.',
  AlreadyConfigured: 'This supplier already has a supply config.',
  SandboxOnly: 'The supply-admin-sandbox role may only change sandbox suppliers.',
  NotAllowed: 'Only full admins and the supply team may change supply configs.',
} as const;

export function newSupplyConfigSettings(): SupplyConfigSettings {
  return { defaultMarkupPercent: '0.00', commissionPercent: '0.00', autoApproveBookings: false, syncEnabled: true, syncDaysInAdvance: 90, sandbox: false };
}

const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** "12.5" as "12.50" (the column's scale), so an unchanged value is not logged as a change; anything else as typed. */
export function normalizePercent(text: string): string {
  const trimmed = text.trim();
  const match = PERCENT.exec(trimmed);
  if (!match) return trimmed;
  return `${String(Number(match[1]))}.${(match[2] ?? '').padEnd(2, '0')}`;
}

function isPercent(text: string): boolean {
  const match = PERCENT.exec(text);
  if (!match) return false;
  const whole = Number(match[1]);
  return whole < 100 || (whole === 100 && /^0*$/.test(match[2] ?? ''));
}

export function normalizeSupplyConfig(fields: SupplyConfigSettings): SupplyConfigSettings {
  return { ...fields, defaultMarkupPercent: normalizePercent(fields.defaultMarkupPercent), commissionPercent: normalizePercent(fields.commissionPercent) };
}

/** Every invalid field of normalised settings, with the message the form shows under it. */
export function validateSupplyConfig(fields: SupplyConfigSettings): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of ['defaultMarkupPercent', 'commissionPercent'] as const) {
    const value = fields[field];
    if (value === '') problems.push({ field, message: SupplyConfigMessage.Required });
    else if (!isPercent(value)) problems.push({ field, message: SupplyConfigMessage.Percent });
  }
  const days = fields.syncDaysInAdvance;
  if (!Number.isInteger(days) || days < SUPPLY_SYNC_DAYS_MIN || days > SUPPLY_SYNC_DAYS_MAX)
    problems.push({ field: 'syncDaysInAdvance', message: SupplyConfigMessage.SyncDays });
  return problems;
}

/** Who may open `/supplyconfigs` and read configs (the sandbox role sees sandbox suppliers only). */
export const SUPPLY_CONFIG_READ_RULE: AccessRule = { roles: [...STAFF_ROLES, Role.SupplyAdminSandbox] };
/** The roles a save may come from; `canEditSupplyConfig` decides the rest. */
export const SUPPLY_CONFIG_WRITE_ROLES: readonly Role[] = [Role.Support, Role.Admin, Role.SupplyAdminSandbox];

/** Whether the actor sees every supplier's config, or only the sandbox suppliers'. */
export const seesSandboxOnly = (actor: Actor): boolean => actor.role === Role.SupplyAdminSandbox;

/**
 * Full admins and the supply team (supply-manager scope) change any config; the supply-admin-sandbox role only a
 * config that is a sandbox supplier's before and after the save. Agents and read-admin never.
 */
export function canEditSupplyConfig(actor: Actor | null | undefined, sandboxBefore: boolean, sandboxAfter = sandboxBefore): boolean {
  if (!canAccess(actor, { roles: SUPPLY_CONFIG_WRITE_ROLES }) || !actor) return false;
  if (seesSandboxOnly(actor)) return sandboxBefore && sandboxAfter;
  return actor.isFullAdmin || actor.scopes.includes(Scope.SupplyManager);
}
