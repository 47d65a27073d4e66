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
import { errorMessage } from '@/ui/states';

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

/** Where a failed start's message goes: a taken file name under the field, anything else on the form's error line. */
export function startFailure(error: unknown): { field: 'fileName' | null; message: string } {
  if (error instanceof ApiError && error.status === 409 && error.code === ErrorCode.Conflict)
    return { field: 'fileName', message: ProspectMessage.FileNameTaken };
  return { field: null, message: errorMessage(error) };
}
