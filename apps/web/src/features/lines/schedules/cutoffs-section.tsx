import { useMemo, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { LINE_CUTOFF_FIELDS, resolveLineCutoffs, type LineCutoffField } from '@farebox/domain';
import { ApiError } from '@/api/api-error';
import { Button } from '@/ui/button';
import { conflictChanges, EditConflictNotice, type ConflictChange } from '@/ui/edit-conflict-notice';
import { TextField } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import { Spinner } from '@/ui/spinner';
import { useToast } from '@/ui/toast';
import { useLineCutoffs, useSaveLineCutoffs, type LineCutoffs } from './cutoffs.api';

interface DurationValues {
  days: string;
  hours: string;
  minutes: string;
}
type CutoffsFormValues = Record<LineCutoffField, DurationValues>;

const FIELDS: Record<LineCutoffField, { label: string; hint: string }> = {
  bookBefore: { label: 'Book before', hint: 'Sales stop this long before departure. Empty: sales stay open until departure.' },
  automaticApprovalCutoff: { label: 'Automatic approval cutoff', hint: 'Closer to departure than this, bookings wait for approval.' },
  allocationCutoff: { label: 'Allocation cutoff', hint: 'Allocations are released this long before departure.' },
  allocationBookingWindow: { label: 'Booking window', hint: 'Departures further ahead than this are not sold. Empty: no limit.' },
};

const toValues = (c: LineCutoffs): CutoffsFormValues =>
  Object.fromEntries(
    LINE_CUTOFF_FIELDS.map((f) => {
      const d = c[f];
      return [f, d ? { days: String(d.days), hours: String(d.hours), minutes: String(d.minutes) } : { days: '', hours: '', minutes: '' }];
    }),
  ) as CutoffsFormValues;

const problems = (v: CutoffsFormValues) => {
  const r = resolveLineCutoffs(v);
  return 'errors' in r ? r.errors : [];
};

/**
 * "Cutoffs and booking window" at the top of the Schedules tab (spec part 2, 2.9 tab 4, 3.5): durations as days,
 * hours and minutes, saved on their own from the line version they were loaded at. Schedule editors save; others read.
 */
export function CutoffsSection({ lineId, onSaved }: { lineId: string; onSaved?: () => void }) {
  const cutoffs = useLineCutoffs(lineId);
  if (cutoffs.isPending) return <Spinner label="Loading cutoffs" />;
  if (cutoffs.isError)
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        The cutoffs could not be loaded: {cutoffs.error instanceof ApiError ? cutoffs.error.body.message : 'Error Occurred'}
      </p>
    );
  return (
    <CutoffsForm
      key={`${cutoffs.data.lineId}:${cutoffs.data.version}`}
      cutoffs={cutoffs.data}
      lineId={lineId}
      onSaved={onSaved}
      onReload={() => void cutoffs.refetch()}
    />
  );
}

function CutoffsForm({ cutoffs, lineId, onSaved, onReload }: { cutoffs: LineCutoffs; lineId: string; onSaved?: () => void; onReload: () => void }) {
  const readOnly = !cutoffs.canEdit;
  const { notify } = useToast();
  const save = useSaveLineCutoffs(lineId);
  const resolver = useMemo(() => problemsResolver<CutoffsFormValues>(problems), []);
  const form = useForm<CutoffsFormValues>({ defaultValues: toValues(cutoffs), resolver });
  const errors = form.formState.errors;
  const [globalError, setGlobalError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);

  const onValid = async (values: CutoffsFormValues) => {
    setGlobalError(null);
    setConflict(null);
    try {
      const saved = await save.mutateAsync({ ...values, version: cutoffs.version });
      notify({ kind: 'success', title: 'Cutoffs saved', text: `Version ${saved.version}` });
      onSaved?.();
    } catch (error) {
      const changes = conflictChanges(error);
      if (changes) return setConflict(changes);
      if (error instanceof ApiError)
        for (const p of error.fieldErrors) form.setError(p.field as Path<CutoffsFormValues>, { type: 'server', message: p.message });
      setGlobalError(`The cutoffs were not saved: ${error instanceof ApiError ? error.body.message : 'Error Occurred'}`);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="cutoffs-title"
      className="space-y-4 rounded border border-slate-200 bg-white p-4"
      onSubmit={(e) => void form.handleSubmit(onValid, () => setGlobalError('Please fix the fields marked below.'))(e)}
    >
      <h2 id="cutoffs-title" className="text-lg font-semibold text-slate-900">
        Cutoffs and booking window
      </h2>
      {conflict && (
        <EditConflictNotice
          changes={conflict}
          onReload={() => {
            setConflict(null);
            onReload();
          }}
        />
      )}
      <fieldset disabled={readOnly} className="grid gap-4 lg:grid-cols-2">
        {LINE_CUTOFF_FIELDS.map((field) => (
          <fieldset key={field} className="space-y-2 rounded border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">{FIELDS[field].label}</legend>
            <p className="text-sm text-slate-700">{FIELDS[field].hint}</p>
            <div className="grid grid-cols-3 gap-2">
              {(['days', 'hours', 'minutes'] as const).map((part) => (
                <TextField
                  key={part}
                  label={part === 'days' ? 'Days' : part === 'hours' ? 'Hours' : 'Minutes'}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={part === 'minutes' ? 59 : undefined}
                  step={1}
                  error={errors[field]?.[part]?.message}
                  {...form.register(`${field}.${part}`)}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </fieldset>
      {globalError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {globalError}
        </p>
      )}
      {!readOnly && (
        <Button type="submit" loading={save.isPending}>
          Save cutoffs
        </Button>
      )}
    </form>
  );
}
