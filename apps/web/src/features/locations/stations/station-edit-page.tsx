import { useParams } from 'react-router';
import { LocationPage } from '../location-page';
import { StationForm } from './station-form';
import { BACK_TO_STATIONS } from './station-pages';
import { useStation } from './stations.api';

/** `/stations/edit/:stationId?`: creates when the id is empty. */
export function StationEditRoute() {
  const { stationId } = useParams();
  const station = useStation(stationId);
  const title = stationId ? `Edit station${station.data ? ` ${station.data.name}` : ''}` : 'Create Station';
  return (
    <LocationPage title={title} back={BACK_TO_STATIONS} record={stationId ? station : undefined} noun="station">
      {(s) => <StationForm key={s?.id ?? 'new'} station={s} onReload={() => station.refetch()} />}
    </LocationPage>
  );
}
