import { useParams } from 'react-router';
import { LocationPage } from '../location-page';
import { useZone } from './zones.api';
import { ZoneForm } from './zone-form';
import { BACK_TO_ZONES } from './zone-pages';

/** `/zones/edit/:zoneId?`: creates when the id is empty. */
export function ZoneEditRoute() {
  const { zoneId } = useParams();
  const zone = useZone(zoneId);
  const title = zoneId ? `Edit zone${zone.data ? ` ${zone.data.name}` : ''}` : 'Create Zone';
  return (
    <LocationPage title={title} back={BACK_TO_ZONES} record={zoneId ? zone : undefined} noun="zone">
      {(z) => <ZoneForm key={z?.id ?? 'new'} zone={z} onReload={() => zone.refetch()} />}
    </LocationPage>
  );
}
