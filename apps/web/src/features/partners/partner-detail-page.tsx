import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { hasCreditLine } from '@farebox/domain';
import { Link } from 'react-router';
import { PageHeader } from '@/ui/page-header';
import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import { ChannelTypeLabel } from './channel-type-label';
import { usePartner } from './partner.api';
import { PartnerProperties } from './partner-properties';
import { CreditHistoryTab } from './credit-history-tab';
import { InventoryTab } from './inventory-tab';
import { LiveResultsTab } from './live-results-tab';

const TAB_CLASS =
  'rounded px-3 py-2 text-left text-sm font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-sky-800 data-[selected]:bg-sky-100 data-[selected]:text-sky-900';

/** `/partners/edit/:partnerId` (spec part 2, 2.7): back link and vertical tabs. */
export function PartnerDetailPage({ id }: { id: string }) {
  const partner = usePartner(id);
  return (
    <div>
      <Link to="/partners" className="text-sm text-sky-900 underline">
        ← Back to partners
      </Link>
      {partner.isPending ? (
        <Loading label="Loading partner…" />
      ) : partner.isError ? (
        <ErrorState error={partner.error} onRetry={() => void partner.refetch()} />
      ) : (
        <>
          <PageHeader title={partner.data.name}>
            <ChannelTypeLabel type={partner.data.type} />
          </PageHeader>
          <TabGroup vertical className="flex flex-col gap-4 md:flex-row">
            <TabList aria-label="Partner sections" className="flex shrink-0 flex-col gap-1 md:w-48">
              <Tab className={TAB_CLASS}>Properties</Tab>
              <Tab className={TAB_CLASS}>Inventory management</Tab>
              <Tab className={TAB_CLASS}>Live Results</Tab>
              {hasCreditLine(partner.data) && <Tab className={TAB_CLASS}>Credit History</Tab>}
            </TabList>
            <TabPanels className="min-w-0 flex-1">
              <TabPanel>
                <PartnerProperties partner={partner.data} />
              </TabPanel>
              <TabPanel>
                <InventoryTab partnerId={partner.data.id} />
              </TabPanel>
              <TabPanel>
                <LiveResultsTab partnerId={partner.data.id} />
              </TabPanel>
              {hasCreditLine(partner.data) && (
                <TabPanel>
                  <CreditHistoryTab partnerId={partner.data.id} />
                </TabPanel>
              )}
            </TabPanels>
          </TabGroup>
        </>
      )}
    </div>
  );
}
