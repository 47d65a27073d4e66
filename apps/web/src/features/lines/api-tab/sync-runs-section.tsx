import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data, type Schemas } from '@/api/http';
import { formatDateTimeInZone } from '@/ui/format';
import { Spinner } from '@/ui/spinner';
import { errorMessage } from '@/ui/states';
import { Table, type Column } from '@/ui/table';
import { DIRECTION_LABELS } from './transfer-format';

type SyncRun = Schemas['SyncRunDto'];
type DirectionChanges = Schemas['SyncDirectionChangesDto'];

const syncRunsKey = (lineId: string) => ['line-sync-runs', lineId] as const;

/** The line's latest sync runs; polled while the newest still waits for the worker (or for its retry). */
function useSyncRuns(lineId: string) {
  return useQuery({
    queryKey: syncRunsKey(lineId),
    queryFn: ({ signal }) => data(client.GET('/api/lines/{id}/sync-runs', { params: { path: { id: lineId } }, signal })),
    refetchInterval: (query) => (query.state.data?.data[0]?.state === 'queued' ? 1000 : false),
  });
}

const STATE_LABELS: Record<SyncRun['state'], string> = { queued: 'Queued', done: 'Done', failed: 'Failed' };

function changesText(c: DirectionChanges | null): string {
  if (!c) return '—';
  return `${c.transferId}, ${c.from} to ${c.to}: ${c.departures} departures; ${c.created} created, ${c.updated} updated, ${c.removed} removed, ${c.flagged} kept for their bookings and blocked`;
}

function stateText(run: SyncRun): string {
  if (run.state !== 'queued') return `${STATE_LABELS[run.state]} ${run.finishedAt ? formatDateTimeInZone(run.finishedAt) : ''}`.trim();
  return run.failures.length > 0 ? `Queued, retrying after attempt ${run.failures[run.failures.length - 1].attempt} failed` : 'Queued, waiting for the worker';
}

const columns: Column<SyncRun>[] = [
  { key: 'requested', header: 'Requested', render: (r) => formatDateTimeInZone(r.requestedAt) },
  { key: 'trigger', header: 'By', render: (r) => (r.trigger === 'scheduled' ? 'Schedule' : 'Sync Line') },
  { key: 'days', header: 'Days', render: (r) => r.daysInAdvance },
  { key: 'state', header: 'State', render: stateText },
  { key: 'aToB', header: `${DIRECTION_LABELS.aToB} changes`, render: (r) => changesText(r.aToB) },
  { key: 'bToA', header: `${DIRECTION_LABELS.bToA} changes`, render: (r) => changesText(r.bToA) },
  {
    key: 'failures',
    header: 'Failed attempts',
    render: (r) =>
      r.failures.length === 0 ? (
        'None'
      ) : (
        <ul className="space-y-1">
          {r.failures.map((f) => (
            <li key={`${f.attempt}-${f.direction}`}>
              Attempt {f.attempt}, {DIRECTION_LABELS[f.direction]}, {formatDateTimeInZone(f.failedAt)}: {f.reason}
            </li>
          ))}
        </ul>
      ),
  },
];

/**
 * `lastSync` names the line's last Sync Line run and its state (the editor polls it): when it moves, the runs are read again.
 * The API tab's sync runs (Sync Line and the schedule): per direction what the sync changed, and every failed attempt
 * with its reason (a supplier that times out or answers garbage is retried with backoff; the last failure fails the run).
 */
export function SyncRunsSection({ lineId, lastSync }: { lineId: string; lastSync: string }) {
  const runs = useSyncRuns(lineId);
  const qc = useQueryClient();
  // A Sync Line queued or finished in the side menu: read the runs again.
  useEffect(() => {
    void qc.invalidateQueries({ queryKey: syncRunsKey(lineId) });
  }, [lastSync, lineId, qc]);
  return (
    <section aria-labelledby="sync-runs" className="space-y-3">
      <h2 id="sync-runs" className="text-lg font-semibold text-slate-900">
        Sync runs
      </h2>
      {runs.isPending ? (
        <Spinner label="Loading sync runs" />
      ) : runs.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          The sync runs could not be loaded: {errorMessage(runs.error)}
        </p>
      ) : (
        <Table caption="Sync runs of the line" columns={columns} rows={runs.data.data} rowKey={(r) => r.id} emptyText="No sync runs yet." />
      )}
    </section>
  );
}
