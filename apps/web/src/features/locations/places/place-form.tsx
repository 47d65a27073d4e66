import { PlaceMessage, PLACES_PATH } from '@farebox/domain';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { conflictChanges, EditConflictNotice } from '@/ui/edit-conflict-notice';
import { SelectField, TextField } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import { LocationMap } from '@/ui/map';
import { RichTextEditor } from '@/ui/rich-text/rich-text-editor';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { PicturesField } from '@/features/images/pictures/pictures-field';
import { usePicturesForm } from '@/features/images/pictures/use-pictures-form';
import { GlobalErrorLine, LocationFormActions, useSaveOutcome } from '../location-form';
import { LocationCityPicker, useCountryIdOptions } from '../location-options';
import { usePlaceTypeOptions, useSavePlace } from './places.api';
import { formFieldOf, markerOf, placeProblems, toFormValues, toPlaceFields, type PlaceFormValues } from './place-form-values';
import type { PlaceDto } from './place.types';

/**
 * Create (no `place`) or edit form. The city picker offers the cities of the chosen country; a failed save shows
 * 'Failed Edit Farebox Place' and the server's message in the global line and a toast (spec part 3, section 8).
 */
export function PlaceForm({ place, onReload }: { place?: PlaceDto; onReload?: () => Promise<{ data?: PlaceDto }> }) {
  const navigate = useNavigate();
  const { notify } = useToast();
  const save = useSavePlace(place);
  const countries = useCountryIdOptions();
  const types = usePlaceTypeOptions('id');
  const resolver = useMemo(() => problemsResolver<PlaceFormValues>(placeProblems), []);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    reset,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<PlaceFormValues>({ defaultValues: toFormValues(place), resolver });
  const outcome = useSaveOutcome<PlaceFormValues>('place', (field, error) => setError(formFieldOf(field), error));
  const [failure, setFailure] = useState<string | null>(null);
  const pictures = usePicturesForm('place', place?.id);
  const countryId = watch('country');
  const [name, latitude, longitude] = watch(['name', 'latitude', 'longitude']);

  /** A click on the map places the point (six decimals, about 10 cm). */
  const pick = (lng: number, lat: number) => {
    setValue('latitude', lat.toFixed(6), { shouldValidate: isSubmitted, shouldDirty: true });
    setValue('longitude', lng.toFixed(6), { shouldValidate: isSubmitted, shouldDirty: true });
  };

  const onValid = async (values: PlaceFormValues) => {
    outcome.start();
    setFailure(null);
    try {
      const saved = await save.mutateAsync(toPlaceFields(values));
      await pictures.save(saved.id);
      notify({ kind: 'success', title: place ? 'Place updated' : 'Place created', text: saved.name });
      void navigate(`${PLACES_PATH}/${saved.id}`);
    } catch (error) {
      outcome.fail(error);
      if (conflictChanges(error)) return;
      setFailure(`${PlaceMessage.EditFailed}: ${errorMessage(error)}`);
      notify({ kind: 'error', title: PlaceMessage.EditFailed, text: errorMessage(error) });
    }
  };

  const onInvalid = () => {
    setFailure(null);
    outcome.invalid();
  };

  const reload = async () => {
    const latest = await onReload?.();
    if (latest?.data) reset(toFormValues(latest.data));
    outcome.clearConflict();
  };

  return (
    <form noValidate aria-label={place ? 'Edit place' : 'Create place'} className="space-y-4" onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)}>
      {outcome.conflict && <EditConflictNotice changes={outcome.conflict} onReload={() => void reload()} />}
      <div className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField label="Name" required error={errors.name?.message} {...register('name')} />
        <TextField label="Address" required error={errors.address?.message} {...register('address')} />
        <SelectField
          label="Type"
          required
          placeholder="Choose a type"
          options={types.data ?? []}
          loadingOptions={types.isPending}
          error={errors.type?.message}
          {...register('type')}
        />
        <SelectField
          label="Country"
          required
          placeholder="Choose a country"
          options={countries.data ?? []}
          loadingOptions={countries.isPending}
          error={errors.country?.message}
          {...register('country', { onChange: () => setValue('city', null) })}
        />
        <Controller
          control={control}
          name="city"
          render={({ field, fieldState }) => (
            <LocationCityPicker
              label="City"
              required
              value={field.value}
              onChange={field.onChange}
              countryId={countryId || undefined}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextField label="Expiration date" type="date" error={errors.expirationDate?.message} {...register('expirationDate')} />
        <TextField label="Latitude" inputMode="decimal" hint="-90 to 90, e.g. 13.7437" error={errors.latitude?.message} {...register('latitude')} />
        <TextField label="Longitude" inputMode="decimal" hint="-180 to 180, e.g. 100.4888" error={errors.longitude?.message} {...register('longitude')} />
      </div>
      <div className="rounded border border-slate-200 bg-white p-4">
        <p className="mb-2 text-sm text-slate-800">Click the map to place the point, or type its latitude and longitude.</p>
        <LocationMap ariaLabel="Map of the place" points={markerOf({ name, latitude, longitude })} onPick={pick} width={480} />
      </div>
      <Controller
        control={control}
        name="aboutPointOfInterest"
        render={({ field, fieldState }) => (
          <RichTextEditor label="About this place" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <PicturesField ownerType="place" value={pictures.value} onChange={pictures.onChange} loading={pictures.loading} />
      <GlobalErrorLine message={failure ?? outcome.globalError} />
      <LocationFormActions saving={save.isPending || pictures.saving} cancelTo={place ? `${PLACES_PATH}/${place.id}` : PLACES_PATH} />
    </form>
  );
}
