import { formatTimestamp, formatValue } from '@/ui/edit-conflict-notice';
import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import { useCompanyChangeLog } from './companies.api';

/** The company's change log, newest first: user, field, from, to, timestamp. */
export function CompanyChangeLog({ companyId }: { companyId: string }) {
  const log = useCompanyChangeLog(companyId);
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
