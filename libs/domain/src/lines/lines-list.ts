import { STAFF_ROLES } from '../access/roles.js';
import type { Actor } from '../access/access-rule.js';

/** The lines list's page size (spec part 2, section 9). */
export const LINES_PAGE_SIZE = 20;
/** The denomination filter's debounce (spec part 2, section 9). */
export const LINE_DENOMINATION_DEBOUNCE_MS = 350;

/** The `/lines` query filters, as the spec's route table names them (page aside). */
export const LINE_LIST_FILTER_KEYS = [
  'company',
  'supplier',
  'country',
  'city',
  'cityB',
  'type',
  'published',
  'denomination',
  'isSupplierApi',
  'isPrivateTransfer',
] as const;
export type LineListFilterKey = (typeof LINE_LIST_FILTER_KEYS)[number];

/** Filters only full admins may use (spec 2.8: status and supplier); the API ignores them for everyone else. */
export const FULL_ADMIN_LINE_FILTERS: readonly LineListFilterKey[] = ['published', 'supplier'];

/**
 * A full admin of the lines screens: staff (support, admin, read-admin) with the shouldSeeFullAdmin flag. Only they
 * see the markup column, filter by status and supplier and see Create; an agent never does, whatever its flag.
 */
export function isLinesFullAdmin(actor: Pick<Actor, 'role' | 'isFullAdmin'> | null | undefined): boolean {
  return !!actor && actor.isFullAdmin && STAFF_ROLES.includes(actor.role);
}
