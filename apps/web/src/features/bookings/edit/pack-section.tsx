import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { buttonClasses } from '@/ui/button';
import { formatMoney } from '@/ui/format';
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

/**
 * Pack selection (spec 2.3): the selected pack (name, description, price) with Change, which opens the list to pick
 * another. The list is plain buttons: Tab moves between packs, Enter or Space picks one, Escape closes the list, and
 * focus returns to Change.
 */
export function PackSection({ packs, stored, error }: PackSectionProps) {
  const { control } = useFormContext<BookingFormValues>();
  const [choosing, setChoosing] = useState(false);
  const changeRef = useRef<HTMLButtonElement | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const listId = useId();
  const errorId = useId();

  // Opening the list puts the keyboard on the pack chosen now.
  useEffect(() => {
    if (choosing) listRef.current?.querySelector<HTMLButtonElement>('button[aria-pressed="true"]')?.focus();
  }, [choosing]);

  const offered: PackView[] = packs.map(({ id, name, description, amount, currency }) => ({ id, name, description, amount, currency }));
  const views = stored && !offered.some((p) => p.id === stored.id) ? [...offered, { ...stored, amount: stored.price }] : offered;
  if (views.length === 0) return null;

  const close = () => {
    setChoosing(false);
    changeRef.current?.focus();
  };
  const onPackKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    close();
  };

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
            <>
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
              <button
                ref={(el) => {
                  changeRef.current = el;
                  field.ref(el);
                }}
                type="button"
                aria-expanded={choosing}
                aria-controls={listId}
                aria-describedby={error ? errorId : undefined}
                onClick={() => setChoosing((open) => !open)}
                className={buttonClasses('secondary', 'sm')}
              >
                {selected ? 'Change' : 'Choose'}
                <span className="sr-only"> pack</span>
              </button>
              {choosing && (
                <ul ref={listRef} id={listId} aria-label="Packs" className="space-y-2">
                  {[NO_PACK, ...views].map((p) => (
                    <li key={p.id || 'none'}>
                      <button
                        type="button"
                        aria-pressed={p.id === field.value}
                        onClick={() => {
                          field.onChange(p.id);
                          close();
                        }}
                        onKeyDown={onPackKeyDown}
                        className="block w-full rounded border border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-900 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-800 aria-pressed:border-sky-800 aria-pressed:bg-sky-50"
                      >
                        <span className="font-medium">{p.name}</span>
                        {p.description && <span className="block text-slate-700">{p.description}</span>}
                        {p.id && <span className="block text-slate-700">{priceText(p)}</span>}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </>
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
