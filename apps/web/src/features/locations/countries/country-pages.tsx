import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/ui/page-header';
import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import { useCountry } from './countries.api';
import { CountryView } from './country-view';
import type { CountryDetails } from './country.types';

/** The page around a loaded country: title, back link, and the loading and error states. */
export function CountryPage({
  title,
  children,
}: {
  title: (country?: CountryDetails) => string;
  children: (country: CountryDetails, reload: () => Promise<{ data?: CountryDetails }>) => ReactNode;
}) {
  const { countryId } = useParams();
  const country = useCountry(countryId);
  return (
    <div>
      <PageHeader title={title(country.data)}>
        <Link to="/countries" className="text-sm text-sky-900 underline">
          Back to countries
        </Link>
      </PageHeader>
      {country.isPending ? (
        <Loading label="Loading country…" />
      ) : country.isError ? (
        <ErrorState error={country.error} onRetry={() => void country.refetch()} />
      ) : (
        children(country.data, () => country.refetch())
      )}
    </div>
  );
}

/** `/countries/:countryId` */
export function CountryViewRoute() {
  return <CountryPage title={(c) => c?.name ?? 'Country'}>{(country) => <CountryView country={country} />}</CountryPage>;
}
