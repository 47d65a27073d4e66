import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/ui/button';
import { SelectField, TextField } from '@/ui/form-fields';
import type { ExtraInfoDef, PassengerTypeDef } from '../search/products.api';
import { emptyPassenger, type BookingFormValues } from './booking-form-values';
import { ExtraInfoFields } from './extra-info-fields';

export interface PassengersSectionProps {
  passengerTypes: readonly PassengerTypeDef[];
  defaultType: string;
  minPassengers: number;
  privateTransfer: boolean;
  /** The passenger extra info a new booking asks (none in an edit). */
  extraInfo: readonly ExtraInfoDef[];
  /** Supplier-API bookings: only the lead's e-mail and phone stay editable. */
  contactOnly: boolean;
  error: (field: string) => string | undefined;
}

/**
 * The passengers (spec 5): first and last name required, the lead passenger is the contact (e-mail required), and
 * on a new booking each answers the product's passenger extra info.
 * Private transfers name the lead only (the count is a separate field); otherwise a passenger can be removed
 * only past the line's minimum.
 */
export function PassengersSection({ passengerTypes, defaultType, minPassengers, privateTransfer, extraInfo, contactOnly, error }: PassengersSectionProps) {
  const { control, register } = useFormContext<BookingFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'passengers' });
  const typeOptions = passengerTypes.map((t) => ({ value: t.type, label: `${t.type} (${t.fromAge}–${t.toAge})` }));
  const canEditList = !privateTransfer && !contactOnly;

  return (
    <fieldset className="space-y-3 rounded border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">Passengers</legend>
      {minPassengers > 1 && !privateTransfer && <p className="text-sm text-slate-700">The operator requires at least {minPassengers} passengers.</p>}
      {error('passengers') && (
        <p role="alert" className="text-sm text-red-700">
          {error('passengers')}
        </p>
      )}
      <ol className="space-y-3">
        {fields.map((field, i) => {
          const number = i + 1;
          return (
            <li key={field.id} aria-label={`Passenger ${number}`} className="rounded border border-slate-200 p-3">
              <div className="mb-2 flex items-center justify-between">
                <h3 className="text-sm font-semibold text-slate-800">
                  Passenger {number}
                  {i === 0 && ' (contact)'}
                </h3>
                {canEditList && i >= minPassengers && (
                  <Button variant="ghost" size="sm" onClick={() => remove(i)} aria-label={`Remove passenger ${number}`}>
                    Remove
                  </Button>
                )}
              </div>
              <fieldset disabled={contactOnly} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                <TextField
                  label="First name"
                  required
                  autoComplete="off"
                  error={error(`passengers.${i}.firstName`)}
                  {...register(`passengers.${i}.firstName`)}
                />
                <TextField label="Last name" required autoComplete="off" error={error(`passengers.${i}.lastName`)} {...register(`passengers.${i}.lastName`)} />
                <SelectField
                  label="Passenger type"
                  required
                  options={typeOptions.length ? typeOptions : [{ value: defaultType, label: defaultType }]}
                  error={error(`passengers.${i}.passengerType`)}
                  {...register(`passengers.${i}.passengerType`)}
                />
                <TextField
                  label="Age"
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  error={error(`passengers.${i}.age`)}
                  {...register(`passengers.${i}.age`)}
                />
              </fieldset>
              {i === 0 && (
                <div className="mt-3 grid gap-3 sm:grid-cols-2">
                  <TextField label="E-mail" type="email" required autoComplete="off" error={error('passengers.0.email')} {...register('passengers.0.email')} />
                  <TextField label="Phone" type="tel" autoComplete="off" error={error('passengers.0.phone')} {...register('passengers.0.phone')} />
                </div>
              )}
              <ExtraInfoFields index={i} defs={extraInfo} error={error} />
            </li>
          );
        })}
      </ol>
      {canEditList && (
        <Button variant="secondary" size="sm" onClick={() => append(emptyPassenger(defaultType))}>
          Add passenger
        </Button>
      )}
    </fieldset>
  );
}
