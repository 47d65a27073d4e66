import { useState, type ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { hasBothStations, LINE_TYPE_LABELS, LINE_TYPES, ON_LIMIT_POLICIES, ON_LIMIT_POLICY_LABELS, PRIVATE_TRANSFER_DEFAULT_INTERVAL } from '@farebox/domain';
import { Button } from '@/ui/button';
import { CheckboxField, ReadOnlyField, SelectField, TextField } from '@/ui/form-fields';
import { useCompanyOptions } from '@/features/companies/company-options.api';
import { useVehicleClassChoices, vehicleClassOptions } from '@/features/definitions/line-editor-definitions.api';
import type { LineDetail } from './line-edit.api';
import type { LineFormValues } from './line-form-values';
import { LinePolicyEntries } from './line-policy-entries';
import { LineStationPicker } from './line-station-picker';
import { MultiStationsList } from './multi-stations-list';

const TYPE_OPTIONS = LINE_TYPES.map((t) => ({ value: t, label: LINE_TYPE_LABELS[t] }));

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A radio group with a legend and its error under it. */
function RadioGroup({
  legend,
  name,
  options,
  error,
  register,
  required,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  error?: string;
  register: ReturnType<UseFormReturn<LineFormValues>['register']>;
  required?: boolean;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="mt-1 flex flex-wrap gap-4">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" value={o.value} className="accent-sky-800" {...register} />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Tab 0, Operator & Route (spec part 2, 2.9): every field with the shared rules' messages. Options that only exist
 * under another choice are shown only then (the server resets them the same way, normalizeLine).
 */
export function LineOperatorRouteTab({ form, line }: { form: UseFormReturn<LineFormValues>; line?: LineDetail }) {
  const { register, control, watch, setValue, formState } = form;
  const errors = formState.errors;
  const companies = useCompanyOptions();
  const v = watch();
  const vehicleClasses = useVehicleClassChoices();
  const classOptions = vehicleClassOptions(vehicleClasses, v.lineClass);
  // The pickers hold the chosen city themselves: a swap mounts them again with the swapped stations' cities.
  const [swaps, setSwaps] = useState(0);
  const canSwap = !line && hasBothStations({ stationAId: v.stationA?.id ?? null, stationBId: v.stationB?.id ?? null });

  return (
    <div className="space-y-4">
      <Section id="line-operator" title="Operator & Route">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Line denomination" required error={errors.denomination?.message} {...register('denomination')} />
          <SelectField label="Line type" required placeholder="Choose…" options={TYPE_OPTIONS} error={errors.type?.message} {...register('type')} />
          {v.type === 'ferry' && (
            <fieldset className="sm:col-span-2">
              <legend className="text-sm font-medium text-slate-800">Ferry offers</legend>
              <div className="mt-1 flex flex-wrap gap-4">
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    className="accent-sky-800"
                    checked={v.vehicleOnBoard}
                    onChange={() => setValue('vehicleOnBoard', true, { shouldDirty: true })}
                  />
                  Passengers and vehicles
                </label>
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    className="accent-sky-800"
                    checked={!v.vehicleOnBoard}
                    onChange={() => setValue('vehicleOnBoard', false, { shouldDirty: true })}
                  />
                  Passengers only
                </label>
              </div>
            </fieldset>
          )}
          <SelectField label="Line class" required placeholder="Choose…" options={classOptions} error={errors.lineClass?.message} {...register('lineClass')} />
          <SelectField
            label="Operator"
            required
            placeholder="Choose…"
            options={companies.data ?? []}
            loadingOptions={companies.isPending}
            error={errors.companyId?.message}
            {...register('companyId')}
          />
          <SelectField
            label="Different supplier"
            placeholder="None (the operator sells it)"
            options={(companies.data ?? []).filter((c) => c.value !== v.companyId)}
            loadingOptions={companies.isPending}
            error={errors.supplierId?.message}
            {...register('supplierId')}
          />
          <div>
            <CheckboxField label="Published at a set date" {...register('publishedAtOn')} />
            {v.publishedAtOn && <TextField label="Published at" type="datetime-local" error={errors.publishedAt?.message} {...register('publishedAt')} />}
          </div>
        </div>
      </Section>

      <Section id="line-approval" title="Bookings and approval">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <CheckboxField label="Manual bookings" {...register('manualBookings')} />
            {v.manualBookings && (
              <div className="ml-6 space-y-1">
                <CheckboxField label="Support" {...register('manualBookingsSupport')} />
                <CheckboxField label="Operations" {...register('manualBookingsOperations')} />
              </div>
            )}
          </div>
          <div className="space-y-2">
            <CheckboxField label="Automatic approval" {...register('automaticApproval')} />
            {v.automaticApproval && (
              <div className="ml-6 space-y-2">
                <CheckboxField label="Attach tickets manually" {...register('attachTicketsManually')} />
                <RadioGroup
                  legend="Available tickets"
                  name="automaticApprovalAmountType"
                  options={[
                    { value: 'unlimited', label: 'Unlimited' },
                    { value: 'limited', label: 'Limited' },
                  ]}
                  register={register('automaticApprovalAmountType')}
                />
                {v.automaticApprovalAmountType === 'limited' && (
                  <>
                    <TextField
                      label="Amount of tickets"
                      type="number"
                      min={1}
                      step={1}
                      required
                      error={errors.automaticApprovalAmount?.message}
                      {...register('automaticApprovalAmount')}
                    />
                    <RadioGroup
                      legend="When the limit is reached"
                      name="onLimitPolicy"
                      required
                      options={ON_LIMIT_POLICIES.map((p) => ({ value: p, label: ON_LIMIT_POLICY_LABELS[p] }))}
                      error={errors.onLimitPolicy?.message}
                      register={register('onLimitPolicy')}
                    />
                  </>
                )}
              </div>
            )}
          </div>
          {!v.automaticApproval && <CheckboxField label="Departure time flexibility" {...register('flexibleSchedule')} />}
          <div className="space-y-1">
            <CheckboxField label="Late approval" {...register('lateApproval')} />
            {v.lateApproval && (
              <TextField
                label="Late approval days"
                type="number"
                min={1}
                step={1}
                required
                className="ml-6"
                error={errors.lateApprovalDays?.message}
                {...register('lateApprovalDays')}
              />
            )}
          </div>
          <CheckboxField label="Activity" {...register('activity')} />
          <CheckboxField label="Show promotion" {...register('showPromotion')} />
          <TextField label="Minimum passengers" type="number" min={1} step={1} required error={errors.minPassengers?.message} {...register('minPassengers')} />
          <dl className="grid grid-cols-2 gap-2">
            <ReadOnlyField label="Supplier API" value={line?.isSupplierApi ? 'Yes' : 'No'} />
            <ReadOnlyField label="Scraping availability" value={line?.isScrapingAvailability ? 'Yes' : 'No'} />
          </dl>
        </div>
      </Section>

      <Section id="line-policies" title="Refund and amendment policies">
        <RadioGroup
          legend="Refund policy"
          name="refundable"
          required
          options={[
            { value: 'yes', label: 'Refundable' },
            { value: 'no', label: 'Non-refundable' },
          ]}
          error={errors.refundable?.message}
          register={register('refundable')}
        />
        {v.refundable === 'yes' && (
          <div className="ml-6 space-y-2">
            <CheckboxField label="Flexible cancellation" {...register('isFlexibleCancellation')} />
            <LinePolicyEntries form={form} name="cancellations" feeDisabled={v.isFlexibleCancellation} />
          </div>
        )}
        <RadioGroup
          legend="Amendment policy"
          name="amendable"
          required
          options={[
            { value: 'yes', label: 'Amendable' },
            { value: 'no', label: 'Not amendable' },
          ]}
          error={errors.amendable?.message}
          register={register('amendable')}
        />
        {v.amendable === 'yes' && (
          <div className="ml-6">
            <LinePolicyEntries form={form} name="amendments" />
          </div>
        )}
      </Section>

      <Section id="line-private" title="Private transfer">
        <CheckboxField label="Private transfer" {...register('isPrivateTransfer')} />
        {v.isPrivateTransfer && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Maximum passengers"
              type="number"
              min={1}
              step={1}
              required
              error={errors.privateMaxPassengers?.message}
              {...register('privateMaxPassengers')}
            />
            <TextField
              label="Trip duration (minutes)"
              type="number"
              min={1}
              step={1}
              required
              error={errors.privateTripDurationMinutes?.message}
              {...register('privateTripDurationMinutes')}
            />
            <TextField
              label="Interval between trips (minutes)"
              type="number"
              min={1}
              step={1}
              hint={`Default ${PRIVATE_TRANSFER_DEFAULT_INTERVAL}.`}
              error={errors.privateIntervalMinutes?.message}
              {...register('privateIntervalMinutes')}
            />
            <CheckboxField label="All passenger details required" {...register('privateAllPassengerDetailsRequired')} />
          </div>
        )}
      </Section>

      <Section id="line-stations" title="Primary stations">
        <div className="grid gap-3 lg:grid-cols-2">
          <Controller
            control={control}
            name="stationA"
            render={({ field, fieldState }) => (
              <LineStationPicker key={`a-${swaps}`} label="Station A" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
            )}
          />
          <Controller
            control={control}
            name="stationB"
            render={({ field, fieldState }) => (
              <LineStationPicker key={`b-${swaps}`} label="Station B" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
            )}
          />
        </div>
        {canSwap && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              const [a, b] = [v.stationA, v.stationB];
              setValue('stationA', b, { shouldDirty: true });
              setValue('stationB', a, { shouldDirty: true });
              setSwaps((n) => n + 1);
            }}
          >
            Swap stations A and B
          </Button>
        )}
        {line && (
          <div className="grid gap-4 lg:grid-cols-2">
            <MultiStationsList title="A to B stops" stops={line.multiStations.aToB} />
            <MultiStationsList title="B to A stops" stops={line.multiStations.bToA} />
          </div>
        )}
      </Section>
    </div>
  );
}
