import { canAccess, hasScope, Role, Scope, STAFF_WRITE_ROLES, type Actor } from '@farebox/domain';
import { useAuth } from '@/features/auth/use-auth';

/** The signed-in user as the access rules see it. */
export function useActor(): Actor | null {
  return useAuth().me;
}

/** What the signed-in user may do on the users and companies screens (the API refuses the rest anyway). */
export function usePermissions() {
  const actor = useActor();
  return {
    actor,
    /** Create, edit and save: support and admin; read-admin and agents read only. */
    canWrite: canAccess(actor, { roles: STAFF_WRITE_ROLES }),
    canEditScopes: hasScope(actor, Scope.ScopeAdmin),
    isFullAdmin: !!actor?.isFullAdmin,
    isAgent: actor?.role === Role.Agent,
  };
}
