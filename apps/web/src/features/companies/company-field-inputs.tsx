import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField, ReadOnlyField, SelectField, TextAreaField, TextField } from '@/ui/form-fields';
import type { FieldSpec } from './company-fields';
import type { CompanyFormValues } from './company-form-values';

type Path = Parameters<ReturnType<typeof useFormContext<CompanyFormValues>>['register']>[0];

function errorAt(errors: Record<string, unknown>, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** The inputs of one tab, in the form's context; hidden dependants disappear while their flag is off. */
export function CompanyFieldInputs({ fields, disabled = {} }: { fields: readonly FieldSpec[]; disabled?: Partial<Record<string, string>> }) {
  const { register, control, formState } = useFormContext<CompanyFormValues>();
  const values = useWatch({ control }) as CompanyFormValues;
  const errors = formState.errors as Record<string, unknown>;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {fields
        .filter((f) => !f.showIf || f.showIf(values))
        .map((f) => {
          const name = f.name as Path;
          const error = errorAt(errors, f.name);
          const lockedReason = disabled[f.name];
          const common = { label: f.label, error, hint: lockedReason ?? f.hint, disabled: !!lockedReason, required: f.required };
          const wide = f.wide ? 'sm:col-span-2 lg:col-span-3' : '';
          switch (f.kind) {
            case 'checkbox':
              return <CheckboxField key={f.name} {...common} required={undefined} className="self-end" {...register(name)} />;
            case 'select': {
              const options = typeof f.options === 'function' ? f.options(values) : (f.options ?? []);
              return <SelectField key={f.name} {...common} className={wide} options={options} placeholder="—" {...register(name)} />;
            }
            case 'textarea':
              return <TextAreaField key={f.name} {...common} className={wide} rows={3} maxLength={f.maxLength} {...register(name)} />;
            default:
              return (
                <TextField
                  key={f.name}
                  {...common}
                  className={wide}
                  type={f.kind}
                  min={f.min}
                  max={f.max}
                  step={f.step}
                  maxLength={f.maxLength}
                  inputMode={f.kind === 'number' ? 'decimal' : undefined}
                  {...register(name)}
                />
              );
          }
        })}
    </div>
  );
}

function display(f: FieldSpec, values: CompanyFormValues): string {
  const raw = f.name.startsWith('voucherAlert.')
    ? values.voucherAlert[f.name.slice('voucherAlert.'.length) as 'title' | 'text']
    : values[f.name as keyof CompanyFormValues];
  if (typeof raw === 'boolean') return raw ? 'Yes' : 'No';
  const text = typeof raw === 'string' ? raw : '';
  if (f.kind === 'select') {
    const options = typeof f.options === 'function' ? f.options(values) : (f.options ?? []);
    return options.find((o) => o.value === text)?.label ?? text;
  }
  if (f.name === 'reportAgents') return text.split('\n').filter(Boolean).join(', ');
  return text;
}

/** The read-only mirror of one tab. */
export function CompanyFieldValues({ fields, values }: { fields: readonly FieldSpec[]; values: CompanyFormValues }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {fields
        .filter((f) => !f.showIf || f.showIf(values))
        .map((f) => (
          <ReadOnlyField key={f.name} label={f.label} value={display(f, values)} className={f.wide ? 'sm:col-span-2 lg:col-span-3' : ''} />
        ))}
    </dl>
  );
}
