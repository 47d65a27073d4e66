import type { AccessRule } from '../access/access-rule.js';
import { STAFF_WRITE_ROLES } from '../access/roles.js';

/**
 * Create, edit, cancel, exchange and notes: full admins who may write (spec part 2, section 6). The API's rule for
 * those routes, and the web's route guard of booking search and edit, where creating and editing happen.
 */
export const BOOKING_WRITE_RULE: AccessRule = { roles: STAFF_WRITE_ROLES, fullAdmin: true };
