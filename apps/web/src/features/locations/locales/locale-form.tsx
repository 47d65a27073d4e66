import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EditConflictNotice } from '@/ui/edit-conflict-notice';
import { CheckboxField, TextField } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import { useToast } from '@/ui/toast';
import { GlobalErrorLine, LocationFormActions, useSaveOutcome } from '../location-form';
import { useSaveLocale } from './locales.api';
import { localeProblems, toFormValues, toLocaleFields, type LocaleFormValues } from './locale-form-values';
import type { LocaleDto } from './locale.types';

/** Create (no `locale`) or edit form; Save stays disabled while a field breaks the shared `validateLocale`. */
export function LocaleForm({ locale, onReload }: { locale?: LocaleDto; onReload?: () => Promise<{ data?: LocaleDto }> }) {
  const navigate = useNavigate();
  const { notify } = useToast();
  const save = useSaveLocale(locale);
  const resolver = useMemo(() => problemsResolver<LocaleFormValues>(localeProblems), []);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isValid },
  } = useForm<LocaleFormValues>({ defaultValues: toFormValues(locale), resolver, mode: 'onChange' });
  const outcome = useSaveOutcome<LocaleFormValues>('locale', setError);

  const onValid = async (values: LocaleFormValues) => {
    outcome.start();
    try {
      const saved = await save.mutateAsync(toLocaleFields(values));
      notify({ kind: 'success', title: locale ? 'Locale updated' : 'Locale created', text: saved.name });
      void navigate(`/locales/${saved.id}`);
    } catch (error) {
      outcome.fail(error);
    }
  };

  const reload = async () => {
    const latest = await onReload?.();
    if (latest?.data) reset(toFormValues(latest.data));
    outcome.clearConflict();
  };

  return (
    <form noValidate aria-label={locale ? 'Edit locale' : 'Create locale'} className="max-w-xl space-y-4" onSubmit={(e) => void handleSubmit(onValid)(e)}>
      {outcome.conflict && <EditConflictNotice changes={outcome.conflict} onReload={() => void reload()} />}
      <div className="space-y-4 rounded border border-slate-200 bg-white p-4">
        <TextField label="Name" required error={errors.name?.message} {...register('name')} />
        <TextField label="Locale code" required hint="2 or 3 characters, e.g. en or heb." error={errors.locale?.message} {...register('locale')} />
        <TextField label="Flag URL" type="url" error={errors.flagUrl?.message} {...register('flagUrl')} />
        <CheckboxField label="Activated" {...register('isActivated')} />
      </div>
      <GlobalErrorLine message={outcome.globalError} />
      <LocationFormActions saving={save.isPending} cancelTo={locale ? `/locales/${locale.id}` : '/locales'} disabled={!isValid} />
    </form>
  );
}
