import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { formatDateTimeInZone, formatMoney, formatTimeInZone } from '@/ui/format';
import { SelectField, TextField, type SelectOption } from '@/ui/form-fields';
import { Spinner } from '@/ui/spinner';
import type { ProductDeparture } from '../search/products.api';
import type { BookingFormValues } from './booking-form-values';

function tripLabel(d: ProductDeparture): string {
  const price = d.prices[0] ? ` · ${formatMoney(d.prices[0].amount, d.prices[0].currency)}` : '';
  return `${formatTimeInZone(d.departureAt, d.timezone)} → ${formatTimeInZone(d.arrivalAt, d.timezone)} · ${d.from.name} → ${d.to.name} · ${d.seatsLeft} seats left${price}`;
}

const stationText = (station: ProductDeparture['from']) => (station.address ? `${station.name}, ${station.address}` : station.name);

export interface JourneySectionProps {
  leg: 'outbound' | 'inbound';
  title: string;
  /** The departures on the chosen date in this leg's direction. */
  departures: readonly ProductDeparture[];
  loading: boolean;
  /** The trip the booking has now, kept as a choice when the date's list no longer offers it. */
  currentTrip?: { id: string | null; departureAt: string; timezone: string } | null;
  minDate?: string;
  error: (field: string) => string | undefined;
}

/** One journey: date, trip, and the trip's stations. */
export function JourneySection({ leg, title, departures, loading, currentTrip, minDate, error }: JourneySectionProps) {
  const { register, setValue, control } = useFormContext<BookingFormValues>();
  const tripId = useWatch({ control, name: `${leg}.tripId` });
  const chosen = departures.find((d) => d.tripId === tripId);
  const options: SelectOption[] = departures.map((d) => ({ value: d.tripId, label: tripLabel(d), disabled: d.seatsLeft <= 0 && d.tripId !== currentTrip?.id }));
  if (currentTrip?.id && !chosen && tripId === currentTrip.id) {
    options.unshift({ value: currentTrip.id, label: `Current trip · ${formatDateTimeInZone(currentTrip.departureAt, currentTrip.timezone)}` });
  }
  const dateField = register(`${leg}.date`, { onChange: () => setValue(`${leg}.tripId`, '') });

  return (
    <fieldset className="space-y-3 rounded border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">{title}</legend>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <TextField label="Date" type="date" required min={minDate} error={error(`${leg}.date`)} {...dateField} />
        <div className="flex items-end gap-2">
          <Controller
            control={control}
            name={`${leg}.tripId`}
            render={({ field }) => (
              <SelectField
                className="flex-1"
                label="Trip"
                required
                placeholder={departures.length === 0 && !loading ? 'No departures on this date' : 'Choose a trip'}
                options={options}
                error={error(`${leg}.tripId`)}
                {...field}
              />
            )}
          />
          {loading && <Spinner size="sm" label="Loading trips" />}
        </div>
      </div>
      {chosen && (
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium text-slate-700">From station</dt>
            <dd>{stationText(chosen.from)}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-700">To station</dt>
            <dd>{stationText(chosen.to)}</dd>
          </div>
        </dl>
      )}
    </fieldset>
  );
}
