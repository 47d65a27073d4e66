import { useId, useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { extraInfoHasData, FULL_ALLOCATION_POLICIES, KEY_DETAILS_ONE_COLUMN_MAX, PASSENGER_EXTRA_INFO_TYPES, resolveLineOptions } from '@farebox/domain';
import { Button } from '@/ui/button';
import { CheckboxField, SelectField, TextField } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import type { LineDetail } from '@/features/lines/edit/line-edit.api';
import { LineSection, useSectionSave, type SectionVersion } from '@/features/lines/edit/line-section';
import { lineExtraInfoChoices, useLineEditorDefinitions } from '@/features/definitions/line-editor-definitions.api';
import { useLineOptions, useSaveLineOptions, type LineOptions } from './options.api';

export type OptionsTabLine = Pick<LineDetail, 'id' | 'version' | 'access'>;

interface OptionsFormValues {
  phoneRequired: boolean;
  needExtraInfo: boolean;
  prepaidTickets: string;
  fullAllocationPolicy: string;
  keyDetails: { text: string }[];
  passengerExtraInfo: { label: string; type: string; slug: string; data: string }[];
}

const TYPE_LABELS: Record<string, string> = {
  text: 'Text',
  date: 'Date',
  dateBefore: 'Date before the departure',
  dateAfter: 'Date after the departure',
  country: 'Country',
  list: 'List',
  number: 'Number',
  autocomplete: 'Autocomplete',
};

const toValues = (o: LineOptions): OptionsFormValues => ({
  phoneRequired: o.phoneRequired,
  needExtraInfo: o.needExtraInfo,
  prepaidTickets: o.prepaidTickets === null ? '' : String(o.prepaidTickets),
  fullAllocationPolicy: o.fullAllocationPolicy,
  keyDetails: o.keyDetails.map((text) => ({ text })),
  passengerExtraInfo: o.passengerExtraInfo.map((i) => ({ label: i.label, type: i.type, slug: i.slug, data: i.data.join('\n') })),
});

/** The form as the API takes it; a list's choices and an autocomplete's suggestions are one a line. */
const toInput = (v: OptionsFormValues) => ({
  phoneRequired: v.phoneRequired,
  needExtraInfo: v.needExtraInfo,
  prepaidTickets: v.prepaidTickets,
  fullAllocationPolicy: v.fullAllocationPolicy,
  keyDetails: v.keyDetails.map((d) => d.text),
  passengerExtraInfo: v.passengerExtraInfo.map((i) => ({
    label: i.label,
    type: i.type,
    slug: i.slug,
    data: extraInfoHasData(i.type) ? i.data.split('\n').filter((d) => d.trim() !== '') : [],
  })),
});

/** API field names to form fields: a key detail is `keyDetails.N.text`, a list's choices are one textarea. */
const toFormField = (field: string) =>
  field
    .replace(/^keyDetails\[(\d+)\]$/, 'keyDetails.$1.text')
    .replace(/\.data\[\d+\]$/, '.data')
    .replace(/\[(\d+)\]/g, '.$1');

const problems = (v: OptionsFormValues) => {
  const r = resolveLineOptions(toInput(v));
  return 'errors' in r ? r.errors.map((e) => ({ ...e, field: toFormField(e.field) })) : [];
};

/** Tab 2 of the line editor (spec 2.9, 3.5): options, prepaid tickets, phone required, passenger extra info, key details. */
export function OptionsTab({ line, onLineChanged }: { line: OptionsTabLine; onLineChanged: (line: OptionsTabLine) => void }) {
  return (
    <LineSection line={line} onLineChanged={onLineChanged} query={useLineOptions(line.id)} noun="options">
      {(options, version) => <OptionsForm line={line} options={options} version={version} />}
    </LineSection>
  );
}

function OptionsForm({ line, options, version }: { line: OptionsTabLine; options: LineOptions; version: SectionVersion }) {
  const readOnly = !line.access.editLine;
  const save = useSaveLineOptions(line.id);
  const resolver = useMemo(() => problemsResolver<OptionsFormValues>(problems), []);
  const form = useForm<OptionsFormValues>({ defaultValues: toValues(options), resolver });
  const { register, watch, formState } = form;
  const errors = formState.errors;
  const keyDetails = useFieldArray({ control: form.control, name: 'keyDetails' });
  const infos = useFieldArray({ control: form.control, name: 'passengerExtraInfo' });
  const section = useSectionSave({ form, savedTitle: 'Options saved', notSaved: 'The options were not saved', version, toFormField });

  const onValid = (values: OptionsFormValues) => {
    const input = toInput(values);
    return section.save(() =>
      save.mutateAsync({
        ...input,
        prepaidTickets: input.prepaidTickets === '' ? null : String(input.prepaidTickets),
        version: Math.max(line.version, options.version),
      }),
    );
  };

  const definitions = useLineEditorDefinitions().data;
  const keyDetailListId = useId();
  const askedSlugs = new Set(watch('passengerExtraInfo').map((i) => i.slug));
  const extraInfoChoices = lineExtraInfoChoices(definitions).filter((d) => !askedSlugs.has(d.slug));
  const prepaid = watch('prepaidTickets').trim() !== '';
  const twoColumns = keyDetails.fields.length > KEY_DETAILS_ONE_COLUMN_MAX;
  return (
    <form noValidate aria-label="Options" className="space-y-6" onSubmit={section.onSubmit(onValid)}>
      {section.conflictNotice}
      <fieldset disabled={readOnly} className="space-y-6">
        <section aria-labelledby="options-title" className="space-y-3 rounded border border-slate-200 bg-white p-4">
          <h3 id="options-title" className="text-base font-semibold text-slate-900">
            Options
          </h3>
          <CheckboxField label="Phone required" hint="Bookings of this line need the passenger's phone." {...register('phoneRequired')} />
          <CheckboxField label="Need extra info" hint="Bookings of this line ask for extra info." {...register('needExtraInfo')} />
        </section>

        <section aria-labelledby="prepaid-title" className="grid gap-3 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2">
          <h3 id="prepaid-title" className="text-base font-semibold text-slate-900 sm:col-span-2">
            Prepaid tickets
          </h3>
          <TextField
            label="Prepaid tickets"
            inputMode="numeric"
            type="number"
            min={0}
            step={1}
            hint="Leave empty when the line has no prepaid tickets."
            error={errors.prepaidTickets?.message}
            {...register('prepaidTickets')}
          />
          <SelectField
            label="When the prepaid tickets are used up"
            required={prepaid}
            disabled={!prepaid}
            options={FULL_ALLOCATION_POLICIES.map((p) => ({ value: p, label: p === 'pending' ? 'Bookings become pending' : 'The line becomes fully booked' }))}
            error={errors.fullAllocationPolicy?.message}
            {...register('fullAllocationPolicy')}
          />
        </section>

        <section aria-labelledby="extra-info-title" className="space-y-3 rounded border border-slate-200 bg-white p-4">
          <h3 id="extra-info-title" className="text-base font-semibold text-slate-900">
            Passenger extra info
          </h3>
          <p className="text-sm text-slate-700">
            Each one is asked of every passenger and is required on the booking form; country selects are required unless the booking is B2B.
          </p>
          {infos.fields.length === 0 && <p className="text-sm text-slate-700">No passenger extra info.</p>}
          {infos.fields.map((field, i) => {
            const e = errors.passengerExtraInfo?.[i];
            return (
              <fieldset key={field.id} className="grid gap-3 rounded border border-slate-200 p-3 sm:grid-cols-3">
                <legend className="px-1 text-sm font-medium text-slate-800">Passenger extra info {i + 1}</legend>
                <TextField label="Label" required error={e?.label?.message} {...register(`passengerExtraInfo.${i}.label`)} />
                <SelectField
                  label="Type"
                  required
                  placeholder="Choose a type"
                  options={PASSENGER_EXTRA_INFO_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
                  error={e?.type?.message}
                  {...register(`passengerExtraInfo.${i}.type`)}
                />
                <TextField label="Slug" required hint="For example passport-number." error={e?.slug?.message} {...register(`passengerExtraInfo.${i}.slug`)} />
                {extraInfoHasData(watch(`passengerExtraInfo.${i}.type`)) && (
                  <label className="block text-sm font-medium text-slate-800 sm:col-span-3">
                    {watch(`passengerExtraInfo.${i}.type`) === 'list' ? 'Choices, one a line' : 'Suggestions, one a line'}
                    <textarea
                      rows={3}
                      aria-invalid={e?.data ? true : undefined}
                      className="mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-sm"
                      {...register(`passengerExtraInfo.${i}.data`)}
                    />
                    {e?.data?.message && <span className="mt-1 block text-sm font-normal text-red-700">{e.data.message}</span>}
                  </label>
                )}
                {!readOnly && (
                  <div className="sm:col-span-3">
                    <Button variant="secondary" size="sm" onClick={() => infos.remove(i)}>
                      Remove passenger extra info {i + 1}
                    </Button>
                  </div>
                )}
              </fieldset>
            );
          })}
          {!readOnly && (
            <div className="flex flex-wrap items-end gap-3">
              {extraInfoChoices.length > 0 && (
                <SelectField
                  label="Add from the definitions"
                  placeholder="Choose a passenger extra info"
                  value=""
                  options={extraInfoChoices.map((d) => ({ value: d.slug, label: d.label }))}
                  onChange={(e) => {
                    const chosen = extraInfoChoices.find((d) => d.slug === e.target.value);
                    if (chosen) infos.append({ label: chosen.label, type: chosen.type, slug: chosen.slug, data: chosen.data.join('\n') });
                  }}
                />
              )}
              <Button variant="secondary" onClick={() => infos.append({ label: '', type: '', slug: '', data: '' })}>
                Add passenger extra info
              </Button>
            </div>
          )}
        </section>

        <section aria-labelledby="key-details-title" className="space-y-3 rounded border border-slate-200 bg-white p-4">
          <h3 id="key-details-title" className="text-base font-semibold text-slate-900">
            Key details
          </h3>
          {keyDetails.fields.length === 0 && <p className="text-sm text-slate-700">No key details.</p>}
          <ul className={twoColumns ? 'grid gap-3 sm:grid-cols-2' : 'grid gap-3'}>
            {keyDetails.fields.map((field, i) => (
              <li key={field.id} className="flex items-end gap-2">
                <TextField
                  className="flex-1"
                  label={`Key detail ${i + 1}`}
                  required
                  list={keyDetailListId}
                  error={errors.keyDetails?.[i]?.text?.message}
                  {...register(`keyDetails.${i}.text`)}
                />
                {!readOnly && (
                  <Button variant="ghost" size="sm" aria-label={`Remove key detail ${i + 1}`} onClick={() => keyDetails.remove(i)}>
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <datalist id={keyDetailListId}>
            {definitions?.keyDetails.map((d) => (
              <option key={d.label} value={d.label} />
            ))}
          </datalist>
          {!readOnly && (
            <Button variant="secondary" onClick={() => keyDetails.append({ text: '' })}>
              Add key detail
            </Button>
          )}
        </section>
      </fieldset>
      {section.errorLine}
      {!readOnly && (
        <Button type="submit" loading={save.isPending}>
          Save options
        </Button>
      )}
    </form>
  );
}
