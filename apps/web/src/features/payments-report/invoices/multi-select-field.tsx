import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import type { SelectOption } from '@/ui/form-fields';

export interface MultiSelectFieldProps {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  options: readonly SelectOption[];
  /** Shown when nothing is chosen. */
  placeholder?: string;
  loading?: boolean;
  className?: string;
}

/** A labelled multi-choice select (Headless UI listbox): arrow keys move, Space/Enter toggle, Escape closes. */
export function MultiSelectField({ label, values, onChange, options, placeholder = 'Any', loading = false, className = '' }: MultiSelectFieldProps) {
  const chosen = options.filter((o) => values.includes(o.value));
  const summary = chosen.length === 0 ? placeholder : chosen.length <= 2 ? chosen.map((o) => o.label).join(', ') : `${chosen.length} selected`;
  return (
    <Field className={className}>
      <Label className="block text-sm font-medium text-slate-800">{label}</Label>
      <Listbox value={[...values]} onChange={onChange} multiple>
        <div className="relative mt-1">
          <ListboxButton className="flex w-full items-center justify-between rounded border border-slate-400 bg-white px-3 py-2 text-left text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-sky-700">
            <span className="truncate">{summary}</span>
            <span aria-hidden="true" className="ml-2 text-slate-700">
              ▾
            </span>
          </ListboxButton>
          <ListboxOptions className="absolute z-30 mt-1 max-h-64 w-full min-w-56 overflow-auto rounded border border-slate-300 bg-white py-1 text-sm shadow-lg focus:outline-none">
            {options.length === 0 ? (
              <div className="px-3 py-2 text-slate-700">{loading ? 'Loading…' : 'No options'}</div>
            ) : (
              options.map((o) => (
                <ListboxOption
                  key={o.value}
                  value={o.value}
                  className="group flex cursor-pointer items-center gap-2 px-3 py-2 text-slate-900 data-[focus]:bg-sky-100"
                >
                  <span aria-hidden="true" className="inline-block w-4 text-sky-800 opacity-0 group-data-[selected]:opacity-100">
                    ✓
                  </span>
                  {o.label}
                </ListboxOption>
              ))
            )}
          </ListboxOptions>
        </div>
      </Listbox>
    </Field>
  );
}
