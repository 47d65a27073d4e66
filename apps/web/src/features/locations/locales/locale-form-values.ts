import { newLocaleFields, normalizeLocale, validateLocale, type LocaleFields } from '@farebox/domain';
import type { LocaleDto } from './locale.types';

export type LocaleFormValues = Omit<LocaleFields, 'flagUrl'> & { flagUrl: string };

/** The stored locale's values, or a new locale's defaults. */
export function toFormValues(l?: LocaleDto): LocaleFormValues {
  const fields = l ?? newLocaleFields();
  return { name: fields.name, locale: fields.locale, isActivated: fields.isActivated, flagUrl: fields.flagUrl ?? '' };
}

/** The fields the API takes, normalised as the server normalises them. */
export const toLocaleFields = (values: LocaleFormValues): LocaleFields => normalizeLocale(values);

/** The shared rule the API runs, on the form's values. */
export const localeProblems = (values: LocaleFormValues) => validateLocale(toLocaleFields(values));
