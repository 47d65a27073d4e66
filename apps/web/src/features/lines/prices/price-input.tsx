import type { UseFormReturn } from 'react-hook-form';
import { ReadOnlyField } from '@/ui/form-fields';
import { EditPrice } from './edit-price';
import type { PricesFormValues } from './prices-form-values';

/** Price input (spec 2.11): the supplier currency (read-only) and its rate to USD, then one Edit price per passenger type. */
export function PriceInput({
  form,
  currency,
  usdRate,
  readOnly,
}: {
  form: UseFormReturn<PricesFormValues>;
  currency: string;
  usdRate: string | null;
  readOnly: boolean;
}) {
  const rows = form.getValues('prices');
  return (
    <section aria-labelledby="price-input-title" className="space-y-3 rounded border border-slate-200 bg-white p-4">
      <h3 id="price-input-title" className="text-base font-semibold text-slate-900">
        Price
      </h3>
      <dl className="grid gap-3 sm:grid-cols-2">
        <ReadOnlyField label="Supplier currency" value={currency} />
        <ReadOnlyField label="Rate (per 1 USD)" value={usdRate ?? (readOnly ? '—' : 'No rate entered: saving needs one')} />
      </dl>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-800">The operator has no passenger types: add them on the company first.</p>
      ) : (
        rows.map((row, i) => <EditPrice key={row.passengerType} form={form} index={i} currency={currency} usdRate={usdRate} readOnly={readOnly} />)
      )}
      <p className="text-sm text-slate-700">A passenger type with an empty cost is not sold on this line.</p>
    </section>
  );
}
