import { useQuery } from '@tanstack/react-query';
import { canAccess, MONITORING_ITEMS_WRITE_RULE, monitoringSections } from '@farebox/domain';
import { useSearchParams } from 'react-router';
import { useAuth } from '@/features/auth/use-auth';
import { opsApi, opsKeys } from '@/features/ops/ops-api';
import { useDeployment } from '@/features/shell/menu-context';
import { PageHeader } from '@/ui/page-header';
import { Loading } from '@/ui/spinner';
import { EmptyState, ErrorState } from '@/ui/states';
import { Tabs } from '@/ui/tabs';
import { MonitoringItemsPanel } from './monitoring-items-panel';
import { USER_EVENT_FILTER_KEYS } from './user-event-filters-modal';
import { UserEventsPanel } from './user-events-panel';

type TabKey = 'items' | 'user-events';

/**
 * `/monitoring`: the items (full admins while monitoring is enabled) and the user-events viewer (view-user-events
 * holders too). A link with user-event filters (the booking view's visitorId, fromDate, toDate) opens the viewer.
 */
export function MonitoringPage() {
  const { me } = useAuth();
  const deployment = useDeployment();
  const config = useQuery({ queryKey: opsKeys.config, queryFn: opsApi.config, staleTime: Infinity });
  const [params, setParams] = useSearchParams();
  if (deployment.loading) return <Loading label="Loading monitoring…" />;
  if (deployment.error) return <ErrorState error={deployment.error} onRetry={deployment.retry} />;

  const sections = monitoringSections(me, deployment.monitoringEnabled);
  const filtered = USER_EVENT_FILTER_KEYS.some((k) => params.get(k));
  const fallback: TabKey = sections.items && !filtered ? 'items' : 'user-events';
  const asked = params.get('tab');
  const tab: TabKey = asked === 'items' && sections.items ? 'items' : asked === 'user-events' && sections.userEvents ? 'user-events' : fallback;
  const select = (key: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('tab', key);
      next.delete('page');
      return next;
    });

  return (
    <>
      <PageHeader title="Monitoring" />
      {!sections.items && !sections.userEvents ? (
        <EmptyState title="Monitoring is not enabled" text="Ask for the view-user-events scope to read user events." />
      ) : (
        <Tabs
          label="Monitoring sections"
          selectedKey={tab}
          onChange={select}
          tabs={[
            {
              key: 'items',
              label: 'Items',
              hidden: !sections.items,
              content: tab === 'items' && (
                <MonitoringItemsPanel canWrite={canAccess(me, MONITORING_ITEMS_WRITE_RULE)} slackConfigured={!!config.data?.slackConfigured} />
              ),
            },
            { key: 'user-events', label: 'User events', hidden: !sections.userEvents, content: tab === 'user-events' && <UserEventsPanel /> },
          ]}
        />
      )}
    </>
  );
}
