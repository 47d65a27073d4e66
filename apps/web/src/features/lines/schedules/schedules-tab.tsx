import { useState } from 'react';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { WEEKDAY_FORM_ORDER, WEEKDAY_LABELS } from '@farebox/domain';
import { Button, buttonClasses } from '@/ui/button';
import { TextField } from '@/ui/form-fields';
import { ConfirmDialog } from '@/ui/modal';
import { Table, type Column } from '@/ui/table';
import { CSV_DOWNLOAD_FAILED, downloadApiFile } from '@/ui/download';
import { useToast } from '@/ui/toast';
import { BulkDurationModal } from './bulk-duration-modal';
import { CutoffsSection } from './cutoffs-section';
import { DepartureTimeModal } from './departure-time-modal';
import { DuplicateModal } from './duplicate-modal';
import { DirectionCalendar } from './direction-calendar';
import { ErrorsModal } from './errors-modal';
import { EventModal } from './event-modal';
import { MultiStationsTable } from './multi-stations-table';
import { RemoveAllTripsModal } from './remove-all-trips-modal';
import { RemoveWeekdayModal } from './remove-weekday-modal';
import { scheduleErrors } from './schedule-errors';
import {
  ticketsSoldCsv,
  useDeleteEvent,
  useFullyBookedUpload,
  useSchedule,
  type Direction,
  type ScheduleEvent,
  type ScheduleLine,
  type ScheduleTrip,
} from './schedules.api';
import { TripModal } from './trip-modal';

export type { ScheduleLine } from './schedules.api';

const DIRECTIONS: Direction[] = ['aToB', 'bToA'];

/** Today in the browser, as the calendar's first month and the default start of a new event's range. */
const todayIso = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const daysText = (days: number[]) =>
  days.length === 7
    ? 'Every day'
    : WEEKDAY_FORM_ORDER.filter((d) => days.includes(d))
        .map((d) => WEEKDAY_LABELS[d])
        .join(', ');

type Dialog =
  | { kind: 'event'; direction: Direction; event?: ScheduleEvent }
  | { kind: 'trip'; trip: ScheduleTrip; event?: ScheduleEvent }
  | { kind: 'delete'; event: ScheduleEvent }
  | { kind: 'weekday'; event: ScheduleEvent }
  | { kind: 'duration'; events: ScheduleEvent[] }
  | { kind: 'departure'; event: ScheduleEvent }
  | { kind: 'duplicate'; event: ScheduleEvent }
  | { kind: 'removeAll' }
  | null;

/**
 * Tab 4 of the line editor (spec part 2, 2.9 and 2.10): the cutoffs and booking window, then per direction, the events with their actions and a calendar of
 * trips. Schedule editors (staff writers, schedule-authorised agents on their own lines) add, edit and delete events,
 * mark dates fully booked and change durations; full admins also remove a weekday. Every refusal is listed in the
 * "Errors" modal. `onLineChanged` is called after each saved schedule change so the page can refresh the line.
 */
