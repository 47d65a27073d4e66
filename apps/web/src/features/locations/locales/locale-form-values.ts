import { normalizeLocale, validateLocale, type LocaleFields } from '@farebox/domain';
import type { LocaleDto } from './locale.types';

export type LocaleFormValues = Omit<LocaleFields, 'flagUrl'> & { flagUrl: string };

export const toFormValues = (l?: LocaleDto): LocaleFormValues => ({
  name: l?.name ?? '',
  locale: l?.locale ?? '',
  isActivated: l?.isActivated ?? false,
  flagUrl: l?.flagUrl ?? '',
});

/** The fields the API takes, normalised as the server normalises them. */
export const toLocaleFields = (values: LocaleFormValues): LocaleFields => normalizeLocale(values);

/** The shared rule the API runs, on the form's values. */
export const localeProblems = (values: LocaleFormValues) => validateLocale(toLocaleFields(values));
