import {
  APPENDABLE_KINDS,
  LINE_TYPE_LABELS,
  LINE_TYPES,
  RIDE_RULE_ATTRIBUTES,
  RIDE_RULE_LEVEL_LABELS,
  RIDE_RULE_LEVELS,
  rideRuleAttribute,
  validateRideRule,
  type RideRuleFieldError,
  type RideRuleFields,
  type RideRuleLevel,
  type RideRuleType,
} from '@farebox/domain';
import { useState } from 'react';
import { CheckboxField, SelectField, TextField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { errorMessage } from '@/ui/states';
import { CityFilter } from '@/features/bookings/city-filter';
import { CompanyFilter } from '@/features/bookings/company-filter';
import { useCompany } from '@/features/companies/companies.api';
import { useSaveRideRule, type RideRule, type RideRuleBody, type RideTargetIds } from './ride-rules.api';
import { draftFromValue, EMPTY_VALUE, valueFromDraft, type ValueDraft } from './ride-rule-value';
import { RideRuleValueInputs } from './ride-rule-value-inputs';

/** The prefix of a failed save (spec part 2, 2.12 and section 8), followed by the server's message. */
export const SERVER_ERROR_PREFIX = 'An error occurred in server';

const ATTRIBUTE_OPTIONS = RIDE_RULE_ATTRIBUTES.map((a) => ({ value: a.slug, label: a.displayName }));
const LEVEL_OPTIONS = RIDE_RULE_LEVELS.map((l) => ({ value: l, label: RIDE_RULE_LEVEL_LABELS[l] }));

interface Draft {
  attribute: string;
  level: RideRuleLevel;
  attributeType: RideRuleType;
  companyIds: string[];
  fromCityId: string;
  toCityId: string;
  vehicleTypes: string[];
  vehicleClasses: string;
  value: ValueDraft;
}

function initialDraft(target: RideTargetIds, editing: RideRule | null, attribute = ''): Draft {
  if (!editing)
    return {
      attribute,
      level: 'operator',
      attributeType: 'override',
      companyIds: [target.operator],
      fromCityId: '',
      toCityId: '',
      vehicleTypes: [],
      vehicleClasses: '',
      value: EMPTY_VALUE,
    };
  const def = rideRuleAttribute(editing.attribute)!;
  return {
    attribute: editing.attribute,
    level: editing.level,
    attributeType: editing.attributeType,
    companyIds: editing.companies.map((c) => c.id),
    fromCityId: editing.fromCity?.id ?? '',
    toCityId: editing.toCity?.id ?? '',
    vehicleTypes: editing.vehicleTypes,
    vehicleClasses: editing.vehicleClasses.join(', '),
    value: draftFromValue(def.kind, editing.value),
  };
}

function fieldsOf(d: Draft): RideRuleFields {
  const def = rideRuleAttribute(d.attribute);
  const operator = d.level === 'operator';
  return {
    level: d.level,
    attribute: d.attribute,
    attributeType: d.attributeType,
    companyIds: d.companyIds,
    fromCityId: operator ? d.fromCityId || null : null,
    toCityId: operator ? d.toCityId || null : null,
    vehicleTypes: operator ? d.vehicleTypes : [],
    vehicleClasses: operator
      ? d.vehicleClasses
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean)
      : [],
    value: def ? valueFromDraft(def.kind, d.value) : null,
  };
}

