import type { Schemas } from '@/api/http';

/** GET /api/v2/cities/:id: fields, country, province, nearby cities, stations and version. */
export type CityDetails = Schemas['CityDetailsDto'];

/** One row of GET /api/v2/cities. */
export type CityListItem = Schemas['CityListItemDto'];

/** What a create (and, with its version, an update) sends. */
export type CityBody = Schemas['CityFieldsDto'];

/** The list filters, as they appear in the URL query: the country's id and the name. */
export const CITY_FILTER_KEYS = ['country', 'name'] as const;
export type CityFilters = Record<(typeof CITY_FILTER_KEYS)[number], string>;
