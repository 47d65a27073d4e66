import { useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { EVENT_MINUTE_STEP, WEEKDAY_FORM_ORDER, WEEKDAY_LABELS, WEEKDAYS, eventEnd, toggleWeekday, validateEvent, type EventFields } from '@farebox/domain';
import { Button } from '@/ui/button';
import { EditConflictNotice, conflictChanges } from '@/ui/edit-conflict-notice';
import { ReadOnlyField, SelectField, TextField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { problemsResolver, toFormErrors } from '@/ui/form-resolver';
import { useToast } from '@/ui/toast';
import { ApiError } from '@/api/api-error';
import { usePriceRules } from '@/features/lines/prices/prices.api';
import { ImpactSummary } from './impact-summary';
import { scheduleErrors } from './schedule-errors';
import { useSaveEvent, type Direction, type EventSave, type ScheduleEvent } from './schedules.api';
import { priceRuleLabel } from './price-rule-label';

type EventFormValues = EventFields & { multiStationsSource: 'line' | 'event'; priceRuleId: string | null };

const DEFAULT_COLOR = '#3b82f6';

function toFormValues(event: ScheduleEvent | undefined, today: string): EventFormValues {
  if (!event)
    return {
      title: '',
      color: DEFAULT_COLOR,
      startTime: '08:00',
      durationMinutes: 60,
      daysOfWeek: [...WEEKDAYS],
      dateRanges: [{ startDate: today, endDate: null }],
      seats: 40,
      allocations: [],
      multiStationsSource: 'line',
      priceRuleId: '',
    };
  return {
    title: event.title,
    color: event.color,
    startTime: event.startTime,
    durationMinutes: event.durationMinutes,
    daysOfWeek: event.daysOfWeek,
    dateRanges: event.dateRanges.map((r) => ({ startDate: r.startDate, endDate: r.endDate ?? null })),
    seats: event.seats,
    allocations: event.allocations,
    multiStationsSource: event.multiStationsSource,
    priceRuleId: event.priceRuleId ?? '',
  };
}

/** An empty end date is an open range; no price rule chosen is the line's prices. */
const normalise = (v: EventFormValues): EventFormValues => ({
  ...v,
  dateRanges: v.dateRanges.map((r) => ({ ...r, endDate: r.endDate || null })),
  priceRuleId: v.priceRuleId || null,
});

/**
 * Create or edit an event (spec part 2, 2.10): title, colour, start (5-minute steps), duration with the computed end
 * and the cross-day notice, repeat days Mon to Sun with Select All (the only selected day stays), date ranges with
 * an optional end, multi-stations from the line or the event, prepaid allocations with their prepaid invoice, seats.
 * Preview answers what the save will do to trips and bookings (the server's dry run).
 */
export function EventModal({
  lineId,
  direction,
  event,
  today,
  onClose,
  onErrors,
  onSaved,
}: {
  lineId: string;
  direction: Direction;
  event?: ScheduleEvent;
  today: string;
  onClose: () => void;
  onErrors: (errors: string[]) => void;
  onSaved: () => void;
}) {
  const { notify } = useToast();
  const save = useSaveEvent(lineId);
  const rules = usePriceRules(lineId);
  const resolver = useMemo(() => problemsResolver<EventFormValues>(validateEvent, normalise), []);
  const form = useForm<EventFormValues>({ defaultValues: toFormValues(event, today), resolver });
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = form;
  const ranges = useFieldArray({ control, name: 'dateRanges' });
  const allocations = useFieldArray({ control, name: 'allocations' });
  const [impact, setImpact] = useState<EventSave['impact'] | null>(null);
  const [conflict, setConflict] = useState<ReturnType<typeof conflictChanges>>(null);
  const end = eventEnd(watch('startTime'), Number(watch('durationMinutes')));

  const submit = (dryRun: boolean) =>
    handleSubmit(async (values) => {
      try {
        const saved = await save.mutateAsync({ editing: event, direction, body: { ...values, dryRun } });
        if (dryRun) {
          setImpact(saved.impact);
          return;
        }
        notify({ kind: 'success', title: event ? 'Event updated' : 'Event created', text: saved.event?.title });
        onSaved();
      } catch (error) {
        const changes = conflictChanges(error);
        if (changes) return setConflict(changes);
        if (error instanceof ApiError && error.status === 400 && error.fieldErrors.length > 0) {
          const fieldErrors = toFormErrors<EventFormValues>(error.fieldErrors);
          for (const [field, value] of Object.entries(fieldErrors)) setError(field as keyof EventFormValues, value as never);
        }
        onErrors(scheduleErrors(error));
      }
    });

  const rangeError = (i: number, key: 'startDate' | 'endDate') => errors.dateRanges?.[i]?.[key]?.message;
  const allocationError = (i: number, key: 'startDate' | 'endDate' | 'allocatedSeats' | 'invoiceNumber') => errors.allocations?.[i]?.[key]?.message;

  return (
    <FormModal
      title={event ? 'Edit event' : 'New event'}
      size="lg"
      onClose={onClose}
      onSubmit={(e) => void submit(false)(e)}
      submitLabel="Save"
      busy={save.isPending}
      extraActions={
        <Button variant="secondary" onClick={() => void submit(true)()} disabled={save.isPending}>
          Preview changes
        </Button>
      }
    >
      {conflict && <EditConflictNotice changes={conflict} onReload={onClose} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Title" required error={errors.title?.message} {...register('title')} />
        <TextField label="Colour" type="color" error={errors.color?.message} {...register('color')} />
        <TextField label="Start" type="time" step={EVENT_MINUTE_STEP * 60} required error={errors.startTime?.message} {...register('startTime')} />
        <TextField
          label="Duration (minutes)"
          type="number"
          min={1}
          required
          error={errors.durationMinutes?.message}
          {...register('durationMinutes', { valueAsNumber: true })}
        />
        <dl>
          <ReadOnlyField label="End" value={end ? `${end.time}${end.dayOffset > 0 ? ` (+${end.dayOffset} day${end.dayOffset > 1 ? 's' : ''})` : ''}` : '—'} />
        </dl>
        <TextField label="Seats" type="number" min={0} required error={errors.seats?.message} {...register('seats', { valueAsNumber: true })} />
      </div>
      {end && end.dayOffset > 0 && (
        <p role="note" className="mt-2 rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
          This event crosses midnight: the calendar shows each trip split at 11:59 PM and continued the next day. It stays one trip.
        </p>
      )}

      <Controller
        control={control}
        name="daysOfWeek"
        render={({ field }) => (
          <fieldset className="mt-4">
            <legend className="text-sm font-medium text-slate-900">Repeat days</legend>
            <div className="mt-1 flex flex-wrap items-center gap-3">
              {WEEKDAY_FORM_ORDER.map((d) => (
                <label key={d} className="flex items-center gap-1 text-sm text-slate-900">
                  <input type="checkbox" checked={field.value.includes(d)} onChange={() => field.onChange(toggleWeekday(field.value, d))} />
                  {WEEKDAY_LABELS[d]}
                </label>
              ))}
              <Button size="sm" variant="ghost" onClick={() => field.onChange([...WEEKDAYS])}>
                Select All
              </Button>
            </div>
            {errors.daysOfWeek?.message && <p className="mt-1 text-sm text-red-700">{errors.daysOfWeek.message}</p>}
          </fieldset>
        )}
      />

      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-slate-900">Date ranges</legend>
        {errors.dateRanges?.message && <p className="text-sm text-red-700">{errors.dateRanges.message}</p>}
        {ranges.fields.map((r, i) => (
          <div key={r.id} className="mt-2 grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
            <TextField label={`Range ${i + 1} start`} type="date" required error={rangeError(i, 'startDate')} {...register(`dateRanges.${i}.startDate`)} />
            <TextField label={`Range ${i + 1} end (optional)`} type="date" error={rangeError(i, 'endDate')} {...register(`dateRanges.${i}.endDate`)} />
            <Button variant="ghost" size="sm" onClick={() => ranges.remove(i)} disabled={ranges.fields.length === 1}>
              Remove range {i + 1}
            </Button>
          </div>
        ))}
        <Button className="mt-2" size="sm" variant="secondary" onClick={() => ranges.append({ startDate: today, endDate: null })}>
          Add date range
        </Button>
      </fieldset>

      <SelectField
        className="mt-4"
        label="Price rule"
        hint="A rule chosen here prices every trip of the event; otherwise the line's prices and matching rules do."
        loadingOptions={rules.isLoading}
        options={[{ value: '', label: "The line's prices" }, ...(rules.data?.data ?? []).map((r) => ({ value: r.id, label: priceRuleLabel(r) }))]}
        {...register('priceRuleId')}
      />

      <SelectField
        className="mt-4"
        label="Multi-stations"
        options={[
          { value: 'line', label: 'From the line' },
          { value: 'event', label: 'For this event' },
        ]}
        {...register('multiStationsSource')}
      />

      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-slate-900">Prepaid ticket allocations</legend>
        <p className="text-xs text-slate-700">Prepaid seats are paid by a prepaid invoice: give its number.</p>
        {allocations.fields.map((a, i) => (
          <div key={a.id} className="mt-2 grid items-end gap-2 sm:grid-cols-5">
            <TextField label="Start" type="date" required error={allocationError(i, 'startDate')} {...register(`allocations.${i}.startDate`)} />
            <TextField label="End" type="date" required error={allocationError(i, 'endDate')} {...register(`allocations.${i}.endDate`)} />
            <TextField
              label="Total"
              type="number"
              min={0}
              required
              error={allocationError(i, 'allocatedSeats')}
              {...register(`allocations.${i}.allocatedSeats`, { valueAsNumber: true })}
            />
            <TextField label="Prepaid invoice" required error={allocationError(i, 'invoiceNumber')} {...register(`allocations.${i}.invoiceNumber`)} />
            <Button variant="ghost" size="sm" onClick={() => allocations.remove(i)}>
              Remove allocation {i + 1}
            </Button>
          </div>
        ))}
        <Button
          className="mt-2"
          size="sm"
          variant="secondary"
          onClick={() => allocations.append({ startDate: today, endDate: today, allocatedSeats: 0, invoiceNumber: '' })}
        >
          Add allocation
        </Button>
      </fieldset>

      {impact && <ImpactSummary impact={impact} />}
    </FormModal>
  );
}
