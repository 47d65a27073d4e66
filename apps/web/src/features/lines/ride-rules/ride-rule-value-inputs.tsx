import { POLICY_TIME_UNITS, type RideRuleValueKind } from '@farebox/domain';
import { Button } from '@/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/ui/form-fields';
import type { ValueDraft } from './ride-rule-value';

/** Cancellation and amendment entries in the rule modal (spec part 2, section 9). */
const MAX_POLICY_ENTRIES = 10;
const UNIT_OPTIONS = POLICY_TIME_UNITS.map((u) => ({ value: u, label: u === 'hours' ? 'Hours' : 'Days' }));

/** The value inputs of one attribute kind; `error(field)` is the message for a value field, if any. */
export function RideRuleValueInputs({
  kind,
  draft,
  onChange,
  error,
}: {
  kind: RideRuleValueKind;
  draft: ValueDraft;
  onChange: (patch: Partial<ValueDraft>) => void;
  error: (field: string) => string | undefined;
}) {
  switch (kind) {
    case 'bookingFee':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Price" inputMode="decimal" value={draft.price} onChange={(e) => onChange({ price: e.target.value })} error={error('value.price')} />
          <CheckboxField label="Per passenger" checked={draft.isPerPassenger} onChange={(e) => onChange({ isPerPassenger: e.target.checked })} />
        </div>
      );
    case 'percent':
      return (
        <TextField
          label="Value (%)"
          type="number"
          step="0.01"
          value={draft.number}
          onChange={(e) => onChange({ number: e.target.value })}
          error={error('value')}
        />
      );
    case 'integer':
      return (
        <TextField label="Value" type="number" step="1" value={draft.number} onChange={(e) => onChange({ number: e.target.value })} error={error('value')} />
      );
    case 'boolean':
      return <CheckboxField label="Value" checked={draft.flag} onChange={(e) => onChange({ flag: e.target.checked })} />;
    case 'text':
      return <TextAreaField label="Value" rows={3} value={draft.text} onChange={(e) => onChange({ text: e.target.value })} error={error('value')} />;
    case 'list':
      return (
        <TextAreaField
          label="Value"
          hint="One entry a line"
          rows={4}
          value={draft.lines}
          onChange={(e) => onChange({ lines: e.target.value })}
          error={error('value')}
        />
      );
    case 'services':
      return (
        <TextAreaField
          label="Value"
          hint="One service a line, as Type: content"
          rows={4}
          value={draft.lines}
          onChange={(e) => onChange({ lines: e.target.value })}
          error={error('value')}
        />
      );
    case 'voucherAlert':
      return (
        <div className="space-y-3">
          <TextField label="Title" maxLength={50} value={draft.title} onChange={(e) => onChange({ title: e.target.value })} error={error('value.title')} />
          <TextAreaField
            label="Text"
            maxLength={200}
            rows={3}
            value={draft.text}
            onChange={(e) => onChange({ text: e.target.value })}
            error={error('value.text')}
          />
        </div>
      );
    case 'cancellationPolicy':
      return (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-800">Cancellation policy</legend>
          <CheckboxField label="Refundable" checked={draft.isRefundable} onChange={(e) => onChange({ isRefundable: e.target.checked })} />
          {error('value.entries') && <p className="text-sm text-red-800">{error('value.entries')}</p>}
          {draft.isRefundable &&
            draft.entries.map((entry, i) => {
              const set = (patch: Partial<ValueDraft['entries'][number]>) =>
                onChange({ entries: draft.entries.map((e, j) => (j === i ? { ...e, ...patch } : e)) });
              return (
                <div key={i} className="grid items-end gap-2 sm:grid-cols-4">
                  <TextField
                    label={`Time before (${i + 1})`}
                    type="number"
                    value={entry.timeBefore}
                    onChange={(e) => set({ timeBefore: e.target.value })}
                    error={error(`value.entries.${i}.timeBefore`)}
                  />
                  <SelectField
                    label={`Unit (${i + 1})`}
                    options={UNIT_OPTIONS}
                    value={entry.unit}
                    onChange={(e) => set({ unit: e.target.value as 'hours' | 'days' })}
                  />
                  <TextField
                    label={`Fee % (${i + 1})`}
                    type="number"
                    value={entry.fee}
                    onChange={(e) => set({ fee: e.target.value })}
                    error={error(`value.entries.${i}.fee`)}
                  />
                  {i > 0 && (
                    <Button variant="ghost" size="sm" onClick={() => onChange({ entries: draft.entries.filter((_, j) => j !== i) })}>
                      Remove entry {i + 1}
                    </Button>
                  )}
                </div>
              );
            })}
          {draft.isRefundable && draft.entries.length < MAX_POLICY_ENTRIES && (
            <Button variant="secondary" size="sm" onClick={() => onChange({ entries: [...draft.entries, { timeBefore: '', unit: 'hours', fee: '' }] })}>
              Add entry
            </Button>
          )}
        </fieldset>
      );
  }
}
