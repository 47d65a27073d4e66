import { useState } from 'react';
import { TRIP_SOURCE_LABELS } from '@farebox/domain';
import { usePriceRules } from '@/features/lines/prices/prices.api';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/form-fields';
import { Modal } from '@/ui/modal';
import { useToast } from '@/ui/toast';
import { useMultiStations } from './multi-stations.api';
import { MultiStationsTable } from './multi-stations-table';
import { scheduleErrors } from './schedule-errors';
import { useFullyBooked, useTripAllocation, type ScheduleEvent, type ScheduleTrip } from './schedules.api';
import { priceRuleLabel } from './price-rule-label';
import { TripTermsForm } from './trip-terms-form';

const localText = (local: string) => local.replace('T', ' ');

/**
 * One trip of the calendar: its times, seats, price rule, stops and prepaid allocation with where each comes from; for
 * schedule editors, mark the date fully booked or available again, edit its allocation, and Edit trip (on a recurring
 * event's trip: this date only).
 */
export function TripModal({
  lineId,
  trip,
  event,
  canEdit,
  onEditEvent,
  onErrors,
  onClose,
}: {
  lineId: string;
  trip: ScheduleTrip;
  event: ScheduleEvent | undefined;
  canEdit: boolean;
  onEditEvent: (event: ScheduleEvent) => void;
  onErrors: (errors: string[]) => void;
  onClose: () => void;
}) {
  const { notify } = useToast();
  const fullyBooked = useFullyBooked(lineId);
  const allocation = useTripAllocation(lineId);
  const [prepaid, setPrepaid] = useState(trip.prepaidSeats === null ? '' : String(trip.prepaidSeats));
  const rules = usePriceRules(lineId);
  const ownStops = trip.multiStationsSource === 'trip';
  const stops = useMultiStations(lineId, trip.direction, ownStops ? { tripId: trip.id } : { eventId: trip.stationsEventId ?? undefined });
  const rule = rules.data?.data.find((r) => r.id === trip.effectivePriceRuleId);
  const setAllocation = async (prepaidSeats: number | null) => {
    try {
      await allocation.mutateAsync({ tripId: trip.id, prepaidSeats });
      notify({ kind: 'success', title: prepaidSeats === null ? 'Allocation unset' : 'Allocation set', text: localText(trip.localDeparture) });
      onClose();
    } catch (error) {
      onErrors(scheduleErrors(error));
    }
  };
  const toggle = async () => {
    try {
      await fullyBooked.mutateAsync({ tripId: trip.id, fullyBooked: !trip.fullyBooked });
      notify({ kind: 'success', title: trip.fullyBooked ? 'Date available again' : 'Date marked fully booked', text: localText(trip.localDeparture) });
      onClose();
    } catch (error) {
      onErrors(scheduleErrors(error));
    }
  };
  return (
    <Modal
      open
      title={event?.title ?? 'Trip'}
      onClose={onClose}
      footer={
        <>
          {canEdit && event && (
            <Button variant="secondary" onClick={() => onEditEvent(event)}>
              Edit event
            </Button>
          )}
          {canEdit && (
            <Button variant={trip.fullyBooked ? 'primary' : 'danger'} loading={fullyBooked.isPending} onClick={() => void toggle()}>
              {trip.fullyBooked ? 'Mark available again' : 'Mark fully booked'}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <dl className="grid grid-cols-2 gap-2 text-sm text-slate-900">
        <dt className="font-medium">Departure</dt>
        <dd>
          {localText(trip.localDeparture)} ({trip.timezone})
        </dd>
        <dt className="font-medium">Arrival</dt>
        <dd>{localText(trip.localArrival)}</dd>
        <dt className="font-medium">Seats sold</dt>
        <dd>
          {trip.seatsSold} of {trip.seatsTotal}
        </dd>
        <dt className="font-medium">Status</dt>
        <dd>{trip.fullyBooked ? 'Fully booked' : 'On sale'}</dd>
        <dt className="font-medium">Price rule</dt>
        <dd>
          {TRIP_SOURCE_LABELS[trip.priceSource]}:{' '}
          {trip.effectivePriceRuleId === null ? "the line's prices and matching rules" : rule ? priceRuleLabel(rule) : 'Loading…'}
        </dd>
        <dt className="font-medium">Multi-stations</dt>
        <dd>
          {TRIP_SOURCE_LABELS[trip.multiStationsSource]} ({ownStops ? 'its own list' : trip.stationsEventId ? "the event's own list" : "the line's list"}):{' '}
          {stops.isLoading ? 'Loading…' : (stops.data ?? []).map((s) => s.stationName).join(', ') || 'the primary stations'}
        </dd>
        <dt className="font-medium">Prepaid allocation</dt>
        <dd>
          {TRIP_SOURCE_LABELS[trip.prepaidSource]}: {trip.allocatedSeats ?? 'none'}
        </dd>
      </dl>
      {canEdit && (
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-slate-900">Edit allocation (tickets sold: {trip.seatsSold})</legend>
          <div className="mt-1 flex flex-wrap items-end gap-2">
            <TextField label="Prepaid number" type="number" min={0} step={1} value={prepaid} onChange={(e) => setPrepaid(e.target.value)} />
            <Button size="sm" disabled={prepaid === '' || allocation.isPending} onClick={() => void setAllocation(Number(prepaid))}>
              Set
            </Button>
            <Button size="sm" variant="secondary" disabled={trip.prepaidSeats === null || allocation.isPending} onClick={() => void setAllocation(null)}>
              Unset
            </Button>
          </div>
        </fieldset>
      )}
      {canEdit && ownStops && (
        <div className="mt-4">
          <MultiStationsTable lineId={lineId} direction={trip.direction} label="of this trip" tripId={trip.id} canEdit onErrors={onErrors} />
        </div>
      )}
      {canEdit && <TripTermsForm lineId={lineId} trip={trip} onErrors={onErrors} onDone={onClose} />}
    </Modal>
  );
}
