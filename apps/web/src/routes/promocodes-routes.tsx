import { CampaignEditPage } from '@/features/promocodes/campaign-edit-page';
import { CampaignsListPage } from '@/features/promocodes/campaigns-list-page';

/** `/promocodes` */
export function PromocodesListRoute() {
  return <CampaignsListPage />;
}

/** `/promocodes/edit/single/:campaignId?` (create when empty) */
export function SingleCampaignEditRoute() {
  return <CampaignEditPage campaignType="single" />;
}

/** `/promocodes/edit/serial/:campaignId?` (create when empty; developer mode only) */
export function SerialCampaignEditRoute() {
  return <CampaignEditPage campaignType="serial" />;
}
