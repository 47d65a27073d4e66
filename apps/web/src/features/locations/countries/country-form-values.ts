import { normalizeCountry, validateCountry, type CountryFields } from '@farebox/domain';
import type { CountryDetails } from './country.types';

/** The edit form's values: every field as the text its input holds (spoken languages comma-separated). */
export type CountryFormValues = Record<keyof CountryFields, string>;

export const COUNTRY_FIELD_LABELS: Record<keyof CountryFields, string> = {
  capital: 'Capital',
  code: 'Code',
  worldRegion: 'Region',
  subregion: 'Subregion',
  latitude: 'Latitude',
  longitude: 'Longitude',
  timezone: 'Timezone',
  spokenLanguages: 'Spoken languages',
  dialingCode: 'Dialing code',
  averageCostUsd: 'Average cost (USD)',
  description: 'Description',
  promotionHtml: 'Promotion HTML',
};

export function toFormValues(c: CountryDetails): CountryFormValues {
  return {
    capital: c.capital ?? '',
    code: c.code ?? '',
    worldRegion: c.worldRegion ?? '',
    subregion: c.subregion ?? '',
    latitude: c.latitude ?? '',
    longitude: c.longitude ?? '',
    timezone: c.timezone ?? '',
    spokenLanguages: (c.spokenLanguages ?? []).join(', '),
    dialingCode: c.dialingCode ?? '',
    averageCostUsd: c.averageCostUsd ?? '',
    description: c.description ?? '',
    promotionHtml: c.promotionHtml ?? '',
  };
}

/** The fields the API takes, normalised as the server normalises them. */
export function toCountryFields(values: CountryFormValues): CountryFields {
  return normalizeCountry({ ...values, spokenLanguages: values.spokenLanguages.split(',') });
}

/** The shared rule the API runs, on the form's values. */
export const countryProblems = (values: CountryFormValues) => validateCountry(toCountryFields(values));
