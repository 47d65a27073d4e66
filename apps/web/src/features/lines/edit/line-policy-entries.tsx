import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { LINE_POLICY_DIRECTION_LABELS, LINE_POLICY_DIRECTIONS, LINE_POLICY_MAX_ENTRIES, LINE_POLICY_UNITS } from '@farebox/domain';
import { Button } from '@/ui/button';
import { SelectField, TextField } from '@/ui/form-fields';
import { newEntryValues, type LineFormValues } from './line-form-values';

const UNIT_OPTIONS = LINE_POLICY_UNITS.map((u) => ({ value: u, label: u === 'hours' ? 'Hours' : 'Days' }));
const DIRECTION_OPTIONS = LINE_POLICY_DIRECTIONS.map((d) => ({ value: d, label: LINE_POLICY_DIRECTION_LABELS[d] }));

/**
 * The entries of the refund (cancellations) or amendment policy: the direction whose bookings get it (both, A to B or
 * B to A), time before departure, unit and fee, at most 3 whatever their directions; the first entry cannot be removed; under flexible cancellation the fee is disabled (stored as 0).
 */
export function LinePolicyEntries({
  form,
  name,
  feeDisabled,
}: {
  form: UseFormReturn<LineFormValues>;
  name: 'cancellations' | 'amendments';
  feeDisabled?: boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const errors = form.formState.errors[name];
  const noun = name === 'cancellations' ? 'Cancellation' : 'Amendment';
  return (
    <div className="space-y-2">
      {errors?.root?.message || errors?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.root?.message ?? errors.message}
        </p>
      ) : null}
      {fields.map((field, i) => (
        <div key={field.id} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_1fr_1fr_auto]">
          <SelectField label={`${noun} ${i + 1}: direction`} options={DIRECTION_OPTIONS} {...form.register(`${name}.${i}.direction`)} />
          <TextField
            label={`${noun} ${i + 1}: time before departure`}
            type="number"
            min={0}
            step={1}
            required
            error={errors?.[i]?.timeBefore?.message}
            {...form.register(`${name}.${i}.timeBefore`)}
          />
          <SelectField label={`${noun} ${i + 1}: unit`} options={UNIT_OPTIONS} {...form.register(`${name}.${i}.unit`)} />
          <TextField
            label={`${noun} ${i + 1}: fee (%)`}
            type="number"
            min={0}
            max={100}
            step="0.01"
            required={!feeDisabled}
            disabled={feeDisabled}
            hint={feeDisabled ? 'Flexible cancellation: no fee.' : undefined}
            error={feeDisabled ? undefined : errors?.[i]?.feePercent?.message}
            {...form.register(`${name}.${i}.feePercent`)}
          />
          {i > 0 ? (
            <Button variant="secondary" size="sm" onClick={() => remove(i)} aria-label={`Remove ${noun.toLowerCase()} ${i + 1}`}>
              Remove
            </Button>
          ) : (
            <span className="text-xs text-slate-600">First entry</span>
          )}
        </div>
      ))}
      {fields.length < LINE_POLICY_MAX_ENTRIES && (
        <Button variant="secondary" size="sm" onClick={() => append(newEntryValues())}>
          Add {noun.toLowerCase()} entry
        </Button>
      )}
    </div>
  );
}
