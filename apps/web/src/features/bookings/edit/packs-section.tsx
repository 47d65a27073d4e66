import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../ui/button';
import { formatMoney } from '../../../ui/format';
import type { ProductPack } from '../search/products.api';
import type { BookingFormValues } from './booking-form-values';

/** The selected pack (name, description, price) with Change, and the list to pick another (spec 2.3). */
export function PacksSection({ packs }: { packs: readonly ProductPack[] }) {
  const { control, setValue } = useFormContext<BookingFormValues>();
  const packId = useWatch({ control, name: 'packId' });
  const selected = packs.find((p) => p.id === packId);
  const [choosing, setChoosing] = useState(!selected);

  const choose = (id: string) => {
    setValue('packId', id, { shouldDirty: true });
    setChoosing(false);
  };

  return (
    <fieldset className="space-y-3 rounded border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">Pack</legend>
      {selected && !choosing ? (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="font-medium text-slate-900">{selected.name}</p>
            {selected.description && <p className="text-sm text-slate-700">{selected.description}</p>}
            <p className="text-sm text-slate-900">{formatMoney(selected.price.amount, selected.price.currency)}</p>
          </div>
          <Button variant="secondary" size="sm" onClick={() => setChoosing(true)}>
            Change
          </Button>
        </div>
      ) : (
        <ul className="space-y-2" aria-label="Packs">
          {packs.map((p) => (
            <li key={p.id} className="flex flex-wrap items-start justify-between gap-3 rounded border border-slate-200 p-3">
              <div>
                <p className="font-medium text-slate-900">{p.name}</p>
                {p.description && <p className="text-sm text-slate-700">{p.description}</p>}
                <p className="text-sm text-slate-900">{formatMoney(p.price.amount, p.price.currency)}</p>
              </div>
              <Button size="sm" variant={p.id === packId ? 'primary' : 'secondary'} onClick={() => choose(p.id)} aria-label={`Choose pack ${p.name}`}>
                Choose
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
