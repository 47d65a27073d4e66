import { canAccess, PROVINCE_WRITE_RULE } from '@farebox/domain';
import { useActor } from '@/features/users/use-permissions';

/** Create and Edit of provinces: the rule the API checks (the edit-province scope). */
export function useCanEditProvinces(): boolean {
  return canAccess(useActor(), PROVINCE_WRITE_RULE);
}
