import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { TRANSPORT_VEHICLE_TYPE_LABELS, TRANSPORT_VEHICLE_TYPES } from '@farebox/domain';
import { Button } from '@/ui/button';
import { EditConflictNotice } from '@/ui/edit-conflict-notice';
import { SelectField, TextField, type SelectOption } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import { useToast } from '@/ui/toast';
import { CityFilter } from '@/features/bookings/city-filter';
import { CompanyFilter } from '@/features/bookings/company-filter';
import { useVehicleClassChoices, vehicleClassOptions } from '@/features/definitions/line-editor-definitions.api';
import { GlobalErrorLine, useSaveOutcome } from '@/features/locations/location-form';
import { toFormValues, toTransportBody, transportProblems, type TransportFormValues } from './transport-form-values';
import { useSaveTransport, type Transport } from './transports.api';

const TYPE_OPTIONS: SelectOption[] = TRANSPORT_VEHICLE_TYPES.map((t) => ({ value: t, label: TRANSPORT_VEHICLE_TYPE_LABELS[t] }));
const PICKERS = [
  ['fromCityId', 'From city', 'city'],
  ['toCityId', 'To city', 'city'],
  ['operatorId', 'Operator', 'company'],
  ['supplierId', 'Supplier', 'company'],
] as const;

/**
 * The transport's fields, every one required ("This field is required."), checked by the same rule as the API; a
 * stale save shows what changed since with a reload. `onSaved` gets the saved transport (its reference may be new).
 */
export function TransportForm({
  transport,
  onSaved,
  onCancel,
  onReload,
}: {
  transport: Transport;
  onSaved: (saved: Transport) => void;
  onCancel: () => void;
  onReload: () => Promise<{ data?: Transport }>;
}) {
  const { notify } = useToast();
  const save = useSaveTransport(transport);
  const vehicleClasses = useVehicleClassChoices();
  const resolver = useMemo(() => problemsResolver<TransportFormValues>((v) => transportProblems(v, vehicleClasses)), [vehicleClasses]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TransportFormValues>({ defaultValues: toFormValues(transport), resolver });
  const outcome = useSaveOutcome<TransportFormValues>('transport', setError);

  const onValid = async (values: TransportFormValues) => {
    outcome.start();
    try {
      const saved = await save.mutateAsync(toTransportBody(values));
      notify({ kind: 'success', title: 'Transport updated', text: saved.reference });
      onSaved(saved);
    } catch (error) {
      outcome.fail(error);
    }
  };

  const reload = async () => {
    const latest = await onReload();
    if (latest.data) reset(toFormValues(latest.data));
    outcome.clearConflict();
  };

  return (
    <form noValidate aria-label="Edit transport" className="space-y-4" onSubmit={(e) => void handleSubmit(onValid, outcome.invalid)(e)}>
      {outcome.conflict && <EditConflictNotice changes={outcome.conflict} onReload={() => void reload()} />}
      <div className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField label="Reference" required error={errors.reference?.message} {...register('reference')} />
        <SelectField label="Type" required placeholder="Choose…" options={TYPE_OPTIONS} error={errors.vehicleType?.message} {...register('vehicleType')} />
        <SelectField
          label="Class"
          required
          placeholder="Choose…"
          options={vehicleClassOptions(vehicleClasses, transport.vehicleClass)}
          error={errors.vehicleClass?.message}
          {...register('vehicleClass')}
        />
        {PICKERS.map(([name, label, kind]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) =>
              kind === 'city' ? (
                <CityFilter label={label} required value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
              ) : (
                <CompanyFilter label={label} required value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
              )
            }
          />
        ))}
      </div>
      <GlobalErrorLine message={outcome.globalError} />
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