export function SchedulesTab({ line, onLineChanged }: { line: ScheduleLine; onLineChanged: (line: ScheduleLine) => void }) {
  const today = todayIso();
  const { notify } = useToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const schedule = useSchedule(line.id, today, today);
  const deleteEvent = useDeleteEvent(line.id);
  const upload = useFullyBookedUpload(line.id);
  const canEdit = schedule.data?.editSchedules ?? line.access.editSchedules;
  const fullAdmin = schedule.data?.fullAdminActions ?? false;

  if (!line.stationA || !line.stationB)
    return <p className="rounded border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">Set both stations A and B to edit the schedule.</p>;

  const names: Record<Direction, string> = {
    aToB: `${line.stationA.name} → ${line.stationB.name}`,
    bToA: `${line.stationB.name} → ${line.stationA.name}`,
  };
  const close = () => setDialog(null);
  const saved = () => {
    close();
    onLineChanged(line);
  };
  const uploadFullyBooked = async (file: File | undefined) => {
    if (!file) return;
    try {
      const result = await upload.mutateAsync(await file.text());
      notify({ kind: 'success', title: 'Fully-booked dates uploaded', text: `${result.marked} trips marked fully booked` });
      if (result.errors.length > 0) setErrors(result.errors.map((e) => e.message));
      onLineChanged(line);
    } catch (error) {
      setErrors(scheduleErrors(error));
    }
  };
  const confirmDelete = async (event: ScheduleEvent) => {
    try {
      await deleteEvent.mutateAsync(event);
      notify({ kind: 'success', title: 'Event deleted', text: event.title });
      saved();
    } catch (error) {
      close();
      setErrors(scheduleErrors(error));
    }
  };

  const columns = (direction: Direction): Column<ScheduleEvent>[] => [
    {
      key: 'title',
      header: 'Event',
      render: (e) => (
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-full" style={{ backgroundColor: e.color }} />
          {e.title}
        </span>
      ),
    },
    { key: 'time', header: 'Start – end', render: (e) => `${e.startTime} – ${e.endTime}${e.endDayOffset > 0 ? ` (+${e.endDayOffset} day)` : ''}` },
    { key: 'days', header: 'Days', render: (e) => daysText(e.daysOfWeek) },
    {
      key: 'ranges',
      header: 'Dates',
      render: (e) => e.dateRanges.map((r) => `${r.startDate} → ${r.endDate ?? 'open'}`).join('; '),
    },
    { key: 'seats', header: 'Seats' },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      render: (e) =>
        canEdit ? (
          <EventActions
            event={e}
            fullAdmin={fullAdmin}
            onEdit={() => setDialog({ kind: 'event', direction, event: e })}
            onRemoveWeekday={() => setDialog({ kind: 'weekday', event: e })}
            onNewDepartureTime={() => setDialog({ kind: 'departure', event: e })}
            onDuplicate={() => setDialog({ kind: 'duplicate', event: e })}
            onTicketsSold={() =>
              void downloadApiFile(ticketsSoldCsv(line.id, e.id), `tickets-sold-${e.title}.csv`).catch(() =>
                notify({ kind: 'error', title: CSV_DOWNLOAD_FAILED }),
              )
            }
            onDelete={() => setDialog({ kind: 'delete', event: e })}
          />
        ) : null,
    },
  ];

  return (
    <div className="space-y-8">
      <CutoffsSection line={line} onLineChanged={onLineChanged} />
      {canEdit && (
        <div className="flex flex-wrap items-end justify-end gap-3">
          <TextField
            label="Fully-booked CSV upload"
            type="file"
            accept=".csv,text/csv"
            disabled={upload.isPending}
            hint="A row a date YYYY-MM-DD, then optionally a time HH:MM and a direction aToB or bToA."
            onChange={(e) => {
              void uploadFullyBooked(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {schedule.data?.canRemoveAllTrips && (
            <Button variant="danger" size="sm" onClick={() => setDialog({ kind: 'removeAll' })}>
              Remove all trips
            </Button>
          )}
        </div>
      )}
      {DIRECTIONS.map((direction) => {
        const events = (schedule.data?.events ?? []).filter((e) => e.direction === direction);
        return (
          <section key={direction} aria-labelledby={`schedule-${direction}`} className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={`schedule-${direction}`} className="text-lg font-semibold text-slate-900">
                {names[direction]}
              </h2>
              {canEdit && (
                <div className="flex gap-2">
                  <Button size="sm" variant="secondary" disabled={events.length === 0} onClick={() => setDialog({ kind: 'duration', events })}>
                    Change events duration
                  </Button>
                  <Button size="sm" onClick={() => setDialog({ kind: 'event', direction })}>
                    Add event
                  </Button>
                </div>
              )}
            </div>
            <Table caption={`Events ${names[direction]}`} columns={columns(direction)} rows={events} rowKey={(e) => e.id} emptyText="No events yet." />
            <MultiStationsTable lineId={line.id} direction={direction} label={names[direction]} canEdit={canEdit} onErrors={setErrors} />
            <DirectionCalendar
              lineId={line.id}
              direction={direction}
              label={names[direction]}
              initialDate={today}
              onTripClick={(trip, event) => setDialog({ kind: 'trip', trip, event })}
            />
          </section>
        );
      })}

      {dialog?.kind === 'event' && (
        <EventModal lineId={line.id} direction={dialog.direction} event={dialog.event} today={today} onClose={close} onErrors={setErrors} onSaved={saved} />
      )}
      {dialog?.kind === 'trip' && (
        <TripModal
          lineId={line.id}
          trip={dialog.trip}
          event={dialog.event}
          canEdit={canEdit}
          onEditEvent={(event) => setDialog({ kind: 'event', direction: event.direction, event })}
          onErrors={setErrors}
          onClose={close}
        />
      )}
      {dialog?.kind === 'departure' && <DepartureTimeModal lineId={line.id} event={dialog.event} today={today} onErrors={setErrors} onClose={saved} />}
      {dialog?.kind === 'duplicate' && <DuplicateModal lineId={line.id} event={dialog.event} onErrors={setErrors} onClose={saved} />}
      {dialog?.kind === 'removeAll' && <RemoveAllTripsModal lineId={line.id} names={names} onErrors={setErrors} onClose={saved} />}
      {dialog?.kind === 'weekday' && <RemoveWeekdayModal lineId={line.id} event={dialog.event} onErrors={setErrors} onClose={saved} />}
      {dialog?.kind === 'duration' && <BulkDurationModal lineId={line.id} events={dialog.events} onErrors={setErrors} onClose={saved} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete all?"
        message={
          <p className="text-sm text-slate-900">
            {dialog?.kind === 'delete' ? `${dialog.event.title}: its future trips are removed. Trips with bookings are never removed.` : ''}
          </p>
        }
        confirmLabel="Delete"
        busy={deleteEvent.isPending}
        onCancel={close}
        onConfirm={() => dialog?.kind === 'delete' && void confirmDelete(dialog.event)}
      />
      <ErrorsModal errors={errors} onClose={() => setErrors([])} />
    </div>
  );
}

function EventActions({
  event,
  fullAdmin,
  onEdit,
  onRemoveWeekday,
  onNewDepartureTime,
  onTicketsSold,
  onDuplicate,
  onDelete,
}: {
  event: ScheduleEvent;
  fullAdmin: boolean;
  onEdit: () => void;
  onRemoveWeekday: () => void;
  onNewDepartureTime: () => void;
  onTicketsSold: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const item = 'block w-full px-3 py-2 text-left text-sm text-slate-900 data-[focus]:bg-sky-100';
  return (
    <Menu as="div" className="relative inline-block">
      <MenuButton className={buttonClasses('secondary', 'sm')}>
        Actions<span className="sr-only"> for {event.title}</span> <span aria-hidden="true">▾</span>
      </MenuButton>
      {/* Positioned inline rather than with `anchor`: an anchored (portalled) panel adds focus sentinels that axe flags. */}
      <MenuItems className="absolute right-0 z-30 mt-1 w-48 rounded border border-slate-200 bg-white py-1 shadow-lg focus:outline-none">
        <MenuItem>
          <button type="button" className={item} onClick={onEdit}>
            Edit
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" className={item} onClick={onTicketsSold}>
            Ticket sold list (CSV)
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" className={item} onClick={onNewDepartureTime}>
            New departure time
          </button>
        </MenuItem>
        {fullAdmin && (
          <MenuItem>
            <button type="button" className={item} onClick={onRemoveWeekday}>
              Remove a weekday
            </button>
          </MenuItem>
        )}
        {fullAdmin && (
          <MenuItem>
            <button type="button" className={item} onClick={onDuplicate}>
              Duplicate
            </button>
          </MenuItem>
        )}
        {fullAdmin && (
          <MenuItem>
            <button type="button" className={item} onClick={onDelete}>
              Delete all
            </button>
          </MenuItem>
        )}
      </MenuItems>
    </Menu>
  );
}
