import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { CollapsibleChangeLog } from '@/ui/change-log-table';
import { RichTextView } from '@/ui/rich-text/rich-text-view';
import { PicturesGallery } from '@/features/images/pictures/pictures-gallery';
import { Info, LocationPage, ViewSection } from '../location-page';
import { provinceChangeLogQuery, useProvince } from './provinces.api';
import type { ProvinceDto } from './province.types';
import { useCanEditProvinces } from './use-can-edit-provinces';

export const BACK_TO_PROVINCES = { to: '/provinces', label: 'Back to provinces' };

function ProvinceView({ province }: { province: ProvinceDto }) {
  const canEdit = useCanEditProvinces();
  return (
    <div className="space-y-6">
      {canEdit && (
        <Link to={`/provinces/edit/${province.id}`} className={buttonClasses('primary')}>
          Edit
        </Link>
      )}
      <dl className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <Info label="Name">{province.name}</Info>
        <Info label="Country">{province.country.name}</Info>
        <Info label="Cities">{province.cities.length > 0 ? province.cities.map((c) => c.name).join(', ') : 'No info provided.'}</Info>
      </dl>
      <ViewSection id="province-description" title="Description">
        {province.description ? <RichTextView html={province.description} /> : <p className="text-sm text-slate-900">No info provided.</p>}
      </ViewSection>
      <ViewSection id="province-pictures" title="Pictures">
        <PicturesGallery ownerType="province" ownerId={province.id} emptyText="No pictures for this province." />
      </ViewSection>
      <CollapsibleChangeLog query={provinceChangeLogQuery(province.id)} summary="Change Log" />
    </div>
  );
}

/** `/provinces/:provinceId` */
export function ProvinceViewRoute() {
  const { provinceId } = useParams();
  const province = useProvince(provinceId);
  return (
    <LocationPage title={province.data?.name ?? 'Province'} back={BACK_TO_PROVINCES} record={province} noun="province">
      {(p) => p && <ProvinceView province={p} />}
    </LocationPage>
  );
}
