import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { buttonClasses } from '../../../ui/button';
import { formatMoney } from '../../../ui/format';
import type { BookingDetail } from '../booking.types';
import type { PackDef } from '../search/products.api';
import type { BookingFormValues } from './booking-form-values';

interface PackView {
  id: string;
  name: string;
  description: string | null;
  amount: string;
  currency: string;
}

const NO_PACK: PackView = { id: '', name: 'No pack', description: null, amount: '', currency: '' };

const priceText = (p: PackView) => `${formatMoney(p.amount, p.currency)} per passenger`;

export interface PackSectionProps {
  packs: readonly PackDef[];
  /** An existing booking's pack, shown even when the line no longer offers it. */
  stored?: BookingDetail['pack'];
  error?: string;
}

/** Pack selection (spec 2.3): the selected pack (name, description, price) with Change, and the list to pick another. */
export function PackSection({ packs, stored, error }: PackSectionProps) {
  const { control } = useFormContext<BookingFormValues>();
  const titleId = useId();
  const errorId = useId();
  const offered: PackView[] = packs.map(({ id, name, description, amount, currency }) => ({ id, name, description, amount, currency }));
  const views = stored && !offered.some((p) => p.id === stored.id) ? [...offered, { ...stored, amount: stored.price }] : offered;
  if (views.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded border border-slate-200 p-4">
      <h2 id={titleId} className="font-semibold text-slate-900">
        Pack
      </h2>
      <Controller
        control={control}
        name="packId"
        render={({ field }) => {
          const selected = views.find((p) => p.id === field.value);
          return (
            <Listbox value={field.value} onChange={field.onChange}>
              <div aria-live="polite" className="rounded border border-slate-200 bg-slate-50 p-3 text-sm">
                {selected ? (
                  <>
                    <p className="font-semibold text-slate-900">{selected.name}</p>
                    {selected.description && <p className="text-slate-800">{selected.description}</p>}
                    <p className="text-slate-800">{priceText(selected)}</p>
                  </>
                ) : (
                  <p className="text-slate-800">No pack selected.</p>
                )}
              </div>
              <ListboxButton
                ref={field.ref}
                onBlur={field.onBlur}
                aria-describedby={error ? errorId : undefined}
                className={buttonClasses('secondary', 'sm')}
              >
                {selected ? 'Change' : 'Choose'}
                <span className="sr-only"> pack</span>
              </ListboxButton>
              <ListboxOptions modal={false} className="max-h-72 overflow-auto rounded border border-slate-300 bg-white py-1 text-sm shadow focus:outline-2 focus:outline-sky-700">
                {[NO_PACK, ...views].map((p) => (
                  <ListboxOption key={p.id || 'none'} value={p.id} className="cursor-pointer px-3 py-2 text-slate-900 data-[focus]:bg-sky-100 data-[selected]:bg-sky-50">
                    <span className="font-medium">{p.name}</span>
                    {p.description && <span className="block text-slate-700">{p.description}</span>}
                    {p.id && <span className="block text-slate-700">{priceText(p)}</span>}
                  </ListboxOption>
                ))}
              </ListboxOptions>
            </Listbox>
          );
        }}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
