import { newProvinceFields, normalizeProvince, validateProvince, type ProvinceFields } from '@farebox/domain';
import type { SelectOption } from '@/ui/form-fields';
import type { ProvinceDto } from './province.types';

/** The form's values: the cities as the options the list shows (id and name). */
export interface ProvinceFormValues {
  name: string;
  countryId: string;
  cities: SelectOption[];
  description: string;
}

/** The stored province's values, or a new province's defaults. */
export function toFormValues(p?: ProvinceDto): ProvinceFormValues {
  if (!p) return { ...newProvinceFields(), cities: [], description: '' };
  return { name: p.name, countryId: p.country.id, cities: p.cities.map((c) => ({ value: c.id, label: c.name })), description: p.description ?? '' };
}

/** The fields the API takes, normalised as the server normalises them. */
export const toProvinceFields = (v: ProvinceFormValues): ProvinceFields =>
  normalizeProvince({ name: v.name, countryId: v.countryId, cityIds: v.cities.map((c) => c.value), description: v.description });

/** The shared rule the API runs, on the form's values. */
export const provinceProblems = (values: ProvinceFormValues) => validateProvince(toProvinceFields(values));
