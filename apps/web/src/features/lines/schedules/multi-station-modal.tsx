import { useMemo, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  MULTI_STATION_KIND_LABELS,
  PICKUP_SELECTION_LABELS,
  PICKUP_SELECTION_TYPES,
  validateMultiStation,
  type MultiStationFields,
  type MultiStationKind,
} from '@farebox/domain';
import { ApiError } from '@/api/api-error';
import { Button } from '@/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { problemsResolver, toFormErrors } from '@/ui/form-resolver';
import { useToast } from '@/ui/toast';
import { useCityChoices, useSaveMultiStation, useStationChoices, type MultiStation } from './multi-stations.api';
import { scheduleErrors } from './schedule-errors';
import type { Direction } from './schedules.api';

type Values = MultiStationFields & { cityId: string };

const emptyPickup = (): NonNullable<MultiStationFields['pickupDropoff']> => ({
  price: '',
  perPassenger: true,
  showFlightDetails: false,
  selectionType: 'anywhere',
  note: '',
  points: [],
  hotels: [],
});

function toValues(kind: MultiStationKind, entry?: MultiStation): Values {
  if (!entry)
    return {
      kind,
      cityId: '',
      stationId: '',
      isPrimary: false,
      isBoarding: true,
      isDropoff: true,
      timeOffsetMinutes: 0,
      price: '',
      pickupDropoff: kind === 'pickupDropoff' ? emptyPickup() : null,
    };
  return {
    kind: entry.kind,
    cityId: entry.cityId,
    stationId: entry.stationId,
    isPrimary: entry.isPrimary,
    isBoarding: entry.isBoarding,
    isDropoff: entry.isDropoff,
    timeOffsetMinutes: entry.timeOffsetMinutes,
    price: entry.price ?? '',
    pickupDropoff: entry.pickupDropoff ? { ...entry.pickupDropoff } : entry.kind === 'pickupDropoff' ? emptyPickup() : null,
  };
}

/**
 * Add a stop, add a pick-up/drop-off, or edit an entry of a multi-stations list (spec part 2, 2.10): the station-line
 * selector (city, then station), the offset in minutes (fixed at 0 for the primary boarding station), boarding,
 * drop-off and price; a pick-up/drop-off adds its price, per passenger, flight details, selection type with points,
 * and a note. The hotel list has its own modal.
 */
