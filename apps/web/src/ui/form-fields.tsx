import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

/** Shared props of every labelled field: works with react-hook-form's `register()` spread (name, ref, onChange, onBlur). */
interface FieldBase {
  label: ReactNode;
  /** Validation message shown under the field (and linked with aria-describedby). */
  error?: string;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Visually hides the label (still read by screen readers). */
  hideLabel?: boolean;
  className?: string;
}

const INPUT =
  'mt-1 block w-full rounded border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-sky-700 disabled:bg-slate-100 disabled:text-slate-600';

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

function Label({ htmlFor, hide, required, children }: { htmlFor: string; hide?: boolean; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={hide ? 'sr-only' : 'block text-sm font-medium text-slate-800'}>
      {children}
      {required && (
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

/** The props every labelled control gets: its id, the error state and the messages it is described by. */
interface ControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  className: string;
}

/** Label, control and messages of one field; `children` renders the control with the props it must carry. */
function LabelledField({
  label,
  error,
  hint,
  hideLabel,
  className = '',
  id,
  required,
  children,
}: FieldBase & { id?: string; required?: boolean; children: (control: ControlProps) => ReactNode }) {
  const auto = useId();
  const fieldId = id ?? auto;
  const control: ControlProps = {
    id: fieldId,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(fieldId, error, hint),
    className: `${INPUT} ${error ? 'border-red-600' : 'border-slate-400'}`,
  };
  return (
    <div className={className}>
      <Label htmlFor={fieldId} hide={hideLabel} required={required}>
        {label}
      </Label>
      {children(control)}
      <FieldMessages id={fieldId} error={error} hint={hint} />
    </div>
  );
}

export interface TextFieldProps extends FieldBase, Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, hideLabel, className, id, ref, required, ...input }: TextFieldProps) {
  return (
    <LabelledField {...{ label, error, hint, hideLabel, className, id, required }}>{(control) => <input ref={ref} {...control} {...input} />}</LabelledField>
  );
}

export interface TextAreaFieldProps extends FieldBase, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, error, hint, hideLabel, className, id, ref, required, ...textarea }: TextAreaFieldProps) {
  return (
    <LabelledField {...{ label, error, hint, hideLabel, className, id, required }}>
      {(control) => <textarea ref={ref} {...control} {...textarea} />}
    </LabelledField>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldBase, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  options: readonly SelectOption[];
  /** Adds a first empty option with this text (e.g. 'Any' or 'Choose…'). */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
  /**
   * The options are still loading: shows a disabled "Loading…" select and hands `ref` to the real one only once they are
   * there, so a form library that sets a registered select's value when it mounts (react-hook-form) shows the stored
   * value rather than the placeholder.
   */
  loadingOptions?: boolean;
}

export function SelectField({
  label,
  error,
  hint,
  hideLabel,
  className,
  id,
  ref,
  options,
  placeholder,
  required,
  loadingOptions,
  ...select
}: SelectFieldProps) {
  return (
    <LabelledField {...{ label, error, hint, hideLabel, className, id, required }}>
      {(control) =>
        loadingOptions ? (
          <select key="loading" disabled {...control}>
            <option>Loading…</option>
          </select>
        ) : (
          <select key="ready" ref={ref} {...control} {...select}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
          </select>
        )
      }
    </LabelledField>
  );
}

export interface CheckboxFieldProps extends FieldBase, Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'> {
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, hint, hideLabel, className = '', id, ref, ...input }: CheckboxFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className={className}>
      <div className="flex items-center gap-2">
        <input
          ref={ref}
          id={fieldId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, error, hint)}
          className="h-4 w-4 rounded border-slate-500 accent-sky-800"
          {...input}
        />
        <label htmlFor={fieldId} className={hideLabel ? 'sr-only' : 'text-sm text-slate-800'}>
          {label}
        </label>
      </div>
      <FieldMessages id={fieldId} error={error} hint={hint} />
    </div>
  );
}

/** Read-only label/value pair for view screens. */
export function ReadOnlyField({ label, value, className = '' }: { label: ReactNode; value: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{value === null || value === undefined || value === '' ? '—' : value}</dd>
    </div>
  );
}

/** Lists a form's invalid fields (the spec: "Form errors list the invalid fields"). */
export function FormErrorSummary({ errors, title = 'Please fix the following fields:' }: { errors: { field: string; message: string }[]; title?: string }) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">{title}</p>
      <ul className="mt-1 list-disc pl-5">
        {errors.map((e) => (
          <li key={`${e.field}:${e.message}`}>
            <span className="font-medium">{e.field}</span>: {e.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
