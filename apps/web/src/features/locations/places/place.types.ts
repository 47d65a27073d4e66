import type { Schemas } from '@/api/http';

/** GET /api/v2/points-of-interest/:id: fields, city, country, type and version. */
export type PlaceDto = Schemas['PlaceDto'];

/** One row of GET /api/v2/points-of-interest, with its main picture. */
export type PlaceListItem = Schemas['PlaceRowDto'];

/** What a create (and, with its version, an update) sends: city, country and type as ids. */
export type PlaceBody = Schemas['PlaceFieldsDto'];

/** One place type. */
export type PlaceTypeDto = Schemas['PlaceTypeDto'];

/** What a place type create sends. */
export type PlaceTypeBody = Schemas['PlaceTypeFieldsDto'];

/** The list filter as it appears in the URL query: city id, name contains, type slug. */
export const PLACE_FILTER_KEYS = ['city', 'name', 'type'] as const;
export type PlaceFilters = Record<(typeof PLACE_FILTER_KEYS)[number], string>;

/** The place types list filter. */
export const PLACE_TYPE_FILTER_KEYS = ['name'] as const;
export type PlaceTypeFilters = Record<(typeof PLACE_TYPE_FILTER_KEYS)[number], string>;
