import { useState } from 'react';
import { formatTimestamp } from '@/ui/edit-conflict-notice';
import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import { useStationHistory } from './stations.api';

/** A collapsed History: the station's former slugs (old public links redirect to the current one), loaded when opened. */
export function CollapsibleStationHistory({ stationId }: { stationId: string }) {
  const [opened, setOpened] = useState(false);
  const history = useStationHistory(stationId, opened);
  return (
    <details className="rounded border border-slate-200 bg-white" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary className="cursor-pointer px-3 py-2 font-semibold text-slate-900">History</summary>
      <div className="p-3 text-sm text-slate-900">
        {history.isPending && opened ? (
          <Loading label="Loading history…" />
        ) : history.isError ? (
          <ErrorState error={history.error} onRetry={() => void history.refetch()} />
        ) : history.data && history.data.history.length === 0 ? (
          <p>The slug has never changed: {history.data.slug}</p>
        ) : (
          history.data && (
            <table className="w-full text-left">
              <caption className="sr-only">Slug changes, oldest first</caption>
              <thead>
                <tr>
                  <th className="py-1 pr-4 font-medium">When</th>
                  <th className="py-1 pr-4 font-medium">Previous slug</th>
                  <th className="py-1 font-medium">New slug</th>
                </tr>
              </thead>
              <tbody>
                {history.data.history.map((h) => (
                  <tr key={`${h.createdAt}-${h.newSlug}`}>
                    <td className="py-1 pr-4">{formatTimestamp(h.createdAt)}</td>
                    <td className="py-1 pr-4">{h.previousSlug}</td>
                    <td className="py-1">{h.newSlug}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        )}
      </div>
    </details>
  );
}
