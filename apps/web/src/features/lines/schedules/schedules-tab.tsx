import type { LineDetail } from '@/features/lines/edit/line-edit.api';

/**
 * Placeholder of the line editor's Schedules tab (tab 4) for this branch only: the real tab is built in another branch
 * and replaces this file when the branches are merged. It must not ship.
 */
export function SchedulesTab({ line }: { line: LineDetail; onLineChanged: (line: LineDetail) => void }) {
  return (
    <section aria-labelledby={`schedules-${line.id}`}>
      <h2 id={`schedules-${line.id}`} className="text-lg font-semibold text-slate-900">
        Schedules
      </h2>
      <p className="text-sm text-slate-700">Built in another branch</p>
    </section>
  );
}
