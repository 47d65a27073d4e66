import { useParams } from 'react-router';
import { LocationPage } from '../location-page';
import { PlaceForm } from './place-form';
import { BACK_TO_PLACES } from './place-pages';
import { usePlace } from './places.api';

/** `/{product}-places/edit/:pointOfInterestId?`: creates when the id is empty. */
export function PlaceEditRoute() {
  const { pointOfInterestId } = useParams();
  const place = usePlace(pointOfInterestId);
  const title = pointOfInterestId ? `Edit place${place.data ? ` ${place.data.name}` : ''}` : 'Add a new place';
  return (
    <LocationPage title={title} back={BACK_TO_PLACES} record={pointOfInterestId ? place : undefined} noun="place">
      {(p) => <PlaceForm key={p?.id ?? 'new'} place={p} onReload={() => place.refetch()} />}
    </LocationPage>
  );
}
