import { canAccess, SCREEN_RULES, type CampaignType } from '@farebox/domain';
import { Navigate, useParams } from 'react-router';
import { PageHeader } from '@/ui/page-header';
import { useMe } from '@/features/auth/use-auth';
import { LocationPage } from '@/features/locations/location-page';
import { CampaignForm } from './campaign-form';
import { useCampaign } from './campaigns.api';
import { DeveloperModeRequired } from './developer-mode-required';
import { SerialGenerationPanel } from './serial-generation-panel';

/**
 * `/promocodes/edit/single/:campaignId?` and `/promocodes/edit/serial/:campaignId?`: creates when the id is empty.
 * Serial campaigns are experimental: without developer mode the page says how to turn it on instead.
 */
export function CampaignEditPage({ campaignType }: { campaignType: CampaignType }) {
  const { campaignId } = useParams();
  const me = useMe();
  const serialRefused = campaignType === 'serial' && !me.serialPromoCodesEnabled;
  const campaign = useCampaign(serialRefused ? undefined : campaignId);
  const canWrite = canAccess(me, SCREEN_RULES.promocodesWrite);
  const noun = `${campaignType} campaign`;

  if (serialRefused) {
    return (
      <div>
        <PageHeader title="Serial campaign" />
        <DeveloperModeRequired />
      </div>
    );
  }
  if (!campaignId && !canWrite) return <Navigate to="/promocodes" replace />;
  const loaded = campaign.data;
  if (loaded && loaded.campaignType !== campaignType) return <Navigate to={`/promocodes/edit/${loaded.campaignType}/${loaded.id}`} replace />;
  const title = campaignId ? `${canWrite ? 'Edit' : 'View'} ${noun}${loaded ? ` ${loaded.name}` : ''}` : `Create ${noun}`;
  return (
    <LocationPage title={title} back={{ to: '/promocodes', label: 'Back to promo codes' }} record={campaignId ? campaign : undefined} noun={noun}>
      {(record) => (
        <div className="space-y-4">
          {record && campaignType === 'serial' && <SerialGenerationPanel campaign={record} canWrite={canWrite} />}
          <CampaignForm key={record?.id ?? 'new'} campaignType={campaignType} campaign={record} canWrite={canWrite} onReload={() => campaign.refetch()} />
        </div>
      )}
    </LocationPage>
  );
}
