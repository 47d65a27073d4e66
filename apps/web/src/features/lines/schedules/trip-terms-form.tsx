import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TRIP_SOURCE_LABELS, validateTripTerms, type TripTermsFields } from '@farebox/domain';
import { ApiError } from '@/api/api-error';
import { usePriceRules } from '@/features/lines/prices/prices.api';
import { Button } from '@/ui/button';
import { EditConflictNotice, conflictChanges } from '@/ui/edit-conflict-notice';
import { SelectField, TextField } from '@/ui/form-fields';
import { problemsResolver, toFormErrors } from '@/ui/form-resolver';
import { useToast } from '@/ui/toast';
import { ImpactSummary } from './impact-summary';
import { priceRuleLabel } from './price-rule-label';
import { scheduleErrors } from './schedule-errors';
import { useTripTerms, type ScheduleTrip, type TripTermsSave } from './schedules.api';

const PRICE_SOURCES = [
  { value: 'event', label: TRIP_SOURCE_LABELS.event },
  { value: 'line', label: TRIP_SOURCE_LABELS.line },
  { value: 'trip', label: 'A price rule for this trip' },
];
const STATION_SOURCES = [
  { value: 'event', label: TRIP_SOURCE_LABELS.event },
  { value: 'line', label: TRIP_SOURCE_LABELS.line },
  { value: 'trip', label: 'Its own list (a copy to edit)' },
];
const PREPAID_SOURCES = [
  { value: 'event', label: TRIP_SOURCE_LABELS.event },
  { value: 'line', label: TRIP_SOURCE_LABELS.line },
  { value: 'trip', label: 'A manual number' },
];

/** Empty inputs are "nothing chosen": no rule, no number. */
const normalise = (v: TripTermsFields): TripTermsFields => ({
  ...v,
  priceRuleId: v.priceSource === 'trip' && v.priceRuleId ? v.priceRuleId : null,
  prepaidSeats: v.prepaidSource === 'trip' && v.prepaidSeats !== null && !Number.isNaN(v.prepaidSeats) ? v.prepaidSeats : null,
});

/**
 * Edit trip (spec part 2, 2.10): the price rule, the stops and the prepaid allocation each from the event, the line or
 * for this trip only. On a recurring event's trip this is the single-occurrence edit: only this date changes and the
 * event keeps the rest. Preview answers what the save does (the server's dry run), including its refusal.
 */
export function TripTermsForm({
  lineId,
  trip,
  onErrors,
  onDone,
}: {
  lineId: string;
  trip: ScheduleTrip;
  onErrors: (errors: string[]) => void;
  onDone: () => void;
}) {
  const { notify } = useToast();
  const save = useTripTerms(lineId);
  const rules = usePriceRules(lineId);
  const resolver = useMemo(() => problemsResolver<TripTermsFields>(validateTripTerms, normalise), []);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<TripTermsFields>({
    defaultValues: {
      priceSource: trip.priceSource,
      priceRuleId: trip.priceRuleId ?? '',
      multiStationsSource: trip.multiStationsSource,
      prepaidSource: trip.prepaidSource,
      prepaidSeats: trip.prepaidSeats,
    },
    resolver,
  });
  const [preview, setPreview] = useState<TripTermsSave | null>(null);
  const [conflict, setConflict] = useState<ReturnType<typeof conflictChanges>>(null);

  const submit = (dryRun: boolean) =>
    handleSubmit(async (values) => {
      try {
        const saved = await save.mutateAsync({ tripId: trip.id, body: { ...values, version: trip.version, dryRun } });
        if (dryRun) return setPreview(saved);
        notify({ kind: 'success', title: 'Trip saved', text: trip.localDeparture.replace('T', ' ') });
        onDone();
      } catch (error) {
        const changes = conflictChanges(error);
        if (changes) return setConflict(changes);
        if (error instanceof ApiError && error.status === 400 && error.fieldErrors.length > 0)
          for (const [field, value] of Object.entries(toFormErrors<TripTermsFields>(error.fieldErrors)))
            setError(field as keyof TripTermsFields, value as never);
        onErrors(scheduleErrors(error));
      }
    });

  return (
    <form aria-label="Edit trip" noValidate className="mt-4 space-y-3 border-t border-slate-200 pt-3" onSubmit={(e) => void submit(false)(e)}>
      <h3 className="text-sm font-semibold text-slate-900">{trip.eventId ? 'Edit this date only' : 'Edit trip'}</h3>
      {trip.eventId && (
        <p className="text-xs text-slate-700">
          Only this date changes; the event keeps its other dates, and editing the event later keeps this date's choices.
        </p>
      )}
      {conflict && <EditConflictNotice changes={conflict} onReload={onDone} />}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label="Price rule" options={PRICE_SOURCES} {...register('priceSource')} />
        {watch('priceSource') === 'trip' && (
          <SelectField
            label="Price rule of this trip"
            placeholder="Choose…"
            required
            loadingOptions={rules.isLoading}
            options={(rules.data?.data ?? []).map((r) => ({ value: r.id, label: priceRuleLabel(r) }))}
            error={errors.priceRuleId?.message}
            {...register('priceRuleId')}
          />
        )}
        <SelectField label="Multi-stations" options={STATION_SOURCES} {...register('multiStationsSource')} />
        <SelectField label="Prepaid" options={PREPAID_SOURCES} {...register('prepaidSource')} />
        {watch('prepaidSource') === 'trip' && (
          <TextField
            label="Prepaid number of this trip"
            type="number"
            min={0}
            step={1}
            required
            error={errors.prepaidSeats?.message}
            {...register('prepaidSeats', { valueAsNumber: true })}
          />
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={save.isPending} onClick={() => void submit(true)()}>
          Preview changes
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save trip
        </Button>
      </div>
      {preview && (
        <>
          <ImpactSummary impact={preview.impact} />
          <p className="text-sm text-slate-900">
            Prepaid allocation after the save: {preview.trip.allocatedSeats ?? 'none'} (tickets sold: {preview.trip.seatsSold})
          </p>
        </>
      )}
    </form>
  );
}
