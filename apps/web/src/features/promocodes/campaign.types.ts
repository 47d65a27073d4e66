import { STAFF_WRITE_ROLES, type AccessRule } from '@farebox/domain';
import type { SelectOption } from '@/ui/form-fields';
import type { Schemas } from '@/api/http';

export type CampaignType = 'single' | 'serial';

/** GET /api/promocodes rows. */
export type CampaignListItem = Schemas['CampaignListItemDto'];
/** GET /api/promocodes/:id */
export type CampaignDto = Schemas['CampaignDto'];
export type CreateSingleBody = Schemas['CreateSingleCampaignDto'];
export type CreateSerialBody = Schemas['CreateSerialCampaignDto'];
export type UpdateCampaignBody = Schemas['UpdateCampaignDto'];
export type SharedCampaignBody = Omit<UpdateCampaignBody, 'version'>;
export type AudienceLimitation = CampaignDto['audienceLimitation'];
export type AudienceKey = keyof AudienceLimitation;
export type CampaignListQuery = Omit<NonNullable<import('@/api/generated/schema').paths['/api/promocodes']['get']['parameters']['query']>, 'offset' | 'limit'>;

export const CAMPAIGN_WRITE_RULE: AccessRule = { roles: STAFF_WRITE_ROLES };

export const AUDIENCE_FIELDS: readonly { key: AudienceKey; label: string }[] = [
  { key: 'countries', label: 'Countries' },
  { key: 'routes', label: 'Routes' },
  { key: 'transportTypes', label: 'Transport Types' },
  { key: 'suppliers', label: 'Suppliers' },
  { key: 'partners', label: 'Partners' },
  { key: 'operatingSystems', label: 'Operating Systems' },
];

export const EMPTY_AUDIENCE: AudienceLimitation = { countries: [], routes: [], transportTypes: [], suppliers: [], partners: [], operatingSystems: [] };

export const hasAudienceLimitation = (a: AudienceLimitation) => AUDIENCE_FIELDS.some(({ key }) => a[key].length > 0);

export const OPERATING_SYSTEM_OPTIONS: readonly SelectOption[] = [];
