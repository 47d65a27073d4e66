import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '@/api/api-error';
import { Button } from '@/ui/button';
import { EditConflictNotice, conflictChanges, type ConflictChange } from '@/ui/edit-conflict-notice';
import { CheckboxField, TextField } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import { useToast } from '@/ui/toast';
import { useSaveLocale } from './locales.api';
import { localeProblems, toFormValues, toLocaleFields, type LocaleFormValues } from './locale-form-values';
import type { LocaleDto } from './locale.types';

/** Create (no `locale`) or edit form; Save stays disabled while a field breaks the shared `validateLocale`. */
export function LocaleForm({ locale, onReload }: { locale?: LocaleDto; onReload?: () => Promise<{ data?: LocaleDto }> }) {
  const navigate = useNavigate();
  const { notify } = useToast();
  const save = useSaveLocale(locale);
  const [globalError, setGlobalError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);
  const resolver = useMemo(() => problemsResolver<LocaleFormValues>(localeProblems), []);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isValid },
  } = useForm<LocaleFormValues>({ defaultValues: toFormValues(locale), resolver, mode: 'onChange' });

  const onValid = async (values: LocaleFormValues) => {
    setGlobalError(null);
    setConflict(null);
    try {
      const saved = await save.mutateAsync(toLocaleFields(values));
      notify({ kind: 'success', title: locale ? 'Locale updated' : 'Locale created', text: saved.name });
      void navigate(`/locales/${saved.id}`);
    } catch (error) {
      const changes = conflictChanges(error);
      if (changes) return setConflict(changes);
      if (error instanceof ApiError) {
        for (const p of error.fieldErrors) setError(p.field as keyof LocaleFormValues, { type: 'server', message: p.message });
      }
      setGlobalError(`The locale was not saved: ${error instanceof ApiError ? error.body.message : 'Error Occurred'}`);
    }
  };

  const reload = async () => {
    const latest = await onReload?.();
    if (latest?.data) reset(toFormValues(latest.data));
    setConflict(null);
  };

  return (
    <form noValidate aria-label={locale ? 'Edit locale' : 'Create locale'} className="max-w-xl space-y-4" onSubmit={(e) => void handleSubmit(onValid)(e)}>
      {conflict && <EditConflictNotice changes={conflict} onReload={() => void reload()} />}
      <div className="space-y-4 rounded border border-slate-200 bg-white p-4">
        <TextField label="Name" required error={errors.name?.message} {...register('name')} />
        <TextField label="Locale code" required hint="2 or 3 characters, e.g. en or heb." error={errors.locale?.message} {...register('locale')} />
        <TextField label="Flag URL" type="url" error={errors.flagUrl?.message} {...register('flagUrl')} />
        <CheckboxField label="Activated" {...register('isActivated')} />
      </div>
      {globalError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {globalError}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={!isValid} loading={save.isPending}>
          Save
        </Button>
        <Button variant="secondary" onClick={() => void navigate(locale ? `/locales/${locale.id}` : '/locales')}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
