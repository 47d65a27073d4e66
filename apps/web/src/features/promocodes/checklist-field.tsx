import { useId, useState } from 'react';
import type { SelectOption } from '@/ui/form-fields';
import { TextField } from '@/ui/form-fields';
import { Loading } from '@/ui/spinner';
import type { AudienceChoices } from './audience-options.api';

/** Lists longer than this get a search box. */
const SEARCH_FROM = 8;

export interface ChecklistFieldProps {
  label: string;
  choices: AudienceChoices;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

const matches = (option: SelectOption, query: string) => option.label.toLowerCase().includes(query.trim().toLowerCase());

/** A group of checkboxes for a multiple choice, with a search box over long lists; the chosen ones stay listed first. */
export function ChecklistField({ label, choices, selected, onChange }: ChecklistFieldProps) {
  const [query, setQuery] = useState('');
  const countId = useId();
  const chosen = new Set(selected);
  const visible = choices.options.filter((o) => chosen.has(o.value) || matches(o, query));
  const toggle = (value: string, on: boolean) => onChange(on ? [...selected, value] : selected.filter((v) => v !== value));
  return (
    <fieldset className="rounded border border-slate-200 p-3" aria-describedby={countId}>
      <legend className="px-1 text-sm font-semibold text-slate-900">{label}</legend>
      <p id={countId} className="mb-2 text-xs text-slate-700">
        {selected.length === 0 ? 'None chosen: no limitation.' : `${selected.length} chosen`}
      </p>
      {choices.loading ? (
        <Loading label={`Loading ${label.toLowerCase()}…`} />
      ) : choices.failed ? (
        <p role="alert" className="text-sm text-red-700">
          The {label.toLowerCase()} could not be loaded.
        </p>
      ) : (
        <>
          {choices.options.length > SEARCH_FROM && (
            <TextField label={`Search ${label.toLowerCase()}`} type="search" className="mb-2" value={query} onChange={(e) => setQuery(e.target.value)} />
          )}
          <ul className="max-h-40 space-y-1 overflow-y-auto">
            {visible.map((o) => (
              <li key={o.value}>
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input type="checkbox" className="h-4 w-4 accent-sky-800" checked={chosen.has(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} />
                  {o.label}
                </label>
              </li>
            ))}
            {visible.length === 0 && <li className="text-sm text-slate-700">No Results</li>}
          </ul>
        </>
      )}
    </fieldset>
  );
}
