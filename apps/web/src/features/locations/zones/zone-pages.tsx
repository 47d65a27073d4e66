import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { CollapsibleChangeLog } from '@/ui/change-log-table';
import { RichTextView } from '@/ui/rich-text/rich-text-view';
import { PicturesGallery } from '@/features/images/pictures/pictures-gallery';
import { usePermissions } from '@/features/users/use-permissions';
import { Info, LocationPage, ViewSection } from '../location-page';
import { zoneChangeLogQuery, useZone } from './zones.api';
import type { ZoneDto } from './zone.types';

export const BACK_TO_ZONES = { to: '/zones', label: 'Back to zones' };

function ZoneView({ zone }: { zone: ZoneDto }) {
  const { canWrite } = usePermissions();
  return (
    <div className="space-y-6">
      {canWrite && (
        <Link to={`/zones/edit/${zone.id}`} className={buttonClasses('primary')}>
          Edit
        </Link>
      )}
      <dl className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-4">
        <Info label="Name">{zone.name}</Info>
        <Info label="Slug">{zone.slug}</Info>
        <Info label="City">{zone.city.name}</Info>
        <Info label="Country">{zone.country.name}</Info>
      </dl>
      <ViewSection id="zone-description" title="Description">
        {zone.description ? <RichTextView html={zone.description} /> : <p className="text-sm text-slate-900">No info provided.</p>}
      </ViewSection>
      <ViewSection id="zone-pictures" title="Pictures">
        <PicturesGallery ownerType="zone" ownerId={zone.id} emptyText="No pictures for this zone." />
      </ViewSection>
      <CollapsibleChangeLog query={zoneChangeLogQuery(zone.id)} summary="Change Log" />
    </div>
  );
}

/** `/zones/:zoneId`; an unknown id shows the API's "the zone: {id} is not found.". */
export function ZoneViewRoute() {
  const { zoneId } = useParams();
  const zone = useZone(zoneId);
  return (
    <LocationPage title={zone.data?.name ?? 'Zone'} back={BACK_TO_ZONES} record={zone} noun="zone">
      {(z) => z && <ZoneView zone={z} />}
    </LocationPage>
  );
}
