import { useMemo } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/ui/button';
import { EditConflictNotice } from '@/ui/edit-conflict-notice';
import { SelectField, TextField } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import { RichTextEditor } from '@/ui/rich-text/rich-text-editor';
import { useToast } from '@/ui/toast';
import { PicturesField } from '@/features/images/pictures/pictures-field';
import { usePicturesForm } from '@/features/images/pictures/use-pictures-form';
import { GlobalErrorLine, LocationFormActions, useSaveOutcome } from '../location-form';
import { LocationCityPicker, useCountryIdOptions } from '../location-options';
import { useSaveProvince } from './provinces.api';
import { provinceProblems, toFormValues, toProvinceFields, type ProvinceFormValues } from './province-form-values';
import type { ProvinceDto } from './province.types';

/** Create (no `province`) or edit form: name, country, the cities of that country (add and remove), description. */
export function ProvinceForm({ province, onReload }: { province?: ProvinceDto; onReload?: () => Promise<{ data?: ProvinceDto }> }) {
  const navigate = useNavigate();
  const { notify } = useToast();
  const save = useSaveProvince(province);
  const countries = useCountryIdOptions();
  const resolver = useMemo(() => problemsResolver<ProvinceFormValues>(provinceProblems), []);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<ProvinceFormValues>({ defaultValues: toFormValues(province), resolver });
  const cities = useFieldArray({ control, name: 'cities', keyName: 'key' });
  const outcome = useSaveOutcome<ProvinceFormValues>('province', setError);
  const pictures = usePicturesForm('province', province?.id);
  const countryId = watch('countryId');

  const onValid = async (values: ProvinceFormValues) => {
    outcome.start();
    try {
      const saved = await save.mutateAsync(toProvinceFields(values));
      await pictures.save(saved.id);
      notify({ kind: 'success', title: province ? 'Province updated' : 'Province created', text: saved.name });
      void navigate(`/provinces/${saved.id}`);
    } catch (error) {
      outcome.fail(error);
    }
  };

  const reload = async () => {
    const latest = await onReload?.();
    if (latest?.data) reset(toFormValues(latest.data));
    outcome.clearConflict();
  };

  const country = register('countryId');
  return (
    <form
      noValidate
      aria-label={province ? 'Edit province' : 'Create province'}
      className="space-y-4"
      onSubmit={(e) => void handleSubmit(onValid, outcome.invalid)(e)}
    >
      {outcome.conflict && <EditConflictNotice changes={outcome.conflict} onReload={() => void reload()} />}
      <div className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <TextField label="Name" required error={errors.name?.message} {...register('name')} />
        <SelectField
          label="Country"
          required
          placeholder="Choose…"
          options={countries.data ?? []}
          loadingOptions={countries.isPending}
          error={errors.countryId?.message}
          {...country}
          // The cities belong to the country: another country starts an empty list.
          onChange={(e) => void country.onChange(e).then(() => cities.replace([]))}
        />
      </div>
      <fieldset className="space-y-3 rounded border border-slate-200 bg-white p-4">
        <legend className="px-1 text-sm font-medium text-slate-800">Cities</legend>
        {cities.fields.length === 0 ? (
          <p className="text-sm text-slate-700">No cities in this province.</p>
        ) : (
          <ul className="space-y-2">
            {cities.fields.map((city, i) => (
              <li key={city.key} className="flex items-center gap-2 text-sm text-slate-900">
                <span>{city.label}</span>
                <Button variant="ghost" size="sm" aria-label={`Remove ${city.label}`} onClick={() => cities.remove(i)}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <LocationCityPicker
          label="Add a city"
          countryId={countryId}
          disabled={!countryId}
          value={null}
          onChange={(city) => city && !cities.fields.some((c) => c.value === city.value) && cities.append(city)}
          error={errors.cities?.message ?? errors.cities?.root?.message}
        />
      </fieldset>
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <RichTextEditor label="Description" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <PicturesField ownerType="province" value={pictures.value} onChange={pictures.onChange} loading={pictures.loading} />
      <GlobalErrorLine message={outcome.globalError} />
      <LocationFormActions saving={save.isPending || pictures.saving} cancelTo={province ? `/provinces/${province.id}` : '/provinces'} />
    </form>
  );
}
