import { useParams } from 'react-router';
import { LocationPage } from '../location-page';
import { useCity } from './cities.api';
import { CityForm } from './city-form';
import { BACK_TO_CITIES } from './city-pages';

/** `/cities/edit/:cityId?`: creates when the id is empty. */
export function CityEditRoute() {
  const { cityId } = useParams();
  const city = useCity(cityId);
  const title = cityId ? `Edit City${city.data ? ` ${city.data.name}` : ''}` : 'Add a new city';
  return (
    <LocationPage title={title} back={BACK_TO_CITIES} record={cityId ? city : undefined} noun="city">
      {(c) => <CityForm key={c?.id ?? 'new'} city={c} onReload={() => city.refetch()} />}
    </LocationPage>
  );
}
