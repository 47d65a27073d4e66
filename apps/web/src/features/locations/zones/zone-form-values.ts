import { newZoneFields, normalizeZone, validateZone, type ZoneFields } from '@farebox/domain';
import type { SelectOption } from '@/ui/form-fields';
import type { ZoneDto } from './zone.types';

/** The form's values: the city as the option the picker shows. */
export interface ZoneFormValues {
  name: string;
  slug: string;
  city: SelectOption | null;
  description: string;
}

/** The stored zone's values, or a new zone's defaults. */
export function toFormValues(z?: ZoneDto): ZoneFormValues {
  if (!z) return { ...newZoneFields(), city: null, description: '' };
  return { name: z.name, slug: z.slug, city: { value: z.city.id, label: `${z.city.name}, ${z.country.name}` }, description: z.description ?? '' };
}

/** The fields the API takes, normalised as the server normalises them. */
export const toZoneFields = (v: ZoneFormValues): ZoneFields =>
  normalizeZone({ name: v.name, slug: v.slug, cityId: v.city?.value ?? '', description: v.description });

/** The shared rule the API runs, on the form's values (the city's message shows under the city picker). */
export const zoneProblems = (values: ZoneFormValues) => validateZone(toZoneFields(values)).map((p) => (p.field === 'cityId' ? { ...p, field: 'city' } : p));
