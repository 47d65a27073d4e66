import type { Schemas } from '@/api/http';

/** GET /api/v2/countries/:id: every field plus names, slug, sales region and version. */
export type CountryDetails = Schemas['CountryDetailsDto'];

/** What an update sends (with the version it was edited from). */
export type CountryBody = Omit<Schemas['UpdateCountryDto'], 'version'>;

/** One row of GET /api/v2/countries. */
export type CountryListItem = Schemas['CountryListItemDto'];

/** The list filters, as they appear in the URL query. */
export const COUNTRY_FILTER_KEYS = ['name'] as const;
export type CountryFilters = Record<(typeof COUNTRY_FILTER_KEYS)[number], string>;
