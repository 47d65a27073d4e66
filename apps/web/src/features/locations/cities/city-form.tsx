import { useMemo } from 'react';
import { Controller, useFieldArray, useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CITY_NOTE_FIELDS, timezoneOptionsWith } from '@farebox/domain';
import { Button } from '@/ui/button';
import { EditConflictNotice } from '@/ui/edit-conflict-notice';
import { SelectField, TextAreaField, TextField } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import { RichTextEditor } from '@/ui/rich-text/rich-text-editor';
import { useToast } from '@/ui/toast';
import { PicturesField } from '@/features/images/pictures/pictures-field';
import { usePicturesForm } from '@/features/images/pictures/use-pictures-form';
import { GlobalErrorLine, LocationFormActions, useSaveOutcome } from '../location-form';
import { LocationCityPicker, useCountryIdOptions } from '../location-options';
import { useSaveCity } from './cities.api';
import { cityProblems, formFieldOf, toCityFields, toFormValues, type CityFormValues } from './city-form-values';
import type { CityDetails } from './city.types';
import { ProvincePicker } from './province-picker';

const NOTE_LABELS: Record<(typeof CITY_NOTE_FIELDS)[number], string> = {
  highSeason: 'High season',
  placesToSee: 'Places to see',
  goodToKnow: 'Good to know',
};
const RICH_TEXT_LABELS = { promotionHtml: 'Promotion HTML', description: 'Description' } as const;

/** Create (no `city`) or edit form: country, name, timezone, province, nearby cities, notes and rich text. */
export function CityForm({ city, onReload }: { city?: CityDetails; onReload?: () => Promise<{ data?: CityDetails }> }) {
  const navigate = useNavigate();
  const { notify } = useToast();
  const save = useSaveCity(city);
  const countries = useCountryIdOptions();
  const resolver = useMemo(() => problemsResolver<CityFormValues>(cityProblems), []);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    reset,
    watch,
    formState: { errors },
  } = useForm<CityFormValues>({ defaultValues: toFormValues(city), resolver });
  const nearby = useFieldArray({ control, name: 'nearbyCities', keyName: 'key' });
  // The server names the province and nearby cities by their ids; their messages show under the pickers.
  const outcome = useSaveOutcome<CityFormValues>('city', (field, error) => setError(formFieldOf(field) as Path<CityFormValues>, error));
  const countryId = watch('countryId');
  const pictures = usePicturesForm('city', city?.id);
  const zones = useMemo(() => timezoneOptionsWith(city?.timezone ?? '').map((z) => ({ value: z, label: z })), [city?.timezone]);

  const onValid = async (values: CityFormValues) => {
    outcome.start();
    try {
      const saved = await save.mutateAsync(toCityFields(values));
      await pictures.save(saved.id);
      notify({ kind: 'success', title: city ? 'City updated' : 'City created', text: saved.name });
      void navigate(`/cities/${saved.id}`);
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
    <form noValidate aria-label={city ? 'Edit city' : 'Add a new city'} className="space-y-4" onSubmit={(e) => void handleSubmit(onValid, outcome.invalid)(e)}>
      {outcome.conflict && <EditConflictNotice changes={outcome.conflict} onReload={() => void reload()} />}
      <div className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2">
        {/* Controlled: the options arrive after the stored country, which a registered select would not show. */}
        <Controller
          control={control}
          name="countryId"
          render={({ field, fieldState }) => (
            <SelectField
              label="Country"
              required
              placeholder="Choose…"
              options={countries.data ?? []}
              error={fieldState.error?.message}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              // The province belongs to the country: another country clears it.
              onChange={(e) => {
                field.onChange(e.target.value);
                setValue('province', null);
              }}
            />
          )}
        />
        <TextField label="City name" required error={errors.name?.message} {...register('name')} />
        <SelectField label="Timezone" required placeholder="Choose…" options={zones} error={errors.timezone?.message} {...register('timezone')} />
        <Controller
          control={control}
          name="province"
          render={({ field, fieldState }) => (
            <ProvincePicker key={countryId} countryId={countryId} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      </div>
      <fieldset className="space-y-3 rounded border border-slate-200 bg-white p-4">
        <legend className="px-1 text-sm font-medium text-slate-800">Nearby cities</legend>
        {nearby.fields.length === 0 ? (
          <p className="text-sm text-slate-700">No nearby cities.</p>
        ) : (
          <ul className="space-y-2">
            {nearby.fields.map((n, i) => (
              <li key={n.key} className="flex items-center gap-2 text-sm text-slate-900">
                <span>{n.label}</span>
                <Button variant="ghost" size="sm" aria-label={`Remove ${n.label}`} onClick={() => nearby.remove(i)}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <LocationCityPicker
          label="Add a nearby city"
          value={null}
          onChange={(c) => c && c.value !== city?.id && !nearby.fields.some((n) => n.value === c.value) && nearby.append(c)}
          error={errors.nearbyCities?.message ?? errors.nearbyCities?.root?.message}
        />
      </fieldset>
      <div className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-3">
        {CITY_NOTE_FIELDS.map((key) => (
          <TextAreaField key={key} label={NOTE_LABELS[key]} rows={3} error={errors[key]?.message} {...register(key)} />
        ))}
      </div>
      {(['promotionHtml', 'description'] as const).map((key) => (
        <Controller
          key={key}
          control={control}
          name={key}
          render={({ field, fieldState }) => (
            <RichTextEditor label={RICH_TEXT_LABELS[key]} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      ))}
      <PicturesField ownerType="city" value={pictures.value} onChange={pictures.onChange} loading={pictures.loading} />
      <GlobalErrorLine message={outcome.globalError} />
      <LocationFormActions saving={save.isPending || pictures.saving} cancelTo={city ? `/cities/${city.id}` : '/cities'} />
    </form>
  );
}
