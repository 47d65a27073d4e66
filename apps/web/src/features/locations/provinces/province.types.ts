import type { Schemas } from '@/api/http';

/** GET /api/v2/provinces/:id: fields, country, cities and version. */
export type ProvinceDto = Schemas['ProvinceDto'];

/** One row of GET /api/v2/provinces. */
export type ProvinceListItem = Schemas['ProvinceListItemDto'];

/** What a create (and, with its version, an update) sends. */
export type ProvinceBody = Schemas['ProvinceFieldsDto'];

/** The list filters, as they appear in the URL query (`province` is the name, as the spec's route names it). */
export const PROVINCE_FILTER_KEYS = ['province', 'country'] as const;
export type ProvinceFilters = Record<(typeof PROVINCE_FILTER_KEYS)[number], string>;
