import type { FieldProblem } from '../identity/field-problem.js';
import { Role, Scope, STAFF_ROLES, STAFF_WRITE_ROLES } from '../access/roles.js';
import type { AccessRule } from '../access/access-rule.js';

/** The definition tables (spec part 3, sections 2, 3, 5, 6 and 9): the rules both the API and the forms apply. */

/** Every type a passenger extra info definition may have; the add form offers only ADDABLE ones. */
export const PASSENGER_EXTRA_INFO_DEFINITION_TYPES = ['text', 'number', 'date', 'dateBefore', 'dateAfter', 'autocomplete', 'country', 'list'] as const;
export type PassengerExtraInfoDefinitionType = (typeof PASSENGER_EXTRA_INFO_DEFINITION_TYPES)[number];
export const ADDABLE_PASSENGER_EXTRA_INFO_TYPES: readonly PassengerExtraInfoDefinitionType[] = ['text', 'number', 'date', 'autocomplete', 'country'];
export const DEFAULT_PASSENGER_EXTRA_INFO_TYPE: PassengerExtraInfoDefinitionType = 'text';
export const PASSENGER_EXTRA_INFO_TYPE_LABELS: Record<PassengerExtraInfoDefinitionType, string> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  dateBefore: 'Past Date',
  dateAfter: 'Future Date',
  autocomplete: 'Autocomplete',
  country: 'Country',
  list: 'List',
};

export const DEFINITIONS_PAGE_SIZE = 20;
/** Vehicle classes are paged on the client, 15 a page; the pager shows from 10 classes on. */
export const VEHICLE_CLASS_PAGE_SIZE = 15;
export const VEHICLE_CLASS_PAGER_FROM = 10;
export const KEY_DETAIL_ICON_PAGE_SIZE = 20;
/** Key details show in two columns when there are more than this many. */
export const KEY_DETAIL_DEFINITIONS_ONE_COLUMN_MAX = 5;
export const DEFINITION_TEXT_MAX = 100;
export const PASSENGER_AGE_MAX = 150;

/** Reading: support, admin and read-admin; writing: support and admin; adding a vehicle class also needs de-admin. */
export const DEFINITIONS_READ_RULE: AccessRule = { roles: STAFF_ROLES };
export const DEFINITIONS_WRITE_RULE: AccessRule = { roles: STAFF_WRITE_ROLES };
export const VEHICLE_CLASS_ADD_RULE: AccessRule = { roles: [Role.Support, Role.Admin], anyScope: [Scope.DeAdmin] };

export const DefinitionMessage = {
  Required: 'This field is required.',
  AtLeastZero: 'Must be 0 or more.',
  WholeNumber: 'Enter a whole number.',
  TooLong: `Enter at most ${DEFINITION_TEXT_MAX} characters.`,
  AgeTooHigh: `Enter at most ${PASSENGER_AGE_MAX}.`,
  FromAfterTo: 'From age must not be above to age.',
  UnknownType: 'Choose one of the offered types.',
  UnknownIcon: 'Choose one of the offered icons.',
  NotEditable: 'This definition is not editable.',
  NotRemovable: 'This definition cannot be deleted.',
  LabelNeedsLetters: 'Use at least one letter or digit.',
} as const;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

function textProblem(field: string, value: unknown): FieldProblem | null {
  const t = text(value);
  if (t === '') return { field, message: DefinitionMessage.Required };
  if (t.length > DEFINITION_TEXT_MAX) return { field, message: DefinitionMessage.TooLong };
  return null;
}

function ageProblem(field: string, value: unknown): FieldProblem | null {
  const typed = typeof value === 'number' ? String(value) : text(value);
  if (typed === '') return { field, message: DefinitionMessage.Required };
  if (!/^-?\d+$/.test(typed)) return { field, message: DefinitionMessage.WholeNumber };
  const n = Number(typed);
  if (n < 0) return { field, message: DefinitionMessage.AtLeastZero };
  if (n > PASSENGER_AGE_MAX) return { field, message: DefinitionMessage.AgeTooHigh };
  return null;
}

const only = (...problems: (FieldProblem | null)[]): FieldProblem[] => problems.filter((p): p is FieldProblem => p !== null);

export interface PassengerExtraInfoDefinitionInput {
  label?: unknown;
  type?: unknown;
}

/** `types` is what the caller may choose: the add form offers fewer types than an edit keeps. */
export function validatePassengerExtraInfoDefinition(
  input: PassengerExtraInfoDefinitionInput,
  types: readonly string[] = PASSENGER_EXTRA_INFO_DEFINITION_TYPES,
): FieldProblem[] {
  const type = input.type === undefined || input.type === null || input.type === '' ? DEFAULT_PASSENGER_EXTRA_INFO_TYPE : input.type;
  return only(
    textProblem('label', input.label),
    typeof type === 'string' && types.includes(type) ? null : { field: 'type', message: DefinitionMessage.UnknownType },
  );
}

export interface PassengerTypeDefinitionInput {
  type?: unknown;
  fromAge?: unknown;
  toAge?: unknown;
}

export function validatePassengerTypeDefinition(input: PassengerTypeDefinitionInput): FieldProblem[] {
  const problems = only(textProblem('type', input.type), ageProblem('fromAge', input.fromAge), ageProblem('toAge', input.toAge));
  if (problems.length === 0 && Number(input.fromAge) > Number(input.toAge)) problems.push({ field: 'toAge', message: DefinitionMessage.FromAfterTo });
  return problems;
}

export const validateKeyDetailLabel = (label: unknown): FieldProblem[] => only(textProblem('label', label));
export const validateVehicleClassKey = (key: unknown): FieldProblem[] => only(textProblem('key', key));
export const validateAirlineName = (name: unknown): FieldProblem[] => only(textProblem('name', name));

/** The slug a new passenger extra info gets from its label (lines refer to it): lowercase words joined by hyphens. */
export function definitionSlug(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