/** Add or edit one rule: the same checks as the API before sending, the server's refusal after it. */
export function RideRuleModal({
  target,
  editing,
  attribute,
  onClose,
  onSaved,
}: {
  target: RideTargetIds;
  editing: RideRule | null;
  /** A new rule's attribute, chosen beforehand (Add in a rule's popup). */
  attribute?: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => initialDraft(target, editing, attribute));
  const [errors, setErrors] = useState<RideRuleFieldError[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveRideRule(editing);
  const def = rideRuleAttribute(draft.attribute);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const error = (field: string) => errors.find((e) => e.field === field)?.message;
  const appendable = !!def && APPENDABLE_KINDS.includes(def.kind);
  const otherCompanies = draft.companyIds.filter((id) => id !== target.operator);

  const submit = async () => {
    const fields = fieldsOf(draft);
    const found = validateRideRule(fields);
    setErrors(found);
    setServerError(null);
    if (found.length > 0) return;
    try {
      await save.mutateAsync(fields as RideRuleBody);
      onSaved();
    } catch (e) {
      setServerError(`${SERVER_ERROR_PREFIX}: ${errorMessage(e)}`);
    }
  };

  return (
    <FormModal
      title={editing ? 'Edit rule' : 'Add rule'}
      size="lg"
      onClose={onClose}
      submitLabel="Save"
      busy={save.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {serverError && (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {serverError}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label="Attribute"
          required
          placeholder="Choose an attribute"
          options={ATTRIBUTE_OPTIONS}
          value={draft.attribute}
          onChange={(e) => {
            const next = rideRuleAttribute(e.target.value);
            set({
              attribute: e.target.value,
              value: EMPTY_VALUE,
              attributeType: next && APPENDABLE_KINDS.includes(next.kind) ? draft.attributeType : 'override',
            });
          }}
          error={error('attribute')}
        />
        <SelectField
          label="Level"
          options={LEVEL_OPTIONS}
          value={draft.level}
          onChange={(e) => {
            const level = e.target.value as RideRuleLevel;
            set({ level, companyIds: level === 'operator' ? [target.operator] : draft.companyIds });
          }}
          error={error('level')}
        />
        <SelectField
          label="Attribute type"
          options={[{ value: 'override', label: 'Override' }, ...(appendable ? [{ value: 'append', label: 'Append' }] : [])]}
          value={draft.attributeType}
          onChange={(e) => set({ attributeType: e.target.value as RideRuleType })}
          error={error('attributeType')}
        />
      </div>
      {draft.level === 'supplier' ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">Companies</legend>
          <CheckboxField
            label="This ride's operator"
            checked={draft.companyIds.includes(target.operator)}
            onChange={(e) => set({ companyIds: e.target.checked ? [target.operator, ...otherCompanies] : otherCompanies })}
          />
          <ul className="flex flex-wrap gap-2" aria-label="Other companies">
            {otherCompanies.map((id) => (
              <li key={id}>
                <CompanyChip id={id} onRemove={() => set({ companyIds: draft.companyIds.filter((c) => c !== id) })} />
              </li>
            ))}
          </ul>
          <CompanyFilter
            label="Add a company"
            value=""
            onChange={(id) => id && !draft.companyIds.includes(id) && set({ companyIds: [...draft.companyIds, id] })}
          />
          {error('companyIds') && <p className="text-sm text-red-800">{error('companyIds')}</p>}
        </fieldset>
      ) : (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-800">Condition (optional)</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <CityFilter label="From city" value={draft.fromCityId} onChange={(id) => set({ fromCityId: id })} />
            <CityFilter label="To city" value={draft.toCityId} onChange={(id) => set({ toCityId: id })} />
          </div>
          {error('toCityId') && <p className="text-sm text-red-800">{error('toCityId')}</p>}
          <div className="flex flex-wrap gap-3" role="group" aria-label="Vehicle types">
            {LINE_TYPES.map((type) => (
              <CheckboxField
                key={type}
                label={LINE_TYPE_LABELS[type]}
                checked={draft.vehicleTypes.includes(type)}
                onChange={(e) => set({ vehicleTypes: e.target.checked ? [...draft.vehicleTypes, type] : draft.vehicleTypes.filter((t) => t !== type) })}
              />
            ))}
          </div>
          <TextField
            label="Vehicle classes"
            hint="Separated by commas, e.g. VIP, Standard"
            value={draft.vehicleClasses}
            onChange={(e) => set({ vehicleClasses: e.target.value })}
          />
          {error('companyIds') && <p className="text-sm text-red-800">{error('companyIds')}</p>}
        </fieldset>
      )}
      {def && <RideRuleValueInputs kind={def.kind} draft={draft.value} onChange={(patch) => set({ value: { ...draft.value, ...patch } })} error={error} />}
    </FormModal>
  );
}

function CompanyChip({ id, onRemove }: { id: string; onRemove: () => void }) {
  return (
    <span className="inline-flex items-center gap-1 rounded bg-slate-100 px-2 py-1 text-sm">
      <CompanyName id={id} />
      <button type="button" className="text-slate-700 underline" onClick={onRemove}>
        Remove
      </button>
    </span>
  );
}

function CompanyName({ id }: { id: string }) {
  const company = useCompany(id);
  return <span>{company.data?.name ?? '…'}</span>;
}
