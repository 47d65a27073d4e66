import type { Schemas } from '@/api/http';

/** GET /api/stations/:id: fields, place, outline and version. */
export type StationDetail = Schemas['StationDetailDto'];

/** One row of GET /api/stations. */
export type StationListItem = Schemas['StationListItemDto'];

/** What a create (and, with its version, an update) sends. */
export type StationBody = Schemas['StationFieldsDto'];

/** One place found by GET /api/geo/geocode. */
export type GeocodeResult = Schemas['GeocodeResultDto'];

/** The list filters, as they appear in the URL query (spec route: /stations?page&city&name, plus the two types). */
export const STATION_FILTER_KEYS = ['city', 'name', 'locationType', 'type'] as const;
export type StationFilters = Record<(typeof STATION_FILTER_KEYS)[number], string>;
export const STATION_TEXT_FILTERS = ['name'] as const;
