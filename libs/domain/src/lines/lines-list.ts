import { STAFF_ROLES } from '../access/roles.js';
import type { Actor } from '../access/access-rule.js';

/** Vehicle types of a line (spec part 2, section 2.13); the inventory's line table checks the same list. */
export const LINE_TYPES = ['bus', 'minivan', 'train', 'ferry', 'car', 'flight', 'cable_car', 'combined'] as const;
export type LineType = (typeof LINE_TYPES)[number];

export const LINE_TYPE_LABELS: Record<LineType, string> = {
  bus: 'Bus',
  minivan: 'Minivan',
  train: 'Train',
  ferry: 'Ferry',
  car: 'Car',
  flight: 'Flight',
  cable_car: 'Cable car',
  combined: 'Combined',
};

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
