import { canAccess, hasScope, type AccessRule, type Actor } from '../access/access-rule.js';
import { Scope, STAFF_ROLES, STAFF_WRITE_ROLES, WORKSPACE_ROLES } from '../access/roles.js';

/** Monitoring items and their runs are read by full admins, while monitoring is enabled. */
export const MONITORING_ITEMS_RULE: AccessRule = { roles: STAFF_ROLES, fullAdmin: true };
/** Create, edit, run now, pause and delete: full admins of a writing role (read-admin reads only). */
export const MONITORING_ITEMS_WRITE_RULE: AccessRule = { roles: STAFF_WRITE_ROLES, fullAdmin: true };

/** The API's gate of the user-events viewer; the service adds canReadUserEvents (a rule holds no "or"). */
export const USER_EVENTS_READ_RULE: AccessRule = { roles: WORKSPACE_ROLES };

/** Who reads user events: the scope view-user-events, or a full admin while monitoring is enabled (the menu's rule). */
export function canReadUserEvents(actor: Actor | null | undefined, monitoringEnabled: boolean): boolean {
  return !!actor && (hasScope(actor, Scope.ViewUserEvents) || (actor.isFullAdmin && monitoringEnabled));
}

/** Which parts of /monitoring a user sees. */
export function monitoringSections(actor: Actor | null | undefined, monitoringEnabled: boolean): { items: boolean; userEvents: boolean } {
  return { items: monitoringEnabled && canAccess(actor, MONITORING_ITEMS_RULE), userEvents: canReadUserEvents(actor, monitoringEnabled) };
}
