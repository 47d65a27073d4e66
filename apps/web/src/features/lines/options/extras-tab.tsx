import { useMemo, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { LINE_EXTRA_TYPES, PICKUP_BEFORE_AFTER, resolveLineExtras } from '@farebox/domain';
import { Button } from '@/ui/button';
import { CheckboxField, SelectField, TextField } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import { ConfirmDialog } from '@/ui/modal';
import type { LineDetail } from '@/features/lines/edit/line-edit.api';
import { LineSection, useSectionSave, type SectionVersion } from '@/features/lines/edit/line-section';
import { useLineExtras, useSaveLineExtras, type LineExtras } from './options.api';

export type ExtrasTabLine = Pick<LineDetail, 'id' | 'version' | 'access'>;

interface ExtraValues {
  id: string | null;
  extraType: string;
  label: string;
  note: string;
  price: string;
  priceLevel: 'perBooking' | 'perPassenger';
  needInput: boolean;
  inputLabel: string;
  allowPredefinedData: boolean;
  usePredefinedData: boolean;
  data: { name: string; time: string; beforeAfter: string }[];
  mandatory: boolean;
}
interface ExtrasFormValues {
  extras: ExtraValues[];
}

const TYPE_LABELS: Record<string, string> = {
  pickup_hotel: 'Hotel pick-up',
  pickup_airport: 'Airport pick-up',
  dropoff_hotel: 'Hotel drop-off',
  dropoff_airport: 'Airport drop-off',
  upgrade: 'Upgrade',
};

const blankItem = () => ({ name: '', time: '0', beforeAfter: 'before' });
const blankExtra = (): ExtraValues => ({
  id: null,
  extraType: '',
  label: '',
  note: '',
  price: '',
  priceLevel: 'perBooking',
  needInput: false,
  inputLabel: '',
  allowPredefinedData: false,
  usePredefinedData: false,
  data: [],
  mandatory: false,
});

const toValues = (x: LineExtras): ExtrasFormValues => ({
  extras: x.extras.map((e) => ({
    id: e.id,
    extraType: e.extraType,
    label: e.label,
    note: e.note ?? '',
    price: e.price,
    priceLevel: e.perPassenger ? 'perPassenger' : 'perBooking',
    needInput: e.needInput,
    inputLabel: e.inputLabel ?? '',
    allowPredefinedData: e.allowPredefinedData,
    usePredefinedData: e.usePredefinedData,
    data: e.data.map((d) => ({ name: d.name, time: String(d.time), beforeAfter: d.beforeAfter })),
    mandatory: e.mandatory,
  })),
});

const toInput = (e: ExtraValues) => ({
  id: e.id,
  extraType: e.extraType,
  label: e.label,
  note: e.note,
  price: e.price,
  perPassenger: e.priceLevel === 'perPassenger',
  needInput: e.needInput,
  inputLabel: e.needInput ? e.inputLabel : null,
  allowPredefinedData: e.allowPredefinedData,
  usePredefinedData: e.allowPredefinedData && e.usePredefinedData,
  data: e.allowPredefinedData ? e.data : [],
  mandatory: e.mandatory,
});

const toFormField = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');
const problems = (v: ExtrasFormValues) => {
  const r = resolveLineExtras(v.extras.map(toInput));
  return 'errors' in r ? r.errors.map((e) => ({ ...e, field: toFormField(e.field) })) : [];
};

/** Tab 6 of the line editor (spec 2.9, 3.5 extras): the extras bookings may add, with add, edit, delete and order. */
export function ExtrasTab({ line, onLineChanged }: { line: ExtrasTabLine; onLineChanged: (line: ExtrasTabLine) => void }) {
  return (
    <LineSection line={line} onLineChanged={onLineChanged} query={useLineExtras(line.id)} noun="extras">
      {(extras, version) => <ExtrasForm line={line} extras={extras} version={version} />}
    </LineSection>
  );
}

function ExtrasForm({ line, extras, version }: { line: ExtrasTabLine; extras: LineExtras; version: SectionVersion }) {
  const readOnly = !line.access.editLine;
  const save = useSaveLineExtras(line.id);
  const resolver = useMemo(() => problemsResolver<ExtrasFormValues>(problems), []);
  const form = useForm<ExtrasFormValues>({ defaultValues: toValues(extras), resolver });
  const list = useFieldArray({ control: form.control, name: 'extras' });
  const [deleting, setDeleting] = useState<number | null>(null);

  const section = useSectionSave({ form, savedTitle: 'Extras saved', notSaved: 'The extras were not saved', version, toFormField });

  const onValid = (values: ExtrasFormValues) =>
    section.save(() => save.mutateAsync({ version: Math.max(line.version, extras.version), extras: values.extras.map(toInput) }));

  const deletingLabel = deleting === null ? '' : form.getValues(`extras.${deleting}.label`) || `extra ${deleting + 1}`;
  return (
    <form noValidate aria-label="Extras" className="space-y-4" onSubmit={section.onSubmit(onValid)}>
      {section.conflictNotice}
      <p className="text-sm text-slate-700">
        Prices are in the supplier currency ({extras.supplierCurrency}), per booking or per person per direction. A removed extra is no longer offered; bookings
        that chose it keep it.
      </p>
      {list.fields.length === 0 && <p className="text-sm text-slate-700">No extras.</p>}
      <ol className="space-y-4">
        {list.fields.map((field, i) => (
          <li key={field.id}>
            <ExtraFields form={form} index={i} readOnly={readOnly} currency={extras.supplierCurrency} />
            {!readOnly && (
              <div className="mt-2 flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" disabled={i === 0} onClick={() => list.move(i, i - 1)}>
                  Move extra {i + 1} up
                </Button>
                <Button variant="secondary" size="sm" disabled={i === list.fields.length - 1} onClick={() => list.move(i, i + 1)}>
                  Move extra {i + 1} down
                </Button>
                <Button variant="danger" size="sm" onClick={() => setDeleting(i)}>
                  Delete extra {i + 1}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ol>
      {!readOnly && (
        <Button variant="secondary" onClick={() => list.append(blankExtra())}>
          Add extra
        </Button>
      )}
      {section.errorLine}
      {!readOnly && (
        <div>
          <Button type="submit" loading={save.isPending}>
            Save extras
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete extra?"
        message={<p className="text-sm text-slate-800">&ldquo;{deletingLabel}&rdquo; leaves the list; save the extras to remove it from the line.</p>}
        confirmLabel="Delete"
        danger
        onConfirm={() => {
          if (deleting !== null) list.remove(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </form>
  );
}

function ExtraFields({
  form,
  index: i,
  readOnly,
  currency,
}: {
  form: ReturnType<typeof useForm<ExtrasFormValues>>;
  index: number;
  readOnly: boolean;
  currency: string;
}) {
  const { register, watch, formState } = form;
  const e = formState.errors.extras?.[i];
  const items = useFieldArray({ control: form.control, name: `extras.${i}.data` });
  const needInput = watch(`extras.${i}.needInput`);
  const allow = watch(`extras.${i}.allowPredefinedData`);
  return (
    <fieldset disabled={readOnly} className="grid gap-3 rounded border border-slate-200 bg-white p-4 sm:grid-cols-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">Extra {i + 1}</legend>
      <SelectField
        label="Extra type"
        required
        placeholder="Choose a type"
        options={LINE_EXTRA_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
        error={e?.extraType?.message}
        {...register(`extras.${i}.extraType`)}
      />
      <TextField label="Label" required error={e?.label?.message} {...register(`extras.${i}.label`)} />
      <TextField label={`Price (${currency})`} required inputMode="decimal" error={e?.price?.message} {...register(`extras.${i}.price`)} />
      <SelectField
        label="Price level"
        options={[
          { value: 'perBooking', label: 'Per booking' },
          { value: 'perPassenger', label: 'Per person per direction' },
        ]}
        {...register(`extras.${i}.priceLevel`)}
      />
      <TextField label="Note" className="sm:col-span-2" error={e?.note?.message} {...register(`extras.${i}.note`)} />
      <CheckboxField label="Mandatory" hint="Always selected on the booking form." {...register(`extras.${i}.mandatory`)} />
      <CheckboxField label="Need input" {...register(`extras.${i}.needInput`)} />
      {needInput && <TextField label="Input label" required error={e?.inputLabel?.message} {...register(`extras.${i}.inputLabel`)} />}
      <CheckboxField
        label="Allow predefined data"
        className="sm:col-start-1"
        {...register(`extras.${i}.allowPredefinedData`, {
          onChange: (ev: { target: { checked: boolean } }) => {
            if (ev.target.checked && items.fields.length === 0) items.append(blankItem());
          },
        })}
      />
      {allow && <CheckboxField label="Use predefined data only" error={e?.usePredefinedData?.message} {...register(`extras.${i}.usePredefinedData`)} />}
      {allow && (
        <div className="space-y-2 sm:col-span-3">
          <p className="text-sm font-medium text-slate-800">Predefined data</p>
          {e?.data?.message && <p className="text-sm text-red-700">{e.data.message}</p>}
          {items.fields.map((item, j) => (
            <div key={item.id} className="grid items-end gap-2 sm:grid-cols-4">
              <TextField label={`Name ${j + 1}`} required error={e?.data?.[j]?.name?.message} {...register(`extras.${i}.data.${j}.name`)} />
              <TextField
                label={`Pick-up time ${j + 1} (minutes)`}
                type="number"
                min={0}
                step={1}
                required
                error={e?.data?.[j]?.time?.message}
                {...register(`extras.${i}.data.${j}.time`)}
              />
              <SelectField
                label={`Before or after ${j + 1}`}
                options={PICKUP_BEFORE_AFTER.map((b) => ({ value: b, label: b === 'before' ? 'Before the departure' : 'After the departure' }))}
                error={e?.data?.[j]?.beforeAfter?.message}
                {...register(`extras.${i}.data.${j}.beforeAfter`)}
              />
              {!readOnly && (
                <Button variant="ghost" size="sm" disabled={items.fields.length === 1} onClick={() => items.remove(j)}>
                  Remove item {j + 1}
                </Button>
              )}
            </div>
          ))}
          {!readOnly && (
            <Button variant="secondary" size="sm" onClick={() => items.append(blankItem())}>
              Add item
            </Button>
          )}
        </div>
      )}
    </fieldset>
  );
}