export function MultiStationModal({
  lineId,
  direction,
  kind,
  entry,
  tripId,
  onErrors,
  onClose,
}: {
  lineId: string;
  direction: Direction;
  /** A new entry goes to this trip's own list. */
  tripId?: string;
  kind: MultiStationKind;
  entry?: MultiStation;
  onErrors: (errors: string[]) => void;
  onClose: () => void;
}) {
  const { notify } = useToast();
  const save = useSaveMultiStation(lineId, direction, tripId);
  const resolver = useMemo(() => problemsResolver<Values>(validateMultiStation), []);
  const form = useForm<Values>({ defaultValues: toValues(kind, entry), resolver });
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors },
  } = form;
  const points = useFieldArray({ control, name: 'pickupDropoff.points' });
  const [cityName, setCityName] = useState('');
  const cities = useCityChoices(cityName);
  const cityId = watch('cityId');
  const stations = useStationChoices(cityId);
  const primaryBoarding = !!entry?.isPrimary && entry.isBoarding;
  const isPickup = watch('kind') === 'pickupDropoff';
  const selection = watch('pickupDropoff.selectionType');

  const cityOptions = [
    ...(entry && !cities.data?.data.some((c) => c.id === entry.cityId) ? [{ value: entry.cityId, label: entry.cityName }] : []),
    ...(cities.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.name}, ${c.country.name}` })),
  ];
  const stationOptions = [
    ...(entry && entry.cityId === cityId && !stations.data?.data.some((s) => s.id === entry.stationId)
      ? [{ value: entry.stationId, label: entry.stationName }]
      : []),
    ...(stations.data?.data ?? []).map((s) => ({ value: s.id, label: s.address ? `${s.name} (${s.address})` : s.name })),
  ];

  const onValid = async (values: Values) => {
    const { cityId: _city, isPrimary: _primary, ...body } = values;
    try {
      await save.mutateAsync({ editing: entry, body: { ...body, pickupDropoff: body.kind === 'pickupDropoff' ? body.pickupDropoff : null } });
      notify({ kind: 'success', title: entry ? 'Station updated' : 'Station added' });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        for (const [field, value] of Object.entries(toFormErrors<Values>(error.fieldErrors))) setError(field as keyof Values, value as never);
      }
      onErrors(scheduleErrors(error));
    }
  };

  const title = entry ? `Edit ${entry.stationName}` : kind === 'stop' ? 'Add stop' : 'Add pick-up/drop-off';
  return (
    <FormModal title={title} size="lg" onClose={onClose} onSubmit={(e) => void handleSubmit(onValid)(e)} submitLabel="Save" busy={save.isPending}>
      <p className="mb-3 text-sm text-slate-700">Type: {MULTI_STATION_KIND_LABELS[watch('kind')]}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {!entry?.isPrimary && (
          <TextField label="Find city" value={cityName} onChange={(e) => setCityName(e.target.value)} hint="Type part of the city's name." />
        )}
        <SelectField
          label="City"
          required
          disabled={entry?.isPrimary}
          placeholder="Choose a city"
          options={cityOptions}
          {...register('cityId', { onChange: () => setValue('stationId', '') })}
        />
        <SelectField
          label="Station"
          required
          disabled={entry?.isPrimary || cityId === ''}
          placeholder="Choose a station"
          options={stationOptions}
          error={errors.stationId?.message}
          {...register('stationId')}
        />
        <TextField
          label="Offset (minutes)"
          type="number"
          min={0}
          step={1}
          required
          disabled={primaryBoarding}
          hint={primaryBoarding ? 'The primary boarding station is the departure: its offset stays 0.' : 'Minutes after the departure.'}
          error={errors.timeOffsetMinutes?.message}
          {...register('timeOffsetMinutes', { valueAsNumber: true })}
        />
        <TextField label="Price" inputMode="decimal" error={errors.price?.message} {...register('price')} />
        <div className="flex items-end gap-4">
          <CheckboxField label="Boarding" error={errors.isBoarding?.message} {...register('isBoarding')} />
          <CheckboxField label="Drop-off" {...register('isDropoff')} />
        </div>
      </div>

      {isPickup && (
        <fieldset className="mt-4 space-y-3">
          <legend className="text-sm font-medium text-slate-900">Pick-up / drop-off</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Pick-up price" inputMode="decimal" error={errors.pickupDropoff?.price?.message} {...register('pickupDropoff.price')} />
            <SelectField
              label="Selection type"
              required
              placeholder="Choose"
              options={PICKUP_SELECTION_TYPES.map((t) => ({ value: t, label: PICKUP_SELECTION_LABELS[t] }))}
              error={errors.pickupDropoff?.selectionType?.message}
              {...register('pickupDropoff.selectionType')}
            />
            <CheckboxField label="Per passenger" {...register('pickupDropoff.perPassenger')} />
            <CheckboxField label="Show flight details" {...register('pickupDropoff.showFlightDetails')} />
          </div>
          <TextAreaField label="Note" rows={2} {...register('pickupDropoff.note')} />
          {selection === 'points' && (
            <div>
              {errors.pickupDropoff?.points?.message && <p className="text-sm text-red-700">{errors.pickupDropoff.points.message}</p>}
              {points.fields.map((p, i) => (
                <div key={p.id} className="mt-2 grid items-end gap-2 sm:grid-cols-4">
                  <TextField
                    label={`Point ${i + 1} name`}
                    required
                    error={errors.pickupDropoff?.points?.[i]?.name?.message}
                    {...register(`pickupDropoff.points.${i}.name`)}
                  />
                  <TextField
                    label={`Point ${i + 1} time (minutes)`}
                    type="number"
                    min={0}
                    step={1}
                    error={errors.pickupDropoff?.points?.[i]?.time?.message}
                    {...register(`pickupDropoff.points.${i}.time`, { valueAsNumber: true })}
                  />
                  <SelectField
                    label={`Point ${i + 1} before or after`}
                    options={[
                      { value: 'before', label: 'Before departure' },
                      { value: 'after', label: 'After departure' },
                    ]}
                    {...register(`pickupDropoff.points.${i}.beforeAfter`)}
                  />
                  <Button variant="ghost" size="sm" onClick={() => points.remove(i)}>
                    Remove point {i + 1}
                  </Button>
                </div>
              ))}
              <Button className="mt-2" size="sm" variant="secondary" onClick={() => points.append({ name: '', time: 0, beforeAfter: 'before' })}>
                Add point
              </Button>
            </div>
          )}
          {selection === 'anyHotel' && errors.pickupDropoff?.hotels?.message && (
            <p className="text-sm text-red-700">{errors.pickupDropoff.hotels.message} Save with a hotel from the hotel list.</p>
          )}
        </fieldset>
      )}
    </FormModal>
  );
}
