import type { AccessRule } from '../access/access-rule.js';
import { STAFF_WRITE_ROLES } from '../access/roles.js';
import type { FieldProblem } from '../identity/field-problem.js';
import { DEFAULT_GOOGLE_DOMAIN, DEFAULT_HOSTING_LANGUAGE, isGoogleDomain, isHostingLanguage, isSerpLocation } from './serp-options.js';

/** Spec part 3, section 9: prospect location choices are capped at 30. */
export const PROSPECT_LOCATIONS_MAX = 30;
export const PROSPECT_FILE_NAME_MAX = 100;
/** Each query × location is one provider request: 50 × 30 keeps a search at 1,500 requests at most. */
export const PROSPECT_QUERIES_MAX = 50;
export const PROSPECT_QUERY_MAX = 200;

export const ProspectMessage = {
  Required: 'This field is required.',
  FileNameLength: `Enter at most ${PROSPECT_FILE_NAME_MAX} characters.`,
  QueriesMax: `Enter at most ${PROSPECT_QUERIES_MAX} queries, one per line.`,
  QueryLength: `Each query may have at most ${PROSPECT_QUERY_MAX} characters.`,
  LocationsMax: `Choose at most ${PROSPECT_LOCATIONS_MAX} locations.`,
  Location: 'Choose locations from the list.',
  GoogleDomain: 'Choose a Google domain from the list.',
  HostingLanguage: 'Choose a hosting language from the list.',
  FileNameTaken: 'A file with this name already exists.',
  FileNotFound: 'Prospect file not found.',
  SheetNotReady: 'The sheet of this search is not ready.',
  RerunOnlyFailed: 'Only a failed search can be run again.',
  /** The row's error when no SERP provider is configured: the search never pretends to run. */
  ProviderNotConfigured: 'SERP provider not configured: set SERP_API_URL (and SERP_API_KEY) for the worker.',
} as const;

/** What the new-search form sends. */
export interface ProspectSearchFields {
  fileName: string;
  queries: string[];
  locations: string[];
  googleDomain: string;
  hostingLanguage: string;
}

export function newProspectSearchFields(): ProspectSearchFields {
  return { fileName: '', queries: [], locations: [], googleDomain: DEFAULT_GOOGLE_DOMAIN, hostingLanguage: DEFAULT_HOSTING_LANGUAGE };
}

/** The queries of a multi-line text: one per line, trimmed, blank lines and repeats left out. */
export function queriesFromText(text: string): string[] {
  return uniqueTrimmed(text.split(/\r?\n/));
}

const uniqueTrimmed = (values: readonly string[]): string[] => [...new Set(values.map((v) => v.trim()).filter((v) => v !== ''))];

/** Trims the texts and drops blank or repeated queries and locations. */
export function normalizeProspectSearch(fields: ProspectSearchFields): ProspectSearchFields {
  return {
    fileName: fields.fileName.trim(),
    queries: uniqueTrimmed(fields.queries),
    locations: uniqueTrimmed(fields.locations),
    googleDomain: fields.googleDomain.trim(),
    hostingLanguage: fields.hostingLanguage.trim(),
  };
}

/** Every invalid field of a normalised search, with the message the form shows under it. */
export function validateProspectSearch(fields: ProspectSearchFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: keyof ProspectSearchFields, message: string | null) => message && problems.push({ field, message });
  add('fileName', fields.fileName === '' ? ProspectMessage.Required : fields.fileName.length > PROSPECT_FILE_NAME_MAX ? ProspectMessage.FileNameLength : null);
  add(
    'queries',
    fields.queries.length === 0
      ? ProspectMessage.Required
      : fields.queries.length > PROSPECT_QUERIES_MAX
        ? ProspectMessage.QueriesMax
        : fields.queries.some((q) => q.length > PROSPECT_QUERY_MAX)
          ? ProspectMessage.QueryLength
          : null,
  );
  add(
    'locations',
    fields.locations.length === 0
      ? ProspectMessage.Required
      : fields.locations.length > PROSPECT_LOCATIONS_MAX
        ? ProspectMessage.LocationsMax
        : fields.locations.every(isSerpLocation)
          ? null
          : ProspectMessage.Location,
  );
  add('googleDomain', fields.googleDomain === '' ? ProspectMessage.Required : isGoogleDomain(fields.googleDomain) ? null : ProspectMessage.GoogleDomain);
  add(
    'hostingLanguage',
    fields.hostingLanguage === '' ? ProspectMessage.Required : isHostingLanguage(fields.hostingLanguage) ? null : ProspectMessage.HostingLanguage,
  );
  return problems;
}

/** The first day of the clock's month and of the next (UTC): the window of "total searches this month". */
export function monthWindow(now: Date): { month: string; from: Date; to: Date } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { month: from.toISOString().slice(0, 7), from, to };
}

/** Starting a search changes data: support and admin (read-admin reads only). */
export const PROSPECT_SEARCH_RULE: AccessRule = { roles: STAFF_WRITE_ROLES };
