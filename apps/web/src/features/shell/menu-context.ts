import { canOpenScreen, type MenuContext } from '@farebox/domain';
import type { Me } from '@/features/auth/me';
import { useAuth } from '@/features/auth/use-auth';

/**
 * Deployment switches the menu depends on. Monitoring and transports are areas this build does not contain,
 * so they are switched off here; the menu rules still describe when they would show.
 */
export const DEPLOYMENT = { monitoringEnabled: false, transportsEnabled: false } as const;

export function menuContextOf(me: Me | null): MenuContext {
  return { user: me, ...DEPLOYMENT };
}

/** Whether a link to this menu entry's screen may be shown to the signed-in user: built and meant for them. */
export function useCanOpenScreen(id: string): boolean {
  return canOpenScreen(id, menuContextOf(useAuth().me));
}
