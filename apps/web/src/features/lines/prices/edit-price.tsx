import { useWatch, type UseFormReturn } from 'react-hook-form';
import { CheckboxField, TextField } from '@/ui/form-fields';
import { rowPreview, type PricesFormValues } from './prices-form-values';

/**
 * Edit price (spec 2.11) of one passenger type: cost, and the price set by markup (price computed) or by amount
 * (markup derived), with both in USD at the shown rate.
 */
export function EditPrice({
  form,
  index,
  usdRate,
  currency,
  readOnly,
}: {
  form: UseFormReturn<PricesFormValues>;
  index: number;
  usdRate: string | null;
  currency: string;
  readOnly: boolean;
}) {
  const { register, formState } = form;
  const row = useWatch({ control: form.control, name: `prices.${index}` });
  const errors = formState.errors.prices?.[index];
  const preview = rowPreview(row, usdRate);
  const name = row.passengerType;
  return (
    <fieldset className="grid gap-3 rounded border border-slate-200 p-3 sm:grid-cols-5" aria-label={`${name} price`}>
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {name}
        {row.ages && <span className="ml-1 font-normal text-slate-700">(ages {row.ages})</span>}
      </legend>
      <TextField
        label={`${name} cost (${currency})`}
        inputMode="decimal"
        disabled={readOnly}
        error={errors?.cost?.message}
        {...register(`prices.${index}.cost`)}
      />
      <CheckboxField label={`${name}: set by markup`} className="self-end" disabled={readOnly} {...register(`prices.${index}.isAmountByMarkup`)} />
      {row.isAmountByMarkup ? (
        <>
          <TextField
            label={`${name} markup (%)`}
            inputMode="decimal"
            disabled={readOnly}
            error={errors?.markup?.message}
            {...register(`prices.${index}.markup`)}
          />
          <TextField label={`${name} price (${currency})`} readOnly value={preview.amount ?? ''} hint="Cost plus markup" />
        </>
      ) : (
        <>
          <TextField label={`${name} markup (%)`} readOnly value={preview.markup ?? ''} hint="From the price" />
          <TextField
            label={`${name} price (${currency})`}
            inputMode="decimal"
            disabled={readOnly}
            error={errors?.amount?.message}
            {...register(`prices.${index}.amount`)}
          />
        </>
      )}
      <p className="self-end text-sm text-slate-800" aria-live="polite">
        USD: cost {preview.costUsd ?? '—'}, price {preview.amountUsd ?? '—'}
      </p>
    </fieldset>
  );
}
