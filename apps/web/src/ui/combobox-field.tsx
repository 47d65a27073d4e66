import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field, Label } from '@headlessui/react';
import type { ReactNode } from 'react';
import type { SelectOption } from './form-fields';

export interface ComboboxFieldProps {
  label: ReactNode;
  /** The chosen option (its label is what the input shows). */
  value: SelectOption | null;
  onChange: (option: SelectOption | null) => void;
  /** The options matching the text typed so far (the caller filters, e.g. on the server). */
  options: readonly SelectOption[];
  /** The text typed in the input, for the caller to look options up with. */
  onQueryChange: (query: string) => void;
  loading?: boolean;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  className?: string;
}

/** A labelled type-ahead select (Headless UI combobox): arrow keys, Enter and Escape work as in a native select. */
export function ComboboxField({
  label,
  value,
  onChange,
  options,
  onQueryChange,
  loading = false,
  error,
  hint,
  required,
  disabled,
  placeholder,
  className = '',
}: ComboboxFieldProps) {
  return (
    <Field className={className} disabled={disabled}>
      <Label className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </Label>
      <Combobox value={value} onChange={onChange} by="value" onClose={() => onQueryChange('')} immediate>
        <div className="relative mt-1">
          <ComboboxInput
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            placeholder={placeholder}
            autoComplete="off"
            displayValue={(option: SelectOption | null) => option?.label ?? ''}
            onChange={(e) => onQueryChange(e.target.value)}
            className={`block w-full rounded border bg-white py-2 pl-3 pr-9 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-sky-700 disabled:bg-slate-100 ${error ? 'border-red-600' : 'border-slate-400'}`}
          />
          <ComboboxButton className="absolute inset-y-0 right-0 flex items-center px-2 text-slate-700" aria-label="Show options">
            <span aria-hidden="true">▾</span>
          </ComboboxButton>
          {/* Not modal: an open list must not make the rest of the form inert (it reopens on focus, `immediate`). */}
          <ComboboxOptions
            modal={false}
            className="absolute z-30 mt-1 max-h-64 w-full overflow-auto rounded border border-slate-300 bg-white py-1 text-sm shadow-lg empty:invisible"
          >
            {loading && options.length === 0 ? (
              <div className="px-3 py-2 text-slate-700">Loading…</div>
            ) : (
              options.map((o) => (
                <ComboboxOption
                  key={o.value}
                  value={o}
                  disabled={o.disabled}
                  className="cursor-pointer px-3 py-2 text-slate-900 data-[focus]:bg-sky-100 data-[selected]:font-semibold data-[disabled]:opacity-50"
                >
                  {o.label}
                </ComboboxOption>
              ))
            )}
          </ComboboxOptions>
        </div>
      </Combobox>
      {hint && <Description className="mt-1 text-xs text-slate-700">{hint}</Description>}
      {error && <Description className="mt-1 text-sm text-red-700">{error}</Description>}
    </Field>
  );
}
