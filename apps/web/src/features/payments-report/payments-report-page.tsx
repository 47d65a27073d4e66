import { defaultPaymentsReportTab, FinanceLoading, visiblePaymentsReportTabs, type PaymentsReportTab } from '@farebox/domain';
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/ui/page-header';
import { Loading } from '@/ui/spinner';
import { EmptyState } from '@/ui/states';
import { Tabs } from '@/ui/tabs';
import { useActor } from '@/features/users/use-permissions';

/** Each tab is a chunk of its own, loaded when first opened: the page's first chunk stays small. */
const TAB_CONTENT: Record<PaymentsReportTab, LazyExoticComponent<ComponentType>> = {
  overview: lazy(() => import('./overview/overview-tab').then((m) => ({ default: m.OverviewTab }))),
  reports: lazy(() => import('./reports/reports-tab').then((m) => ({ default: m.ReportsTab }))),
  invoices: lazy(() => import('./invoices/invoices-tab').then((m) => ({ default: m.InvoicesTab }))),
  supplier: lazy(() => import('./supplier/supplier-tab').then((m) => ({ default: m.SupplierTab }))),
  accrued: lazy(() => import('./accrued/accrued-tab').then((m) => ({ default: m.AccruedTab }))),
  gaps: lazy(() => import('./gaps/gaps-tab').then((m) => ({ default: m.GapsTab }))),
};

/**
 * `/payments-report?tab=overview|reports|invoices|supplier|accrued|gaps&…`: the tabs the user may see (full admins
 * all six, everyone else Reports), the open one and its filters in the URL. A new tab starts from its own defaults.
 */
export function PaymentsReportPage() {
  const actor = useActor();
  const [params, setParams] = useSearchParams();
  const tabs = visiblePaymentsReportTabs(actor);
  const requested = params.get('tab');
  const selected = defaultPaymentsReportTab(actor, requested);

  // The URL names the tab shown (an agent asking for another tab lands on Reports, and the URL says so).
  useEffect(() => {
    if (selected && requested !== selected) setParams({ tab: selected }, { replace: true });
  }, [selected, requested, setParams]);

  return (
    <div>
      <PageHeader title="Payments report" />
      {selected === null ? (
        <EmptyState title="Nothing to show" text="You have no access to the payments report." />
      ) : (
        <Tabs
          label="Payments report sections"
          selectedKey={selected}
          onChange={(key) => {
            if (key !== selected) setParams({ tab: key });
          }}
          tabs={tabs.map((tab) => {
            const Content = TAB_CONTENT[tab.id];
            return {
              key: tab.id,
              label: tab.label,
              content: (
                <Suspense fallback={<Loading label={FinanceLoading.Data} />}>
                  <Content />
                </Suspense>
              ),
            };
          })}
        />
      )}
    </div>
  );
}
