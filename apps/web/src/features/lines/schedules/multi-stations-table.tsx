import { useState } from 'react';
import { MULTI_STATION_KIND_LABELS, type MultiStationKind } from '@farebox/domain';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/modal';
import { Table, type Column } from '@/ui/table';
import { useToast } from '@/ui/toast';
import { HotelListModal } from './hotel-list-modal';
import { MultiStationModal } from './multi-station-modal';
import { PrimaryStationModal } from './primary-station-modal';
import { useDeleteMultiStation, useMultiStations, type MultiStation } from './multi-stations.api';
import { scheduleErrors } from './schedule-errors';
import type { Direction } from './schedules.api';

type Dialog =
  | { kind: 'edit'; entryKind: MultiStationKind; entry?: MultiStation }
  | { kind: 'hotels'; entry: MultiStation }
  | { kind: 'delete'; entry: MultiStation }
  | { kind: 'primary' }
  | null;

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/**
 * A direction's multi-stations (spec part 2, 2.10): primary marker, type, station and address, city, offset minutes,
 * boarding, drop-off, price and the actions (edit, delete, hotel list); add stop, add pick-up/drop-off and add primary
 * station.
 */
export function MultiStationsTable({
  lineId,
  direction,
  label,
  tripId,
  canEdit,
  onErrors,
}: {
  lineId: string;
  direction: Direction;
  label: string;
  /** A trip's own list (Edit trip: multi-stations for the trip); omitted: the line's. */
  tripId?: string;
  canEdit: boolean;
  onErrors: (errors: string[]) => void;
}) {
  const { notify } = useToast();
  const stations = useMultiStations(lineId, direction, { tripId });
  const remove = useDeleteMultiStation(lineId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const rows = stations.data ?? [];
  // The server lists the primary boarding station first and the primary drop-off station last.
  const boarding = rows.find((s) => s.isPrimary);
  const dropoff = rows.findLast((s) => s.isPrimary);

  const confirmDelete = async (entry: MultiStation) => {
    try {
      await remove.mutateAsync(entry.id);
      notify({ kind: 'success', title: 'Station removed', text: entry.stationName });
    } catch (error) {
      onErrors(scheduleErrors(error));
    }
    close();
  };

  const columns: Column<MultiStation>[] = [
    { key: 'primary', header: 'Primary', render: (s) => (s.isPrimary ? <span className="font-semibold">★ Primary</span> : '') },
    { key: 'type', header: 'Type', render: (s) => MULTI_STATION_KIND_LABELS[s.kind] },
    {
      key: 'station',
      header: 'Station and address',
      render: (s) => (
        <>
          <span className="font-medium">{s.stationName}</span>
          {s.address && <span className="block text-xs text-slate-700">{s.address}</span>}
        </>
      ),
    },
    { key: 'city', header: 'City', render: (s) => s.cityName },
    { key: 'offset', header: 'Offset (minutes)', render: (s) => s.timeOffsetMinutes },
    { key: 'boarding', header: 'Boarding', render: (s) => yesNo(s.isBoarding) },
    { key: 'dropoff', header: 'Drop-off', render: (s) => yesNo(s.isDropoff) },
    { key: 'price', header: 'Price', render: (s) => s.price ?? '—' },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      render: (s) =>
        canEdit ? (
          <div className="flex flex-wrap gap-1">
            <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'edit', entryKind: s.kind, entry: s })}>
              Edit<span className="sr-only"> {s.stationName}</span>
            </Button>
            {s.kind === 'pickupDropoff' && (
              <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'hotels', entry: s })}>
                Hotel list<span className="sr-only"> of {s.stationName}</span>
              </Button>
            )}
            {!s.isPrimary && (
              <Button size="sm" variant="ghost" onClick={() => setDialog({ kind: 'delete', entry: s })}>
                Delete<span className="sr-only"> {s.stationName}</span>
              </Button>
            )}
          </div>
        ) : null,
    },
  ];

  return (
    <section aria-label={`Multi-stations ${label}`} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">Multi-stations</h3>
        {canEdit && (
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'edit', entryKind: 'stop' })}>
              Add stop
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'edit', entryKind: 'pickupDropoff' })}>
              Add pick-up/drop-off
            </Button>
            {!tripId && boarding && dropoff && boarding !== dropoff && (
              <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'primary' })}>
                Add primary station
              </Button>
            )}
          </div>
        )}
      </div>
      <Table
        caption={`Multi-stations ${label}`}
        columns={columns}
        rows={rows}
        rowKey={(s) => s.id}
        emptyText={stations.isLoading ? 'Loading…' : 'Only the primary stations A and B; add a stop to list them.'}
      />
      {dialog?.kind === 'edit' && (
        <MultiStationModal
          lineId={lineId}
          direction={direction}
          kind={dialog.entryKind}
          entry={dialog.entry}
          tripId={tripId}
          onErrors={onErrors}
          onClose={close}
        />
      )}
      {dialog?.kind === 'primary' && boarding && dropoff && (
        <PrimaryStationModal lineId={lineId} direction={direction} primaries={{ boarding, dropoff }} onErrors={onErrors} onClose={close} />
      )}
      {dialog?.kind === 'hotels' && <HotelListModal lineId={lineId} entry={dialog.entry} onErrors={onErrors} onClose={close} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete station?"
        message={<p className="text-sm text-slate-900">{dialog?.kind === 'delete' ? `${dialog.entry.stationName} leaves this list.` : ''}</p>}
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={close}
        onConfirm={() => dialog?.kind === 'delete' && void confirmDelete(dialog.entry)}
      />
    </section>
  );
}
