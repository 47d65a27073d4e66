import { toCents } from '@farebox/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField, TextField } from '@/ui/form-fields';
import { formatMoney } from '@/ui/format';
import type { ExtraOptionDef } from '../search/products.api';
import type { BookingFormValues } from './booking-form-values';

export const extraLabel = (def: ExtraOptionDef) => (def.note ? `${def.label}: ${def.note}` : def.label);

/** "(120.00 THB per passenger)"; nothing for a free option. */
function priceText(def: ExtraOptionDef): string {
  if (!toCents(def.price)) return '';
  return ` (${formatMoney(def.price, def.currency)} ${def.perPassenger ? 'per passenger' : 'per booking'})`;
}

/** The product's extra options: a switch each (mandatory ones on and locked) and its text when it needs one. */
export function ExtrasSection({ defs, error }: { defs: readonly ExtraOptionDef[]; error: (field: string) => string | undefined }) {
  const { register, control } = useFormContext<BookingFormValues>();
  const extras = useWatch({ control, name: 'extras' });
  if (defs.length === 0) return null;
  return (
    <fieldset className="space-y-3 rounded border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">Extras</legend>
      <ul className="space-y-3">
        {defs.map((def, i) => {
          const label = extraLabel(def);
          return (
            <li key={def.id} className="space-y-2">
              <CheckboxField
                label={`${label}${priceText(def)}${def.mandatory ? ' — mandatory' : ''}`}
                disabled={def.mandatory}
                {...register(`extras.${i}.selected`)}
              />
              {extras?.[i]?.selected && def.needInput && (
                <TextField
                  className="ml-6"
                  label={def.inputLabel || `${def.label} details`}
                  required
                  error={error(`extras.${i}.value`)}
                  {...register(`extras.${i}.value`)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
