import {
  ErrorCode,
  newProspectSearchFields,
  normalizeProspectSearch,
  ProspectMessage,
  queriesFromText,
  validateProspectSearch,
  type ProspectSearchFields,
} from '@farebox/domain';
import { ApiError } from '@/api/api-error';

/** The new-search form: the queries as the text of a multi-line field, one per line. */
export interface ProspectFormValues {
  fileName: string;
  queriesText: string;
  locations: string[];
  googleDomain: string;
  hostingLanguage: string;
}

export function newProspectFormValues(): ProspectFormValues {
  const { fileName, locations, googleDomain, hostingLanguage } = newProspectSearchFields();
  return { fileName, queriesText: '', locations, googleDomain, hostingLanguage };
}

/** The fields the API takes, normalised as the server normalises them. */
export const toProspectSearchFields = ({ queriesText, ...v }: ProspectFormValues): ProspectSearchFields =>
  normalizeProspectSearch({ ...v, queries: queriesFromText(queriesText) });

/** The shared rule the API runs, with the queries' problem shown under the multi-line field. */
export const prospectProblems = (values: ProspectFormValues) =>
  validateProspectSearch(toProspectSearchFields(values)).map((p) => (p.field === 'queries' ? { ...p, field: 'queriesText' } : p));

/** A start refused because another file has the name (409): its message goes under the field. */
export const fileNameTaken = (error: unknown): boolean => error instanceof ApiError && error.status === 409 && error.code === ErrorCode.Conflict;

export const FILE_NAME_TAKEN = ProspectMessage.FileNameTaken;
