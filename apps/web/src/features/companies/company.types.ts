import type { Schemas } from '@/api/http';

/** GET /api/companies/:id: every field of spec section 3 plus id, agents, pictures and version. */
export type CompanyDto = Schemas['CompanyDto'];

/** What a create (and, with its version, an update) sends. */
export type CompanyBody = Schemas['CreateCompanyDto'];

/** One row of GET /api/companies. */
export type CompanyListItem = Schemas['CompanyListItemDto'];

/** The list filters, as they appear in the URL query. */
export const COMPANY_FILTER_KEYS = ['company', 'website', 'agent', 'isHeat', 'isSupplier'] as const;
export type CompanyFilterKey = (typeof COMPANY_FILTER_KEYS)[number];
export type CompanyFilters = Record<CompanyFilterKey, string>;

export type CompanyPicture = 'logo' | 'cover';
