import { ErrorCode, isProConType, normalizeProCon, ProConMessage, validateProCon, type ProConFields, type ProConType } from '@farebox/domain';
import { ApiError } from '@/api/api-error';

/** The form's values: the type as the select's value ('' until chosen). */
export type ProConFormValues = ProConFields;

/** The fields the API takes, normalised as the server normalises them. */
export const toProConFields = (v: ProConFormValues): ProConFields => normalizeProCon(v);

/** The shared rule the API runs, on the form's values. */
export const proConProblems = (values: ProConFormValues) => validateProCon(toProConFields(values));

/** Where a failed create's message goes (spec part 3, sections 4 and 8): 409 is a taken slug, anything else fails the type. */
export function createFailure(error: unknown, type: ProConType | ''): { field: 'slug' | null; message: string } {
  if (error instanceof ApiError && error.status === 409 && error.code === ErrorCode.Conflict) return { field: 'slug', message: ProConMessage.SlugTaken };
  return { field: null, message: ProConMessage.CreateFailed(isProConType(type) ? type : 'pro') };
}
