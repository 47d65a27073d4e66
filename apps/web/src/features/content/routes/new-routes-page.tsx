import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/ui/page-header';
import { Tabs } from '@/ui/tabs';
import { ProsConsTab } from './pros-cons-tab';
import { RoutesTab } from './routes-tab';
import { NEW_ROUTES_TABS, type NewRoutesTab } from './route.types';

const TAB_KEYS: readonly string[] = Object.values(NEW_ROUTES_TABS);
const isTab = (key: string | null): key is NewRoutesTab => key !== null && TAB_KEYS.includes(key);

/** `/new-routes?tab`: Route LP (the routes, 20 a page) and Pros and cons (search, type filter, create). */
export function NewRoutesPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected = isTab(requested) ? requested : NEW_ROUTES_TABS.routes;

  // The URL names the tab shown, so a reload or a shared link opens the same one.
  useEffect(() => {
    if (requested !== selected) setParams({ tab: selected }, { replace: true });
  }, [requested, selected, setParams]);

  return (
    <div>
      <PageHeader title="Routes" />
      <Tabs
        label="Routes sections"
        selectedKey={selected}
        onChange={(key) => {
          // Each tab has its own page and filters: switching starts the other tab afresh.
          if (key !== selected) setParams({ tab: key });
        }}
        tabs={[
          { key: NEW_ROUTES_TABS.routes, label: 'Route LP', content: <RoutesTab /> },
          { key: NEW_ROUTES_TABS.prosAndCons, label: 'Pros and cons', content: <ProsConsTab /> },
        ]}
      />
    </div>
  );
}
