import { Role, STAFF_ROLES, STAFF_WRITE_ROLES } from '../access/roles.js';
import type { Actor } from '../access/access-rule.js';

/** The line editor's tabs by index (spec part 2, 2.9). */
export const LineTab = {
  OperatorRoute: 0,
  Prices: 1,
  Options: 2,
  PicturesTicket: 3,
  Schedules: 4,
  InfoSocial: 5,
  Extras: 6,
  Api: 7,
} as const;
export type LineTab = (typeof LineTab)[keyof typeof LineTab];

/** What one user may do with one line. */
export interface LineAccess {
  /** Open the line editor and read the line, its schedule and prices. */
  read: boolean;
  /** Every tab but Schedules, Publish, Unpublish, Duplicate and Sync: full admins only. */
  editLine: boolean;
  /** Events, trips, allocations and fully-booked dates (the Schedules tab). */
  editSchedules: boolean;
}

/** The owners of a line: its operator company and, when another company sells it, that supplier. */
export interface LineOwners {
  companyId: string;
  supplierId: string | null;
}

export const NO_LINE_ACCESS: LineAccess = { read: false, editLine: false, editSchedules: false };

/**
 * Staff read every line; full admins (not read-admin) edit every tab; support and admin edit schedules.
 * An agent reads only the lines its company operates or supplies, and edits their schedules only when the
 * company is schedule-authorised (spec part 2, 2.9 and 6).
 */
export function lineAccessFor(actor: Actor, line: LineOwners, companyScheduleAuthorized: boolean): LineAccess {
  if (STAFF_ROLES.includes(actor.role)) {
    const writer = STAFF_WRITE_ROLES.includes(actor.role);
    return { read: true, editLine: writer && actor.isFullAdmin, editSchedules: writer };
  }
  if (actor.role !== Role.Agent || !actor.companyId) return NO_LINE_ACCESS;
  const own = actor.companyId === line.companyId || actor.companyId === line.supplierId;
  if (!own) return NO_LINE_ACCESS;
  return { read: true, editLine: actor.isFullAdmin, editSchedules: companyScheduleAuthorized || actor.isFullAdmin };
}

/** The tabs a user sees: Schedules for whoever may read the line, the others only for full-admin editors. */
export function visibleLineTabs(access: LineAccess): LineTab[] {
  if (!access.read) return [];
  if (!access.editLine) return [LineTab.Schedules];
  return Object.values(LineTab);
}
