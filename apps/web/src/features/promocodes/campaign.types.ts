import { OPERATING_SYSTEMS, type AudienceLimitation, type OperatingSystem } from '@farebox/domain';
import type { Schemas } from '@/api/http';
import type { paths } from '@/api/generated/schema';
import type { SelectOption } from '@/ui/form-fields';

/** GET /api/promocodes rows. */
export type CampaignListItem = Schemas['CampaignListItemDto'];
/** GET /api/promocodes/:id */
export type CampaignDto = Schemas['CampaignDto'];
export type CreateSingleBody = Schemas['CreateSingleCampaignDto'];
export type CreateSerialBody = Schemas['CreateSerialCampaignDto'];
export type UpdateCampaignBody = Schemas['UpdateCampaignDto'];
/** The filters and sort of GET /api/promocodes (its paging aside). */
export type CampaignListQuery = Omit<NonNullable<paths['/api/promocodes']['get']['parameters']['query']>, 'offset' | 'limit'>;

export type AudienceKey = keyof AudienceLimitation;

/** The audience-limitation table's rows, in the spec's order and wording. */
export const AUDIENCE_LABELS: Record<AudienceKey, string> = {
  countries: 'Countries',
  routes: 'Routes',
  transportTypes: 'Transport Types',
  suppliers: 'Suppliers',
  partners: 'Partners',
  operatingSystems: 'Operating Systems',
};

const OPERATING_SYSTEM_LABELS: Record<OperatingSystem, string> = { android: 'Android', ios: 'iOS', windows: 'Windows', macos: 'macOS', linux: 'Linux' };
export const OPERATING_SYSTEM_OPTIONS: readonly SelectOption[] = OPERATING_SYSTEMS.map((os) => ({ value: os, label: OPERATING_SYSTEM_LABELS[os] }));
