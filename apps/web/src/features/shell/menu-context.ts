import type { MenuContext } from '@farebox/domain';
import type { Me } from '@/features/auth/me';

/**
 * Deployment switches the menu depends on. Monitoring and transports are areas this build does not contain,
 * so they are switched off here; the menu rules still describe when they would show.
 */
export const DEPLOYMENT = { monitoringEnabled: false, transportsEnabled: false } as const;

export function menuContextOf(me: Me | null): MenuContext {
  return { user: me, ...DEPLOYMENT };
}
