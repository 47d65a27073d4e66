import { useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { Schemas } from '@/api/http';
import { formatTimestamp, formatValue } from './edit-conflict-notice';
import { Loading } from './spinner';
import { ErrorState } from './states';

/** One entry of a `GET .../:id/change-log` answer (newest first). */
export type ChangeLogEntry = Schemas['ChangeLogEntryDto'];

/** An entity's change log, newest first: user, field, from, to, timestamp (companies, users, bookings). */
export function ChangeLogTable({ log }: { log: UseQueryResult<ChangeLogEntry[]> }) {
  if (log.isPending) return <Loading label="Loading change log…" />;
  if (log.isError) return <ErrorState error={log.error} onRetry={() => void log.refetch()} />;
  const rows = log.data.flatMap((entry, i) => entry.changes.map((c, j) => ({ key: `${i}-${j}`, entry, change: c })));
  return (
    <div className="overflow-x-auto rounded border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Change log, newest first</caption>
        <thead className="bg-slate-100">
          <tr>
            {['User', 'Field', 'From', 'To', 'Time'].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 text-left font-semibold text-slate-800">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5} className="px-3 py-4 text-center text-slate-700">
                No changes recorded
              </td>
            </tr>
          ) : (
            rows.map(({ key, entry, change }) => (
              <tr key={key}>
                <td className="px-3 py-2">
                  {entry.user.name}
                  {entry.user.email && <span className="block text-xs text-slate-700">{entry.user.email}</span>}
                </td>
                <td className="px-3 py-2">{change.field}</td>
                <td className="max-w-xs break-words px-3 py-2">{formatValue(change.from)}</td>
                <td className="max-w-xs break-words px-3 py-2">{formatValue(change.to)}</td>
                <td className="whitespace-nowrap px-3 py-2">{formatTimestamp(entry.timestamp)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** How a resource's change log is fetched (its query key and function). */
export interface ChangeLogQuery {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<ChangeLogEntry[]>;
}

/** A collapsed "Change log" whose entries load the first time it is opened. */
export function CollapsibleChangeLog({ query, summary = 'Change log' }: { query: ChangeLogQuery; summary?: string }) {
  const [opened, setOpened] = useState(false);
  const log = useQuery({ ...query, enabled: opened });
  return (
    <details className="rounded border border-slate-200 bg-white" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary className="cursor-pointer px-3 py-2 font-semibold text-slate-900">{summary}</summary>
      <div className="p-3">{opened && <ChangeLogTable log={log} />}</div>
    </details>
  );
}
