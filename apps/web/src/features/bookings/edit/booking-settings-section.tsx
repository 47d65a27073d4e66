import { AMEND_STATUSES, BOOKING_STATUSES, CUSTOMER_STATUSES, PAYMENT_STATUSES } from '@farebox/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { SelectField } from '@/ui/form-fields';
import { useDomainOptions } from '../booking-options.api';
import type { BookingFormValues } from './booking-form-values';

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** Domain (sales channel) and, for full admins, payment, status, customer status and (edits) change-request status set directly. */
export function BookingSettingsSection({ showStatuses, creating }: { showStatuses: boolean; creating: boolean }) {
  const { register, control } = useFormContext<BookingFormValues>();
  const domains = useDomainOptions();
  // A new booking may leave the statuses to the server; an existing one always has them.
  const placeholder = creating ? 'Default' : undefined;
  return (
    <fieldset className="grid gap-3 rounded border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-5">
      <legend className="px-1 font-semibold text-slate-900">Domain and statuses</legend>
      {/* Controlled: the channels arrive after the form, and a native select drops a value it has no option for yet. */}
      <Controller
        control={control}
        name="domain"
        render={({ field }) => <SelectField label="Domain" options={domains.data ?? []} placeholder="Choose a domain" {...field} />}
      />
      {showStatuses && (
        <>
          <SelectField label="Payment status" options={options(PAYMENT_STATUSES)} placeholder={placeholder} {...register('paymentStatus')} />
          <SelectField label="Status" options={options(BOOKING_STATUSES)} placeholder={placeholder} {...register('status')} />
          <SelectField label="Customer status" options={options(CUSTOMER_STATUSES)} placeholder={placeholder} {...register('customerStatus')} />
          {!creating && <SelectField label="Change request status" options={options(AMEND_STATUSES)} placeholder="None" {...register('amendStatus')} />}
        </>
      )}
    </fieldset>
  );
}
