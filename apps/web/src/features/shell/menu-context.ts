import { canOpenScreen, type MenuContext } from '@farebox/domain';
import { useQuery } from '@tanstack/react-query';
import type { Me } from '@/features/auth/me';
import { useAuth } from '@/features/auth/use-auth';
import { opsApi, opsKeys } from '@/features/ops/ops-api';

/** Deployment switches the menu depends on. */
export type Deployment = Pick<MenuContext, 'monitoringEnabled' | 'transportsEnabled'>;

/** Until the configuration has loaded (or when it cannot be), the switched areas stay out of the menu. */
const SWITCHED_OFF: Deployment = { monitoringEnabled: false, transportsEnabled: false };

/**
 * The deployment's switches from GET /api/config: TRANSPORTS_ENABLED and MONITORING_ENABLED on the server.
 */
export function useDeployment(): Deployment & { loading: boolean; error: Error | null; retry: () => void } {
  const config = useQuery({ queryKey: opsKeys.config, queryFn: opsApi.config, staleTime: Infinity });
  return {
    ...SWITCHED_OFF,
    transportsEnabled: config.data?.transportsEnabled ?? false,
    monitoringEnabled: config.data?.monitoringEnabled ?? false,
    loading: config.isPending,
    error: config.error,
    retry: () => void config.refetch(),
  };
}

export function menuContextOf(me: Me | null, deployment: Deployment = SWITCHED_OFF): MenuContext {
  return { user: me, ...deployment };
}

/** The menu context of the signed-in user with the deployment's switches. */
export function useMenuContext(me: Me | null): MenuContext {
  const { monitoringEnabled, transportsEnabled } = useDeployment();
  return menuContextOf(me, { monitoringEnabled, transportsEnabled });
}

/** Whether a link to this menu entry's screen may be shown to the signed-in user: built and meant for them. */
export function useCanOpenScreen(id: string): boolean {
  return canOpenScreen(id, useMenuContext(useAuth().me));
}
