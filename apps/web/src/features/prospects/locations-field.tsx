import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field, Label } from '@headlessui/react';
import { useMemo, useState } from 'react';
import { PROSPECT_LOCATIONS_MAX, SERP_LOCATIONS, serpLocationLabel } from '@farebox/domain';

const matching = (query: string) => {
  const q = query.trim().toLowerCase();
  return q === '' ? SERP_LOCATIONS : SERP_LOCATIONS.filter((l) => serpLocationLabel(l).toLowerCase().includes(q));
};

/**
 * The search's locations: a type-ahead multi-select of the SERP location names, capped at 30 (spec part 3, section
 * 9: once 30 are chosen the others are disabled); the chosen ones are listed below, each with a Remove button.
 */
export function LocationsField({ value, onChange, error }: { value: string[]; onChange: (locations: string[]) => void; error?: string }) {
  const [query, setQuery] = useState('');
  const options = useMemo(() => matching(query), [query]);
  const full = value.length >= PROSPECT_LOCATIONS_MAX;
  return (
    <Field>
      <Label className="block text-sm font-medium text-slate-800">
        Locations
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </Label>
      <Combobox multiple value={value} onChange={(next: string[]) => onChange(next.slice(0, PROSPECT_LOCATIONS_MAX))} onClose={() => setQuery('')} immediate>
        <div className="relative mt-1">
          <ComboboxInput
            aria-required
            aria-invalid={error ? true : undefined}
            autoComplete="off"
            placeholder="Type to find a location"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className={`block w-full rounded border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-sky-700 ${error ? 'border-red-600' : 'border-slate-400'}`}
          />
          <ComboboxOptions
            modal={false}
            className="absolute z-30 mt-1 max-h-64 w-full overflow-auto rounded border border-slate-300 bg-white py-1 text-sm shadow-lg empty:invisible"
          >
            {options.map((location) => (
              <ComboboxOption
                key={location}
                value={location}
                disabled={full && !value.includes(location)}
                className="group flex cursor-pointer items-center gap-2 px-3 py-2 text-slate-900 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[focus]:bg-sky-100"
              >
                <span aria-hidden="true" className="inline-block w-4 text-sky-800 opacity-0 group-data-[selected]:opacity-100">
                  ✓
                </span>
                {serpLocationLabel(location)}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        </div>
      </Combobox>
      <Description className="mt-1 text-xs text-slate-700">
        {value.length} of {PROSPECT_LOCATIONS_MAX} chosen{full ? ': remove one to choose another.' : '.'}
      </Description>
      {error && <Description className="mt-1 text-sm text-red-700">{error}</Description>}
      {value.length > 0 && (
        <ul aria-label="Chosen locations" className="mt-2 flex flex-wrap gap-1">
          {value.map((location) => (
            <li key={location} className="inline-flex items-center gap-1 rounded bg-sky-50 py-0.5 pl-2 pr-1 text-xs text-sky-950">
              {serpLocationLabel(location)}
              <button
                type="button"
                aria-label={`Remove ${serpLocationLabel(location)}`}
                onClick={() => onChange(value.filter((l) => l !== location))}
                className="rounded px-1 hover:bg-sky-100 focus-visible:outline-2 focus-visible:outline-sky-800"
              >
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Field>
  );
}
