import { useId, useState } from 'react';
import type { ProConType } from '@farebox/domain';
import { Button } from '@/ui/button';
import { ComboboxField } from '@/ui/combobox-field';
import type { SelectOption } from '@/ui/form-fields';
import { useDebouncedValue } from '@/ui/use-debounced-value';
import { moved, type ProConChoice } from './route-form-values';
import { useProConSearch } from './routes.api';

export interface ProConListFieldProps {
  /** 'Pros' or 'Cons', with the transportation, e.g. 'Train pros'. */
  label: string;
  type: ProConType;
  value: ProConChoice[];
  onChange: (value: ProConChoice[]) => void;
  error?: string;
}

/** An ordered list of pros (or cons): add one through a search of the stored ones, move it up or down, remove it. */
export function ProConListField({ label, type, value, onChange, error }: ProConListFieldProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const found = useProConSearch(type, useDebouncedValue(query.trim()));
  const chosen = new Set(value.map((p) => p.slug));
  const options: SelectOption[] = (found.data ?? []).filter((p) => !chosen.has(p.slug)).map((p) => ({ value: p.slug, label: `${p.text} (${p.slug})` }));

  const add = (option: SelectOption | null) => {
    const picked = found.data?.find((p) => p.slug === option?.value);
    if (picked) onChange([...value, { slug: picked.slug, text: picked.text }]);
  };

  return (
    <div className="space-y-2">
      <h3 id={`${id}-label`} className="text-sm font-semibold text-slate-800">
        {label}
      </h3>
      {value.length === 0 ? (
        <p className="text-sm text-slate-700">None yet.</p>
      ) : (
        <ol aria-labelledby={`${id}-label`} className="divide-y divide-slate-100 rounded border border-slate-200">
          {value.map((p, i) => (
            <li key={p.slug} className="flex items-center justify-between gap-2 px-3 py-1.5 text-sm text-slate-900">
              <span>
                {p.text} <span className="text-xs text-slate-700">({p.slug})</span>
              </span>
              <span className="flex gap-1">
                <Button variant="ghost" size="sm" aria-label={`Move ${p.slug} up`} disabled={i === 0} onClick={() => onChange(moved(value, i, i - 1))}>
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Move ${p.slug} down`}
                  disabled={i === value.length - 1}
                  onClick={() => onChange(moved(value, i, i + 1))}
                >
                  ↓
                </Button>
                <Button variant="ghost" size="sm" aria-label={`Remove ${p.slug}`} onClick={() => onChange(value.filter((_, j) => j !== i))}>
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <ComboboxField
        label={`Add to ${label.toLowerCase()}`}
        value={null}
        onChange={add}
        options={options}
        loading={found.isFetching}
        onQueryChange={setQuery}
        error={error}
        placeholder={`Search ${type === 'pro' ? 'pros' : 'cons'}`}
      />
    </div>
  );
}
