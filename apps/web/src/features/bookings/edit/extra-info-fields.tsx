import { extraInfoAsked } from '@farebox/domain';
import { useFormContext } from 'react-hook-form';
import { SelectField, TextField } from '@/ui/form-fields';
import type { ExtraInfoDef } from '../search/products.api';
import type { BookingFormValues } from './booking-form-values';

const DATE_HINTS: Partial<Record<ExtraInfoDef['type'], string>> = {
  dateBefore: 'A date before the departure date.',
  dateAfter: 'A date after the departure date (the return on a round trip).',
};

/**
 * The product's passenger extra info one passenger answers (spec 3.5 passengerExtraInfoDefinitions): texts, numbers
 * (decimal keyboard; the shared rule answers "Enter a number."), autocompletes suggesting the definition's values,
 * dates and selects of the list's values or the countries. Country of residence is asked of the first passenger only.
 */
export function ExtraInfoFields({ index, defs, error }: { index: number; defs: readonly ExtraInfoDef[]; error: (field: string) => string | undefined }) {
  const { register } = useFormContext<BookingFormValues>();
  const asked = defs.filter((d) => extraInfoAsked(d, index));
  if (asked.length === 0) return null;
  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {asked.map((def) => {
        const name = `passengers.${index}.extraInfos.${def.slug}` as const;
        const common = { label: def.label, required: true, error: error(name), ...register(name) };
        if (def.type === 'country' || def.type === 'list') {
          return <SelectField key={def.slug} options={def.choices} placeholder={def.type === 'country' ? 'Choose a country' : 'Choose'} {...common} />;
        }
        if (def.type === 'text') return <TextField key={def.slug} autoComplete="off" {...common} />;
        if (def.type === 'number') return <TextField key={def.slug} inputMode="decimal" autoComplete="off" {...common} />;
        if (def.type === 'autocomplete') {
          const listId = `${name}.suggestions`;
          return (
            <div key={def.slug}>
              <TextField list={listId} autoComplete="off" {...common} />
              <datalist id={listId}>
                {def.choices.map((c) => (
                  <option key={c.value} value={c.value} />
                ))}
              </datalist>
            </div>
          );
        }
        return <TextField key={def.slug} type="date" hint={DATE_HINTS[def.type]} {...common} />;
      })}
    </div>
  );
}
