import { PLACES_PATH } from '@farebox/domain';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClasses } from '@/ui/button';
import { CollapsibleChangeLog } from '@/ui/change-log-table';
import { DEFAULT_MAP_ZOOM, LocationMap, PLACE_MAP_WIDTH } from '@/ui/map';
import { ConfirmDialog } from '@/ui/modal';
import { RichTextView } from '@/ui/rich-text/rich-text-view';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { PicturesGallery } from '@/features/images/pictures/pictures-gallery';
import { usePermissions } from '@/features/users/use-permissions';
import { Info, LocationPage, ViewSection } from '../location-page';
import { placeChangeLogQuery, useDeletePlace, usePlace } from './places.api';
import type { PlaceDto } from './place.types';

export const BACK_TO_PLACES = { to: PLACES_PATH, label: 'Back to places' };

const NO_INFO = 'No info provided.';
const orNoInfo = (value: ReactNode) => (value === null || value === '' ? NO_INFO : value);

function PlaceView({ place }: { place: PlaceDto }) {
  const { canWrite } = usePermissions();
  const { notify } = useToast();
  const navigate = useNavigate();
  const remove = useDeletePlace();
  const [confirming, setConfirming] = useState(false);

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(place.id);
      notify({ kind: 'success', title: 'Place deleted', text: place.name });
      void navigate(PLACES_PATH);
    } catch (error) {
      notify({ kind: 'error', title: 'The place was not deleted', text: errorMessage(error) });
      setConfirming(false);
    }
  };

  return (
    <div className="space-y-6">
      {canWrite && (
        <div className="flex gap-2">
          <Link to={`${PLACES_PATH}/edit/${place.id}`} className={buttonClasses('primary')}>
            Edit
          </Link>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </div>
      )}
      <dl className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-4">
        <Info label="Type">{place.type.name}</Info>
        <Info label="Address">{orNoInfo(place.address)}</Info>
        <Info label="City">{place.city.name}</Info>
        <Info label="Country">{place.country.name}</Info>
        <Info label="Latitude">{orNoInfo(place.latitude)}</Info>
        <Info label="Longitude">{orNoInfo(place.longitude)}</Info>
        <Info label="Expiration date">{orNoInfo(place.expirationDate)}</Info>
      </dl>
      <ViewSection id="place-map" title="Map">
        {place.latitude !== null && place.longitude !== null ? (
          <LocationMap
            ariaLabel={`Map of ${place.name}`}
            points={[{ id: place.id, lat: place.latitude, lng: place.longitude, label: place.name }]}
            zoom={DEFAULT_MAP_ZOOM}
            width={PLACE_MAP_WIDTH}
          />
        ) : (
          <p className="text-sm text-slate-900">{NO_INFO}</p>
        )}
      </ViewSection>
      <ViewSection id="place-about" title="About this place">
        {place.aboutPointOfInterest ? <RichTextView html={place.aboutPointOfInterest} /> : <p className="text-sm text-slate-900">{NO_INFO}</p>}
      </ViewSection>
      <ViewSection id="place-pictures" title="Pictures">
        <PicturesGallery ownerType="place" ownerId={place.id} emptyText="No pictures for this place." />
      </ViewSection>
      <CollapsibleChangeLog query={placeChangeLogQuery(place.id)} summary="Change Log" />
      <ConfirmDialog
        open={confirming}
        message={<p className="text-sm text-slate-800">{`Delete the place ${place.name}?`}</p>}
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

/** `/{product}-places/:pointOfInterestId`; an unknown id shows the API's "the place: {id} is not found.". */
export function PlaceViewRoute() {
  const { pointOfInterestId } = useParams();
  const place = usePlace(pointOfInterestId);
  return (
    <LocationPage title={place.data?.name ?? 'Place'} back={BACK_TO_PLACES} record={place} noun="place">
      {(p) => p && <PlaceView place={p} />}
    </LocationPage>
  );
}
