import { Link, useParams } from 'react-router';
import { isAreaPolygon } from '@farebox/domain';
import { buttonClasses } from '@/ui/button';
import { CollapsibleChangeLog } from '@/ui/change-log-table';
import { DEFAULT_MAP_ZOOM, LocationMap, type MapArea, type MapPoint } from '@/ui/map';
import { RichTextView } from '@/ui/rich-text/rich-text-view';
import { PicturesGallery } from '@/features/images/pictures/pictures-gallery';
import { usePermissions } from '@/features/users/use-permissions';
import { Info, LocationPage, ViewSection } from '../location-page';
import { locationTypeLabel } from './station-options';
import type { StationDetail } from './station.types';
import { stationChangeLogQuery, useStation } from './stations.api';
import { CollapsibleSlugHistory } from '../location-slug-history';

export const BACK_TO_STATIONS = { to: '/stations', label: 'Back to stations' };
const VIEW_MAP_WIDTH = 600;
const NO_INFO = 'No info provided.';

function StationView({ station }: { station: StationDetail }) {
  const { canWrite } = usePermissions();
  const points: MapPoint[] = station.lat !== null && station.lng !== null ? [{ id: station.id, lat: station.lat, lng: station.lng, label: station.name }] : [];
  const areas: MapArea[] =
    station.type === 'area' && isAreaPolygon(station.areaPolygon)
      ? [{ id: station.id, label: station.areaName ?? station.name, polygon: station.areaPolygon }]
      : [];
  return (
    <div className="space-y-6">
      {canWrite && (
        <Link to={`/stations/edit/${station.id}`} className={buttonClasses('primary')}>
          Edit
        </Link>
      )}
      <dl className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <Info label="Country">{station.country.name}</Info>
        <Info label="City">{station.city.name}</Info>
        <Info label="Zone">{station.zone?.name ?? NO_INFO}</Info>
        <Info label="Location type">{station.locationType ? locationTypeLabel(station.locationType) : NO_INFO}</Info>
        <Info label="Geometric type">{station.type === 'area' ? 'Area' : 'Point'}</Info>
        <Info label={station.type === 'area' ? 'Area' : 'Address'}>{(station.type === 'area' ? station.areaName : station.address) ?? NO_INFO}</Info>
        <Info label="Slug">{station.slug}</Info>
      </dl>
      <ViewSection id="station-map" title="Map">
        {points.length + areas.length > 0 ? (
          // An area is drawn without its centre marker: the outline says where it is.
          <LocationMap
            ariaLabel={`Map of ${station.name}`}
            points={areas.length > 0 ? [] : points}
            areas={areas}
            zoom={DEFAULT_MAP_ZOOM}
            width={VIEW_MAP_WIDTH}
          />
        ) : (
          <p className="text-sm text-slate-900">{NO_INFO}</p>
        )}
      </ViewSection>
      <ViewSection id="station-about" title="About the station">
        {station.aboutStation ? <RichTextView html={station.aboutStation} /> : <p className="text-sm text-slate-900">{NO_INFO}</p>}
      </ViewSection>
      <ViewSection id="station-pictures" title="Pictures">
        <PicturesGallery ownerType="station" ownerId={station.id} emptyText="No pictures for this station." />
      </ViewSection>
      <CollapsibleChangeLog query={stationChangeLogQuery(station.id)} summary="Change Log" />
      <CollapsibleSlugHistory referencedModel="station" id={station.id} />
    </div>
  );
}

/** `/stations/:stationId`; an unknown id shows the API's "the station: {id} is not found.". */
export function StationViewRoute() {
  const { stationId } = useParams();
  const station = useStation(stationId);
  return (
    <LocationPage title={station.data?.name ?? 'Station'} back={BACK_TO_STATIONS} record={station} noun="station">
      {(s) => s && <StationView station={s} />}
    </LocationPage>
  );
}
