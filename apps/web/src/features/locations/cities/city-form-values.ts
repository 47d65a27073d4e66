import { newCityFields, normalizeCity, validateCity, type CityFields } from '@farebox/domain';
import type { SelectOption } from '@/ui/form-fields';
import type { CityDetails } from './city.types';

/** The form's values: the province and the nearby cities as the options their pickers show. */
export interface CityFormValues {
  countryId: string;
  name: string;
  timezone: string;
  province: SelectOption | null;
  nearbyCities: SelectOption[];
  highSeason: string;
  placesToSee: string;
  goodToKnow: string;
  description: string;
  promotionHtml: string;
}

const emptyTexts = { highSeason: '', placesToSee: '', goodToKnow: '', description: '', promotionHtml: '' };

/** The stored city's values, or a new city's defaults. */
export function toFormValues(c?: CityDetails): CityFormValues {
  if (!c) {
    const blank = newCityFields();
    return { countryId: blank.countryId, name: blank.name, timezone: blank.timezone, province: null, nearbyCities: [], ...emptyTexts };
  }
  return {
    countryId: c.country.id,
    name: c.name,
    timezone: c.timezone,
    province: c.province && { value: c.province.id, label: c.province.name },
    nearbyCities: c.nearbyCities.map((n) => ({ value: n.id, label: n.name })),
    highSeason: c.highSeason ?? '',
    placesToSee: c.placesToSee ?? '',
    goodToKnow: c.goodToKnow ?? '',
    description: c.description ?? '',
    promotionHtml: c.promotionHtml ?? '',
  };
}

/** The fields the API takes (ids for the province and nearby cities), normalised as the server normalises them. */
export const toCityFields = (v: CityFormValues): CityFields =>
  normalizeCity({
    countryId: v.countryId,
    name: v.name,
    timezone: v.timezone,
    provinceId: v.province?.value ?? null,
    nearbyCityIds: v.nearbyCities.map((c) => c.value),
    highSeason: v.highSeason,
    placesToSee: v.placesToSee,
    goodToKnow: v.goodToKnow,
    description: v.description,
    promotionHtml: v.promotionHtml,
  });

/** The API's field names as the form names them (the server's messages land under the right picker). */
const FORM_FIELD: Record<string, string> = { provinceId: 'province', nearbyCityIds: 'nearbyCities' };
export const formFieldOf = (field: string) => FORM_FIELD[field] ?? field;

/** The shared rule the API runs, on the form's values. */
export const cityProblems = (values: CityFormValues) => validateCity(toCityFields(values)).map((p) => ({ ...p, field: formFieldOf(p.field) }));
