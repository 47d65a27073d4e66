import type { Schemas } from '@/api/http';

/** GET /api/v2/zones/:id: fields, city, country and version. */
export type ZoneDto = Schemas['ZoneDto'];

/** One row of GET /api/v2/zones. */
export type ZoneListItem = Schemas['ZoneListItemDto'];

/** What a create (and, with its version, an update) sends. */
export type ZoneBody = Schemas['ZoneFieldsDto'];

/** The list filter, as it appears in the URL query (`zone` is the name, as the spec's route names it). */
export const ZONE_FILTER_KEYS = ['zone'] as const;
export type ZoneFilters = Record<(typeof ZONE_FILTER_KEYS)[number], string>;
