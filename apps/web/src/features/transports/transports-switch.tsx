import type { ReactNode } from 'react';
import { PageHeader } from '@/ui/page-header';
import { Loading } from '@/ui/spinner';
import { EmptyState, ErrorState } from '@/ui/states';
import { useDeployment } from '@/features/shell/menu-context';

/**
 * The transports screens exist only when the app configuration enables them (TRANSPORTS_ENABLED, read from GET
 * /api/config): switched off, a visitor of an old link is told so instead of getting the API's 404 as an error.
 */
export function TransportsSwitch({ children }: { children: ReactNode }) {
  const { transportsEnabled, loading, error, retry } = useDeployment();
  if (loading) return <Loading label="Loading the configuration…" />;
  if (error) return <ErrorState error={error} onRetry={retry} />;
  if (transportsEnabled) return children;
  return (
    <div>
      <PageHeader title="Transports" />
      <EmptyState title="Transports are not enabled" text="This deployment does not enable transports (TRANSPORTS_ENABLED)." />
    </div>
  );
}
