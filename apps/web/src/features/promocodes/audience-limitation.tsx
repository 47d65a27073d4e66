import { AUDIENCE_KEYS, hasNoLimitation, type AudienceLimitation } from '@farebox/domain';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { FormModal } from '@/ui/form-modal';
import { Table, type Column } from '@/ui/table';
import { useAudienceOptions, type AudienceChoices } from './audience-options.api';
import { AUDIENCE_LABELS, type AudienceKey } from './campaign.types';
import { ChecklistField } from './checklist-field';

export interface AudienceLimitationProps {
  value: AudienceLimitation;
  onChange: (value: AudienceLimitation) => void;
  readOnly?: boolean;
}

interface Row {
  key: AudienceKey;
  label: string;
  names: string;
}

/** The chosen values by name, or the id itself until (or if) the choices are loaded. */
function namesOf(values: readonly string[], choices: AudienceChoices): string {
  if (values.length === 0) return 'All';
  const label = new Map(choices.options.map((o) => [o.value, o.label]));
  return values.map((v) => label.get(v) ?? v).join(', ');
}

const COLUMNS: Column<Row>[] = [
  { key: 'label', header: 'Limitation', className: 'w-48 font-medium' },
  { key: 'names', header: 'Applies to' },
];

/**
 * The campaign's audience limitations (spec part 3, "Promo code campaigns"): a table of the six limitations with an
 * edit button, or only "Add Limitations" while none is set; both open the modal, whose choices go back into the form.
 */
export function AudienceLimitationSection({ value, onChange, readOnly }: AudienceLimitationProps) {
  const [editing, setEditing] = useState(false);
  const limited = !hasNoLimitation(value);
  const options = useAudienceOptions(limited || editing);
  const rows: Row[] = AUDIENCE_KEYS.map((key) => ({ key, label: AUDIENCE_LABELS[key], names: namesOf(value[key], options[key]) }));
  return (
    <section aria-labelledby="audience-title" className="space-y-3 rounded border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="audience-title" className="text-lg font-semibold text-slate-900">
          Audience limitations
        </h2>
        {limited && !readOnly && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            Edit limitations
          </Button>
        )}
      </div>
      {limited ? (
        <Table caption="Audience limitations" columns={COLUMNS} rows={rows} rowKey={(r) => r.key} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-700">No limitations: the campaign applies to every customer.</p>
          {!readOnly && (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              Add Limitations
            </Button>
          )}
        </div>
      )}
      {editing && (
        <AudienceLimitationModal
          initial={value}
          options={options}
          onClose={() => setEditing(false)}
          onApply={(next) => {
            onChange(next);
            setEditing(false);
          }}
        />
      )}
    </section>
  );
}

function AudienceLimitationModal({
  initial,
  options,
  onClose,
  onApply,
}: {
  initial: AudienceLimitation;
  options: Record<AudienceKey, AudienceChoices>;
  onClose: () => void;
  onApply: (value: AudienceLimitation) => void;
}) {
  const [draft, setDraft] = useState(initial);
  return (
    <FormModal
      title="Audience limitations"
      size="xl"
      submitLabel="Apply"
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        // The modal sits in a portal, but React bubbles its submit to the campaign form around it.
        e.stopPropagation();
        onApply(draft);
      }}
    >
      <p className="text-sm text-slate-700">Only customers matching every chosen limitation may use the campaign. The campaign is saved with the form.</p>
      <div className="grid gap-3 md:grid-cols-2">
        {AUDIENCE_KEYS.map((key) => (
          <ChecklistField
            key={key}
            label={AUDIENCE_LABELS[key]}
            choices={options[key]}
            selected={draft[key]}
            onChange={(next) => setDraft((d) => ({ ...d, [key]: next }))}
          />
        ))}
      </div>
    </FormModal>
  );
}
