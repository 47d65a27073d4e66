import { useMemo, useState } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { ApiError } from '@/api/api-error';
import { Button } from '@/ui/button';
import { conflictChanges, EditConflictNotice, type ConflictChange } from '@/ui/edit-conflict-notice';
import { SelectField, TextField } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import { useToast } from '@/ui/toast';
import { emptyRule, priceRuleProblems, toRuleBody, toRuleFormValues, WEEKDAYS, type PriceRuleFormValues } from './price-rule-form-values';
import { usePriceChangePreview } from './price-change-preview';
import { useSavePriceRule, type PriceRule, type PriceRuleBody, type PriceRules } from './prices.api';

/** The add-rule form, which becomes the edit form of the rule being edited (spec 2.11). */
export function PriceRuleForm({
  lineId,
  currency,
  context,
  editing,
  onDone,
}: {
  lineId: string;
  currency: string;
  context: PriceRules;
  editing: PriceRule | null;
  onDone: () => void;
}) {
  const { notify } = useToast();
  const save = useSavePriceRule(lineId, editing);
  const ctx = useMemo(
    () => ({ isPrivateTransfer: context.isPrivateTransfer, passengerTypes: context.passengerTypes, stationIds: context.stations.map((s) => s.id) }),
    [context],
  );
  const resolver = useMemo(() => problemsResolver<PriceRuleFormValues>((v) => priceRuleProblems(v, ctx)), [ctx]);
  const form = useForm<PriceRuleFormValues>({ defaultValues: editing ? toRuleFormValues(editing) : emptyRule(), resolver });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const intervals = useFieldArray({ control, name: 'timeIntervals' });
  const types = useFieldArray({ control, name: 'passengerTypes' });
  const [globalError, setGlobalError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);
  const title = editing ? 'Edit rule' : 'New rule';

  const change = usePriceChangePreview({ title: editing ? 'Save the rule?' : 'Add the rule?', confirmLabel: editing ? 'Save rule' : 'Add rule' });

  const failed = (error: unknown) => {
    const changes = conflictChanges(error);
    if (changes) return setConflict(changes);
    if (error instanceof ApiError)
      for (const p of error.fieldErrors)
        form.setError(p.field.replace(/^departureTimes\[\d+\]$/, 'departureTimes') as Path<PriceRuleFormValues>, { type: 'server', message: p.message });
    setGlobalError(`The price rule was not saved: ${error instanceof ApiError ? error.body.message : 'Error Occurred'}`);
  };

  const apply = async (body: PriceRuleBody) => {
    try {
      const saved = await save.mutateAsync(body);
      notify({ kind: 'success', title: editing ? 'Price rule updated' : 'Price rule added', text: `${saved.price} ${saved.currency}` });
      onDone();
    } catch (error) {
      failed(error);
    }
  };

  // Save first shows what the rule does to future trips (the server's dry run), then saves on confirmation.
  const onValid = async (values: PriceRuleFormValues) => {
    setGlobalError(null);
    const body = toRuleBody(values);
    try {
      await change.preview(
        () => save.mutateAsync({ ...body, dryRun: true }),
        () => apply(body),
      );
    } catch (error) {
      failed(error);
    }
  };

  const stationBoxes = (name: 'fromStationIds' | 'toStationIds', legend: string) => (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {context.stations.map((s) => (
        <label key={s.id} className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" value={s.id} {...register(name)} />
          {s.name}
        </label>
      ))}
      {errors[name] && <p className="text-sm text-red-700">{errors[name]?.message ?? 'This station is not on the line.'}</p>}
    </fieldset>
  );

  return (
    <form
      noValidate
      aria-label={title}
      className="space-y-4 rounded border border-sky-200 bg-sky-50 p-4"
      onSubmit={(e) => void form.handleSubmit(onValid, () => setGlobalError('Please fix the fields marked below.'))(e)}
    >
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      {conflict && <EditConflictNotice changes={conflict} onReload={onDone} />}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Departure times"
          hint="Local times, e.g. 08:00, 14:30; empty: any"
          error={errors.departureTimes?.message}
          {...register('departureTimes')}
        />
        <TextField label={`Price (${currency})`} required inputMode="decimal" hint="Per passenger" error={errors.price?.message} {...register('price')} />
        <TextField label="Start date" type="date" error={errors.startDate?.message} {...register('startDate')} />
        <TextField label="End date" type="date" error={errors.endDate?.message} {...register('endDate')} />
      </div>

      {context.isPrivateTransfer && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">Time intervals</legend>
          {intervals.fields.map((f, i) => (
            <div key={f.id} className="flex flex-wrap items-end gap-2">
              <TextField
                label={`Interval ${i + 1} start`}
                type="time"
                step={300}
                error={errors.timeIntervals?.[i]?.start?.message}
                {...register(`timeIntervals.${i}.start`)}
              />
              <TextField
                label={`Interval ${i + 1} end`}
                type="time"
                step={300}
                error={errors.timeIntervals?.[i]?.end?.message}
                {...register(`timeIntervals.${i}.end`)}
              />
              <Button size="sm" variant="ghost" onClick={() => intervals.remove(i)}>
                Remove interval {i + 1}
              </Button>
            </div>
          ))}
          <Button size="sm" variant="secondary" onClick={() => intervals.append({ start: '', end: '' })}>
            Add interval
          </Button>
        </fieldset>
      )}

      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-800">Weekdays (none: every day)</legend>
        <div className="flex flex-wrap gap-3">
          {WEEKDAYS.map((day, d) => (
            <label key={day} className="flex items-center gap-1 text-sm text-slate-800">
              <input type="checkbox" value={String(d)} {...register('dows')} />
              {day}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Passenger types (none: every type)</legend>
        {types.fields.map((f, i) => (
          <div key={f.id} className="flex flex-wrap items-end gap-2">
            <SelectField
              label={`Passenger type ${i + 1}`}
              placeholder="Choose a type"
              options={context.passengerTypes.map((t) => ({ value: t, label: t }))}
              error={errors.passengerTypes?.[i]?.type?.message}
              {...register(`passengerTypes.${i}.type`)}
            />
            <TextField
              label={`Type ${i + 1} from age`}
              inputMode="numeric"
              error={errors.passengerTypes?.[i]?.fromAge?.message}
              {...register(`passengerTypes.${i}.fromAge`)}
            />
            <TextField
              label={`Type ${i + 1} to age`}
              inputMode="numeric"
              error={errors.passengerTypes?.[i]?.toAge?.message}
              {...register(`passengerTypes.${i}.toAge`)}
            />
            <Button size="sm" variant="ghost" onClick={() => types.remove(i)}>
              Remove passenger type {i + 1}
            </Button>
          </div>
        ))}
        <Button size="sm" variant="secondary" onClick={() => types.append({ type: '', fromAge: '', toAge: '' })}>
          Add passenger type
        </Button>
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-2">
        {stationBoxes('fromStationIds', 'From stations (none: any)')}
        {stationBoxes('toStationIds', 'To stations (none: any)')}
      </div>

      {globalError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {globalError}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending}>
          {editing ? 'Save rule' : 'Add this rule'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
      {change.dialog}
    </form>
  );
}
