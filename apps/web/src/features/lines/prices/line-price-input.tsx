import { useWatch, type UseFormReturn } from 'react-hook-form';
import { CheckboxField, TextField } from '@/ui/form-fields';
import type { PricesFormValues } from './prices-form-values';

/** Line price input (spec 2.11): booking fee (active, per passenger, price), round-trip discounts and the offline price. */
export function LinePriceInput({ form, currency, readOnly }: { form: UseFormReturn<PricesFormValues>; currency: string; readOnly: boolean }) {
  const { register, formState } = form;
  const errors = formState.errors;
  const feeActive = useWatch({ control: form.control, name: 'bookingFee.isActive' });
  return (
    <section aria-labelledby="line-price-input-title" className="space-y-3 rounded border border-slate-200 bg-white p-4">
      <h3 id="line-price-input-title" className="text-base font-semibold text-slate-900">
        Line price input
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <CheckboxField label="Booking fee active" disabled={readOnly} {...register('bookingFee.isActive')} />
        <CheckboxField label="Booking fee per passenger" disabled={readOnly || !feeActive} {...register('bookingFee.isPerPassenger')} />
        <TextField
          label={`Booking fee (${currency})`}
          inputMode="decimal"
          required={feeActive}
          disabled={readOnly || !feeActive}
          error={errors.bookingFee?.price?.message}
          {...register('bookingFee.price')}
        />
        <TextField
          label={`Maximum round-trip discount (${currency})`}
          inputMode="decimal"
          disabled={readOnly}
          error={errors.returnDiscount?.message}
          {...register('returnDiscount')}
        />
        <TextField
          label={`Round-trip cost discount (${currency})`}
          inputMode="decimal"
          disabled={readOnly}
          error={errors.returnCostDiscount?.message}
          {...register('returnCostDiscount')}
        />
        <TextField
          label={`Offline price (${currency})`}
          inputMode="decimal"
          hint="Empty: no offline price"
          disabled={readOnly}
          error={errors.offlinePrice?.message}
          {...register('offlinePrice')}
        />
      </div>
    </section>
  );
}
