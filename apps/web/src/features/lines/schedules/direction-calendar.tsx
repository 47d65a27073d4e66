import { useMemo, useState } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { addDays, splitCrossDay } from '@farebox/domain';
import { Spinner } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import { useSchedule, type Direction, type ScheduleEvent, type ScheduleTrip } from './schedules.api';

const FULLY_BOOKED_COLOR = '#475569';

/**
 * One month of a direction's trips on FullCalendar. Times are the departure city's wall clock (the trip's local
 * departure), shown as given. A trip past midnight is drawn split at 11:59 PM and continued from 00:00 the next day
 * (splitCrossDay), still one trip. A fully-booked date is grey and says so.
 */
export function DirectionCalendar({
  lineId,
  direction,
  label,
  initialDate,
  onTripClick,
}: {
  lineId: string;
  direction: Direction;
  label: string;
  initialDate: string;
  onTripClick: (trip: ScheduleTrip, event: ScheduleEvent | undefined) => void;
}) {
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const schedule = useSchedule(lineId, range?.from ?? initialDate, range?.to ?? addDays(initialDate, 41));
  const eventsById = useMemo(() => new Map((schedule.data?.events ?? []).map((e) => [e.id, e])), [schedule.data]);

  const calendarEvents = useMemo(
    () =>
      (schedule.data?.trips ?? [])
        .filter((t) => t.direction === direction)
        .flatMap((trip) => {
          const event = trip.eventId ? eventsById.get(trip.eventId) : undefined;
          const [date, time] = trip.localDeparture.split('T');
          // Wall-clock minutes between the local departure and arrival: across a DST change they differ from the real duration.
          const minutes = Math.round((Date.parse(`${trip.localArrival}Z`) - Date.parse(`${trip.localDeparture}Z`)) / 60_000);
          const title = `${event?.title ?? 'Trip'}${trip.fullyBooked ? ' (fully booked)' : ''}`;
          return splitCrossDay(date, time, minutes).map((piece, i) => ({
            id: `${trip.id}:${i}`,
            title: piece.continued ? `${title} (continued)` : title,
            start: piece.start,
            end: piece.end,
            color: trip.fullyBooked ? FULLY_BOOKED_COLOR : (event?.color ?? '#3b82f6'),
            extendedProps: { tripId: trip.id },
          }));
        }),
    [schedule.data, eventsById, direction],
  );

  return (
    <section aria-label={`${label} calendar`} className="relative">
      {schedule.isFetching && (
        <div className="absolute right-2 top-2 z-10">
          <Spinner size="sm" label="Loading trips" />
        </div>
      )}
      {schedule.isError && <ErrorState error={schedule.error} onRetry={() => void schedule.refetch()} />}
      <FullCalendar
        plugins={[dayGridPlugin, classicThemePlugin]}
        initialView="dayGridMonth"
        headerToolbar={{ start: 'title', end: 'today prev,next' }}
        // Events at least 24 px high (touch-target size) and day numbers in a readable grey (the theme's is too pale).
        eventClass="min-h-6"
        dayCellTopClass="!text-slate-700 !opacity-100"
        dayCellTopInnerClass="!text-slate-700 !opacity-100"
        initialDate={initialDate}
        height="auto"
        displayEventEnd
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        events={calendarEvents}
        datesSet={(info) => setRange({ from: info.startStr.slice(0, 10), to: addDays(info.endStr.slice(0, 10), -1) })}
        eventClick={(info) => {
          const trip = schedule.data?.trips.find((t) => t.id === info.event.extendedProps.tripId);
          if (trip) onTripClick(trip, trip.eventId ? eventsById.get(trip.eventId) : undefined);
        }}
      />
    </section>
  );
}
