import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/ui/button';
import { SelectField, TextField } from '@/ui/form-fields';
import { formatMoney } from '@/ui/format';
import type { VehicleTypeDef } from '../search/products.api';
import { emptyVehicle, type BookingFormValues } from './booking-form-values';

export interface VehiclesSectionProps {
  vehicleTypes: readonly VehicleTypeDef[];
  error: (field: string) => string | undefined;
}

/** Vehicles on board a ferry that carries them (spec 3.1 vehiclesOnBoard): type of the line's, name and license number. */
export function VehiclesSection({ vehicleTypes, error }: VehiclesSectionProps) {
  const { control, register } = useFormContext<BookingFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'vehicles' });
  const typeOptions = vehicleTypes.map((v) => ({ value: v.typeName, label: `${v.typeName} (${formatMoney(v.amount, v.currency)} per journey)` }));

  return (
    <fieldset className="space-y-3 rounded border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">Vehicles on board</legend>
      {fields.length === 0 && <p className="text-sm text-slate-700">No vehicles on this booking.</p>}
      <ol className="space-y-3">
        {fields.map((field, i) => {
          const number = i + 1;
          const problem = error(`vehicles.${i}`);
          return (
            <li key={field.id} aria-label={`Vehicle ${number}`} className="rounded border border-slate-200 p-3">
              <div className="mb-2 flex items-center justify-between">
                <h3 className="text-sm font-semibold text-slate-800">Vehicle {number}</h3>
                <Button variant="ghost" size="sm" onClick={() => remove(i)} aria-label={`Remove vehicle ${number}`}>
                  Remove
                </Button>
              </div>
              {problem && (
                <p role="alert" className="mb-2 text-sm text-red-700">
                  {problem}
                </p>
              )}
              <div className="grid gap-3 sm:grid-cols-3">
                <SelectField
                  label="Vehicle type"
                  required
                  options={typeOptions}
                  error={error(`vehicles.${i}.typeName`)}
                  {...register(`vehicles.${i}.typeName`)}
                />
                <TextField label="Vehicle name" required autoComplete="off" error={error(`vehicles.${i}.name`)} {...register(`vehicles.${i}.name`)} />
                <TextField
                  label="License number"
                  required
                  autoComplete="off"
                  error={error(`vehicles.${i}.licenseNumber`)}
                  {...register(`vehicles.${i}.licenseNumber`)}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" size="sm" onClick={() => append(emptyVehicle(vehicleTypes[0]?.typeName ?? ''))} disabled={vehicleTypes.length === 0}>
        Add vehicle
      </Button>
    </fieldset>
  );
}
