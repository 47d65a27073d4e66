import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { LINE_CUTOFF_FIELDS, resolveLineCutoffs, type LineCutoffField } from '@farebox/domain';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import { LineSection, useSectionSave, type SectionVersion } from '@/features/lines/edit/line-section';
import { useLineCutoffs, useSaveLineCutoffs, type LineCutoffs } from './cutoffs.api';
import type { ScheduleLine } from './schedules.api';

interface DurationValues {
  days: string;
  hours: string;
  minutes: string;
}
type CutoffsFormValues = Record<LineCutoffField, DurationValues>;

const FIELDS: Record<LineCutoffField, { label: string; hint: string }> = {
  bookBefore: { label: 'Book before', hint: 'Sales stop this long before departure. Empty: sales stay open until departure.' },
  reverseCutoff: { label: 'Reverse cutoff', hint: 'Book before for the B to A direction. Empty: book before applies both ways.' },
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
export function CutoffsSection({ line, onLineChanged }: { line: ScheduleLine; onLineChanged: (line: ScheduleLine) => void }) {
  return (
    <LineSection line={line} onLineChanged={onLineChanged} query={useLineCutoffs(line.id)} noun="cutoffs">
      {(cutoffs, version) => <CutoffsForm cutoffs={cutoffs} lineId={line.id} version={version} />}
    </LineSection>
  );
}

function CutoffsForm({ cutoffs, lineId, version }: { cutoffs: LineCutoffs; lineId: string; version: SectionVersion }) {
  const readOnly = !cutoffs.canEdit;
  const save = useSaveLineCutoffs(lineId);
  const resolver = useMemo(() => problemsResolver<CutoffsFormValues>(problems), []);
  const form = useForm<CutoffsFormValues>({ defaultValues: toValues(cutoffs), resolver });
  const errors = form.formState.errors;

  const section = useSectionSave({ form, savedTitle: 'Cutoffs saved', notSaved: 'The cutoffs were not saved', version });
  const onValid = (values: CutoffsFormValues) => section.save(() => save.mutateAsync({ ...values, version: cutoffs.version }));

  return (
    <form noValidate aria-labelledby="cutoffs-title" className="space-y-4 rounded border border-slate-200 bg-white p-4" onSubmit={section.onSubmit(onValid)}>
      <h2 id="cutoffs-title" className="text-lg font-semibold text-slate-900">
        Cutoffs and booking window
      </h2>
      {section.conflictNotice}
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
      {section.errorLine}
      {!readOnly && (
        <Button type="submit" loading={save.isPending}>
          Save cutoffs
        </Button>
      )}
    </form>
  );
}
