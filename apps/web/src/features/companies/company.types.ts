import type { CompanyFields } from '@farebox/domain';

/** GET /api/companies/:id (REST contract): every field of spec section 3 plus these. */
export interface CompanyDto extends CompanyFields {
  id: string;
  agents: { id: string; username: string; email: string; displayName: string }[];
  logoUrl: string | null;
  coverUrl: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** One row of GET /api/companies. */
export interface CompanyListItem {
  id: string;
  name: string;
  website: string | null;
  firstAgentUsername: string | null;
  activated: boolean;
  signedAgreement: boolean;
  isHeat: boolean;
  isSupplier: boolean;
}

/** One entry of GET /api/companies/:id/change-log (newest first). */
export type { ChangeLogEntry as ChangeLogEntryDto } from '@/ui/change-log-table';

/** The list filters, as they appear in the URL query. */
export const COMPANY_FILTER_KEYS = ['company', 'website', 'agent', 'isHeat', 'isSupplier'] as const;
export type CompanyFilterKey = (typeof COMPANY_FILTER_KEYS)[number];
export type CompanyFilters = Record<CompanyFilterKey, string>;

export type CompanyPicture = 'logo' | 'cover';
