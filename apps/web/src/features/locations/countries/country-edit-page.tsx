import { CountryForm } from './country-form';
import { CountryPage } from './country-pages';

/** `/countries/edit/:countryId` (countries are never created by hand: every country of the world is seeded) */
export function CountryEditRoute() {
  return (
    <CountryPage title={(c) => `Edit country${c ? ` ${c.name}` : ''}`}>
      {(country, reload) => <CountryForm key={country.id} country={country} onReload={reload} />}
    </CountryPage>
  );
}
