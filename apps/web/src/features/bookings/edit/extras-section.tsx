import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField, TextField } from '../../../ui/form-fields';
import { formatMoney } from '../../../ui/format';
import type { ExtraOptionDef, ExtraType } from '../search/products.api';
import type { BookingFormValues } from './booking-form-values';

const EXTRA_NAMES: Record<ExtraType, string> = {
  pickup_hotel: 'Hotel pickup',
  pickup_airport: 'Airport pickup',
  dropoff_hotel: 'Hotel drop-off',
  dropoff_airport: 'Airport drop-off',
  upgrade: 'Upgrade',
};

export const extraLabel = (def: ExtraOptionDef) => (def.note ? `${EXTRA_NAMES[def.extraType]}: ${def.note}` : EXTRA_NAMES[def.extraType]);

const defaultInputLabel = (def: ExtraOptionDef) => (def.extraType.endsWith('airport') ? 'Flight number' : def.extraType.endsWith('hotel') ? 'Hotel name and address' : 'Details');

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
          const price = def.price ? ` (${formatMoney(def.price.amount, def.price.currency)})` : '';
          return (
            <li key={def.id} className="space-y-2">
              <CheckboxField
                label={`${label}${price}${def.mandatory ? ' — mandatory' : ''}`}
                disabled={def.mandatory}
                {...register(`extras.${i}.selected`)}
              />
              {extras?.[i]?.selected && def.needInput && (
                <TextField className="ml-6" label={def.inputLabel || defaultInputLabel(def)} required error={error(`extras.${i}.value`)} {...register(`extras.${i}.value`)} />
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
