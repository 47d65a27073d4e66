import { timezoneOptionsWith, type CountryFields } from '@farebox/domain';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EditConflictNotice } from '@/ui/edit-conflict-notice';
import { SelectField, TextField } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import { RichTextEditor } from '@/ui/rich-text/rich-text-editor';
import { useToast } from '@/ui/toast';
import { GlobalErrorLine, LocationFormActions, useSaveOutcome } from '../location-form';
import { useSaveCountry } from './countries.api';
import { COUNTRY_FIELD_LABELS, countryProblems, toCountryFields, toFormValues, type CountryFormValues } from './country-form-values';
import type { CountryDetails } from './country.types';

const TEXT_FIELDS = ['capital', 'code', 'worldRegion', 'subregion', 'latitude', 'longitude', 'spokenLanguages', 'dialingCode', 'averageCostUsd'] as const;
const REQUIRED = new Set<keyof CountryFields>(['capital', 'code']);
const HINTS: Partial<Record<keyof CountryFields, string>> = {
  spokenLanguages: 'Separate languages with commas.',
  dialingCode: 'For example +66.',
  latitude: 'Decimal degrees, -90 to 90.',
  longitude: 'Decimal degrees, -180 to 180.',
};
const RICH_TEXT_FIELDS = ['description', 'promotionHtml'] as const;

/** The country edit form: names read-only, the rest validated with the shared `validateCountry`. */
export function CountryForm({ country, onReload }: { country: CountryDetails; onReload: () => Promise<{ data?: CountryDetails }> }) {
  const navigate = useNavigate();
  const { notify } = useToast();
  const save = useSaveCountry(country);
  const resolver = useMemo(() => problemsResolver<CountryFormValues>(countryProblems), []);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<CountryFormValues>({ defaultValues: toFormValues(country), resolver });
  const outcome = useSaveOutcome<CountryFormValues>('country', setError);
  const zones = useMemo(() => timezoneOptionsWith(country.timezone ?? '').map((z) => ({ value: z, label: z })), [country.timezone]);

  const onValid = async (values: CountryFormValues) => {
    outcome.start();
    try {
      const saved = await save.mutateAsync(toCountryFields(values));
      notify({ kind: 'success', title: 'Country updated', text: saved.name });
      void navigate(`/countries/${saved.id}`);
    } catch (error) {
      outcome.fail(error);
    }
  };

  const reload = async () => {
    const latest = await onReload();
    if (latest.data) reset(toFormValues(latest.data));
    outcome.clearConflict();
  };

  return (
    <form noValidate aria-label="Edit country" className="space-y-4" onSubmit={(e) => void handleSubmit(onValid, outcome.invalid)(e)}>
      {outcome.conflict && <EditConflictNotice changes={outcome.conflict} onReload={() => void reload()} />}
      <div className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <TextField label="Common name" value={country.name} readOnly disabled />
        <TextField label="Official name" value={country.officialName ?? ''} readOnly disabled />
        {TEXT_FIELDS.map((key) => (
          <TextField
            key={key}
            label={COUNTRY_FIELD_LABELS[key]}
            required={REQUIRED.has(key)}
            hint={HINTS[key]}
            error={errors[key]?.message}
            inputMode={key === 'averageCostUsd' ? 'decimal' : undefined}
            {...register(key)}
          />
        ))}
        <SelectField label={COUNTRY_FIELD_LABELS.timezone} placeholder="Choose…" options={zones} error={errors.timezone?.message} {...register('timezone')} />
      </div>
      {RICH_TEXT_FIELDS.map((key) => (
        <Controller
          key={key}
          control={control}
          name={key}
          render={({ field, fieldState }) => (
            <RichTextEditor label={COUNTRY_FIELD_LABELS[key]} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      ))}
      <GlobalErrorLine message={outcome.globalError} />
      <LocationFormActions saving={save.isPending} cancelTo={`/countries/${country.id}`} />
    </form>
  );
}
