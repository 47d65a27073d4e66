import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { CollapsibleChangeLog } from '@/ui/change-log-table';
import { RichTextView } from '@/ui/rich-text/rich-text-view';
import { usePermissions } from '@/features/users/use-permissions';
import { countryChangeLogQuery } from './countries.api';
import { COUNTRY_FIELD_LABELS } from './country-form-values';
import type { CountryDetails } from './country.types';

const NO_INFO = 'No info provided.';

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

const textOf = (value: string | null | undefined) => value || NO_INFO;

/** A country's fields (spec part 3, Countries view); every empty value reads "No info provided.". */
export function CountryView({ country }: { country: CountryDetails }) {
  const { canWrite } = usePermissions();
  const rows: [string, string | null | undefined][] = [
    ['Official name', country.officialName],
    ['Slug', country.slug],
    [COUNTRY_FIELD_LABELS.capital, country.capital],
    [COUNTRY_FIELD_LABELS.code, country.code],
    [COUNTRY_FIELD_LABELS.worldRegion, country.worldRegion],
    [COUNTRY_FIELD_LABELS.subregion, country.subregion],
    ['Latitude, longitude', country.latitude && country.longitude ? `${country.latitude}, ${country.longitude}` : null],
    [COUNTRY_FIELD_LABELS.timezone, country.timezone],
    [COUNTRY_FIELD_LABELS.spokenLanguages, country.spokenLanguages?.join(', ')],
    [COUNTRY_FIELD_LABELS.dialingCode, country.dialingCode],
    [COUNTRY_FIELD_LABELS.averageCostUsd, country.averageCostUsd],
  ];
  return (
    <div className="space-y-6">
      {canWrite && (
        <Link to={`/countries/edit/${country.id}`} className={buttonClasses('primary')}>
          Edit
        </Link>
      )}
      <dl className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map(([label, value]) => (
          <Info key={label} label={label}>
            {textOf(value)}
          </Info>
        ))}
      </dl>
      {(['description', 'promotionHtml'] as const).map((key) => (
        <section key={key} aria-labelledby={`country-${key}`} className="space-y-1 rounded border border-slate-200 bg-white p-4">
          <h2 id={`country-${key}`} className="text-lg font-semibold text-slate-900">
            {COUNTRY_FIELD_LABELS[key]}
          </h2>
          {country[key] ? <RichTextView html={country[key]} /> : <p className="text-sm text-slate-900">{NO_INFO}</p>}
        </section>
      ))}
      <CollapsibleChangeLog query={countryChangeLogQuery(country.id)} summary="Change Log" />
    </div>
  );
}
