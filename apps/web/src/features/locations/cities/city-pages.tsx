import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClasses } from '@/ui/button';
import { CollapsibleChangeLog } from '@/ui/change-log-table';
import { isAreaPolygon } from '@farebox/domain';
import { COMPANY_MAP_WIDTH, DEFAULT_MAP_ZOOM, LocationMap, type MapArea, type MapPoint } from '@/ui/map';
import { ConfirmDialog } from '@/ui/modal';
import { RichTextView } from '@/ui/rich-text/rich-text-view';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { PicturesGallery } from '@/features/images/pictures/pictures-gallery';
import { useCanOpenScreen } from '@/features/shell/menu-context';
import { usePermissions } from '@/features/users/use-permissions';
import { Info, LocationPage, ViewSection } from '../location-page';
import { CollapsibleSlugHistory } from '../location-slug-history';
import { cityChangeLogQuery, useCity, useDeleteCity } from './cities.api';
import type { CityDetails } from './city.types';

export const BACK_TO_CITIES = { to: '/cities', label: 'Back to cities' };

const NO_INFO = 'No info provided.';

/** A note kept as plain text, its line breaks shown. */
const Note = ({ text }: { text: string | null }) => <span className="whitespace-pre-line">{text ?? NO_INFO}</span>;

type CityStation = CityDetails['stations'][number];

/** The stations as the map draws them: points where they have coordinates, areas where they have an outline. */
function stationShapes(stations: readonly CityStation[]): { points: MapPoint[]; areas: MapArea[] } {
  const points: MapPoint[] = [];
  const areas: MapArea[] = [];
  for (const s of stations) {
    if (isAreaPolygon(s.areaPolygon)) areas.push({ id: s.id, label: s.name, polygon: s.areaPolygon });
    else if (s.lat != null && s.lng != null) points.push({ id: s.id, lat: s.lat, lng: s.lng, label: s.name });
  }
  return { points, areas };
}

function CityStations({ city }: { city: CityDetails }) {
  const canOpenStations = useCanOpenScreen('stations');
  if (city.stations.length === 0) return <p className="text-sm text-slate-900">No stations for this city.</p>;
  const { points, areas } = stationShapes(city.stations);
  return (
    <>
      <LocationMap
        points={points}
        areas={areas}
        zoom={DEFAULT_MAP_ZOOM}
        width={COMPANY_MAP_WIDTH}
        ariaLabel={`Map of the stations of ${city.name}`}
        className="mb-3"
      />
      {city.stationsCount > city.stations.length && (
        <p className="text-sm text-slate-700">
          The first {city.stations.length} of {city.stationsCount} stations.
        </p>
      )}
      <ul className="divide-y divide-slate-100 text-sm">
        {city.stations.map((s) => (
          <li key={s.id} className="py-2">
            {canOpenStations ? (
              <Link to={`/stations/${s.id}`} className="font-medium text-sky-900 underline">
                {s.name}
              </Link>
            ) : (
              <span className="font-medium text-slate-900">{s.name}</span>
            )}
            <span className="block text-slate-700">{(s.type === 'area' ? s.areaName : s.address) ?? NO_INFO}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function CityView({ city }: { city: CityDetails }) {
  const { canWrite } = usePermissions();
  const { notify } = useToast();
  const navigate = useNavigate();
  const remove = useDeleteCity();
  const [confirming, setConfirming] = useState(false);

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(city.id);
      notify({ kind: 'success', title: 'City deleted', text: city.name });
      void navigate('/cities');
    } catch (error) {
      notify({ kind: 'error', title: 'The city was not deleted', text: errorMessage(error) });
    }
    setConfirming(false);
  };

  return (
    <div className="space-y-6">
      {canWrite && (
        <div className="flex gap-2">
          <Link to={`/cities/edit/${city.id}`} className={buttonClasses('primary')}>
            Edit
          </Link>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </div>
      )}
      <dl className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <Info label="Slug">{city.slug}</Info>
        <Info label="Country">{city.country.name}</Info>
        <Info label="Country code">{city.countryCode}</Info>
        <Info label="Timezone">{city.timezone}</Info>
        <Info label="Province">{city.province?.name ?? NO_INFO}</Info>
        <Info label="Nearby cities">
          {city.nearbyCities.length > 0
            ? city.nearbyCities.map((n, i) => (
                <span key={n.id}>
                  {i > 0 && ', '}
                  <Link to={`/cities/${n.id}`} className="text-sky-900 underline">
                    {n.name}
                  </Link>
                </span>
              ))
            : NO_INFO}
        </Info>
        <Info label="High season">
          <Note text={city.highSeason} />
        </Info>
        <Info label="Places to see">
          <Note text={city.placesToSee} />
        </Info>
        <Info label="Good to know">
          <Note text={city.goodToKnow} />
        </Info>
      </dl>
      <ViewSection id="city-description" title="Description">
        {city.description ? <RichTextView html={city.description} /> : <p className="text-sm text-slate-900">{NO_INFO}</p>}
      </ViewSection>
      <ViewSection id="city-promotion" title="Promotion HTML">
        {city.promotionHtml ? <RichTextView html={city.promotionHtml} /> : <p className="text-sm text-slate-900">{NO_INFO}</p>}
      </ViewSection>
      <ViewSection id="city-stations" title="Stations">
        <CityStations city={city} />
      </ViewSection>
      <ViewSection id="city-pictures" title="Pictures">
        <PicturesGallery ownerType="city" ownerId={city.id} emptyText="No pictures for this city." />
      </ViewSection>
      <CollapsibleChangeLog query={cityChangeLogQuery(city.id)} summary="Change Log" />
      <CollapsibleSlugHistory referencedModel="city" id={city.id} />
      <ConfirmDialog
        open={confirming}
        message={<p className="text-sm text-slate-800">Delete the city {city.name}?</p>}
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

/** `/cities/:cityId` */
export function CityViewRoute() {
  const { cityId } = useParams();
  const city = useCity(cityId);
  return (
    <LocationPage title={city.data?.name ?? 'City'} back={BACK_TO_CITIES} record={city} noun="city">
      {(c) => c && <CityView city={c} />}
    </LocationPage>
  );
}
