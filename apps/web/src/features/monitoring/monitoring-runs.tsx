import type { MonitoringRunDto } from './monitoring.api';

const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** `1 row`, `2 rows`. */
export const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** A run in one line: time, status, rows and what was posted, or why it failed. */
function runLine(r: MonitoringRunDto): string {
  if (r.status === 'running') return `${when(r.startedAt)} · running`;
  const rows = r.rowCount === null ? '' : ` · ${counted(r.rowCount, 'row')}${r.truncated ? ' (cut at 1,000)' : ''}`;
  const posted = r.messagesPosted > 0 ? ` · ${counted(r.messagesPosted, 'Slack message')}` : '';
  return `${when(r.startedAt)} · ${r.status === 'succeeded' ? 'Succeeded' : 'Failed'}${rows}${posted}${r.trigger === 'manual' ? ' · run now' : ''}`;
}

/** An item's last runs, newest first. */
export function MonitoringRuns({ runs }: { runs: MonitoringRunDto[] }) {
  if (runs.length === 0) return <span className="text-slate-700">Not run yet</span>;
  return (
    <ul className="space-y-1 text-xs">
      {runs.map((r) => (
        <li key={r.id} className={r.status === 'failed' ? 'text-red-700' : 'text-slate-800'}>
          {runLine(r)}
          {r.error && <span className="block break-words">{r.error}</span>}
        </li>
      ))}
    </ul>
  );
}
