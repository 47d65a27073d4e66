import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EditConflictNotice } from '@/ui/edit-conflict-notice';
import { TextField } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import { RichTextEditor } from '@/ui/rich-text/rich-text-editor';
import { useToast } from '@/ui/toast';
import { PicturesField } from '@/features/images/pictures/pictures-field';
import { usePicturesForm } from '@/features/images/pictures/use-pictures-form';
import { GlobalErrorLine, LocationFormActions, useSaveOutcome } from '../location-form';
import { LocationCityPicker } from '../location-options';
import { stationProblems, toFormValues, toStationFields, type StationFormValues } from './station-form-values';
import { LocationTypePicker, StationZonePicker, locationTypeLabel } from './station-options';
import { StationPlaceFields } from './station-place-fields';
import type { StationDetail } from './station.types';
import { useSaveStation } from './stations.api';

/** Create (no `station`) or edit form: name, city, zone, location type, point or area with the map, about the station, pictures. */
export function StationForm({ station, onReload }: { station?: StationDetail; onReload?: () => Promise<{ data?: StationDetail }> }) {
  const navigate = useNavigate();
  const { notify } = useToast();
  const save = useSaveStation(station);
  const resolver = useMemo(() => problemsResolver<StationFormValues>(stationProblems), []);
  const form = useForm<StationFormValues>({ defaultValues: toFormValues(station, locationTypeLabel), resolver });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors },
  } = form;
  const outcome = useSaveOutcome<StationFormValues>('station', setError);
  const pictures = usePicturesForm('station', station?.id);

  const onValid = async (values: StationFormValues) => {
    outcome.start();
    try {
      const saved = await save.mutateAsync(toStationFields(values));
      await pictures.save(saved.id);
      notify({ kind: 'success', title: station ? 'Station updated' : 'Station created', text: saved.name });
      void navigate(`/stations/${saved.id}`);
    } catch (error) {
      outcome.fail(error);
    }
  };

  const reload = async () => {
    const latest = await onReload?.();
    if (latest?.data) reset(toFormValues(latest.data, locationTypeLabel));
    outcome.clearConflict();
  };

  return (
    <form
      noValidate
      aria-label={station ? 'Edit station' : 'Create station'}
      className="space-y-4"
      onSubmit={(e) => void handleSubmit(onValid, outcome.invalid)(e)}
    >
      {outcome.conflict && <EditConflictNotice changes={outcome.conflict} onReload={() => void reload()} />}
      <div className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <TextField label="Name" required error={errors.name?.message} {...register('name')} />
        <Controller
          control={control}
          name="city"
          render={({ field, fieldState }) => (
            <LocationCityPicker
              label="City"
              required
              value={field.value}
              onChange={(city) => {
                if (city?.value !== field.value?.value) setValue('zone', null);
                field.onChange(city);
              }}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="zone"
          render={({ field, fieldState }) => (
            <StationZonePicker
              label="Zone"
              cityId={form.watch('city')?.value}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="locationType"
          render={({ field, fieldState }) => (
            <LocationTypePicker label="Location type" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      </div>
      <StationPlaceFields form={form} />
      <Controller
        control={control}
        name="aboutStation"
        render={({ field, fieldState }) => (
          <RichTextEditor label="About the station" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <PicturesField ownerType="station" value={pictures.value} onChange={pictures.onChange} loading={pictures.loading} />
      <GlobalErrorLine message={outcome.globalError} />
      <LocationFormActions saving={save.isPending || pictures.saving} cancelTo={station ? `/stations/${station.id}` : '/stations'} />
    </form>
  );
}
