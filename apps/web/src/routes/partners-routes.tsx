import { useParams } from 'react-router';
import { PartnerDetailPage } from '@/features/partners/partner-detail-page';
import { PartnersListPage } from '@/features/partners/partners-list-page';

/** `/partners?name&type&paymentFlow&balanceFrom&balanceTo&page` */
export function PartnersListRoute() {
  return <PartnersListPage />;
}

/** `/partners/edit/:partnerId` */
export function PartnerDetailRoute() {
  const { partnerId = '' } = useParams();
  return <PartnerDetailPage key={partnerId} id={partnerId} />;
}
