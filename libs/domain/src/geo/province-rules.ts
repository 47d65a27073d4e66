import type { AccessRule } from '../access/access-rule.js';
import { Scope, STAFF_WRITE_ROLES } from '../access/roles.js';
import type { FieldProblem } from '../identity/field-problem.js';

/** What a user edits on a province (spec part 3, sections 2 and 3). */
export interface ProvinceFields {
  name: string;
  countryId: string;
  /** The cities in the province; a city belongs to one province at most. */
  cityIds: string[];
  /** Rich text (HTML, sanitised by the server). */
  description: string | null;
}

/** Create and Edit of provinces: staff who may write, with the edit-province scope (spec part 3, section 6). */
export const PROVINCE_WRITE_RULE: AccessRule = { roles: STAFF_WRITE_ROLES, anyScope: [Scope.EditProvince] };

export const PROVINCE_NAME_MAX = 100;

export const ProvinceMessage = {
  Required: 'This field is required.',
  NameLength: `Enter at most ${PROVINCE_NAME_MAX} characters.`,
  UnknownCountry: 'Choose a country from the list.',
  /** A city that does not exist or is of another country. */
  CityOfAnotherCountry: "Choose cities of the province's country.",
} as const;

export function newProvinceFields(): ProvinceFields {
  return { name: '', countryId: '', cityIds: [], description: null };
}

/** Trims the name, drops repeated cities; blank rich text becomes null. */
export function normalizeProvince(fields: ProvinceFields): ProvinceFields {
  const description = fields.description?.trim() ?? '';
  return { ...fields, name: fields.name.trim(), cityIds: [...new Set(fields.cityIds)], description: description === '' ? null : description };
}

/** Every invalid field of a normalised province, with the message the form shows under it. */
export function validateProvince(fields: ProvinceFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (fields.name === '') problems.push({ field: 'name', message: ProvinceMessage.Required });
  else if (fields.name.length > PROVINCE_NAME_MAX) problems.push({ field: 'name', message: ProvinceMessage.NameLength });
  if (fields.countryId === '') problems.push({ field: 'countryId', message: ProvinceMessage.Required });
  return problems;
}
