import type { LineDetail } from '@/features/lines/edit/line-edit.api';

/**
 * Placeholder of the line editor's Prices tab (tab 1) for this branch only: the real tab is built in another branch
 * and replaces this file when the branches are merged. It must not ship.
 */
export function PricesTab({ line }: { line: LineDetail; onLineChanged: (line: LineDetail) => void }) {
  return (
    <section aria-labelledby={`prices-${line.id}`}>
      <h2 id={`prices-${line.id}`} className="text-lg font-semibold text-slate-900">
        Prices
      </h2>
      <p className="text-sm text-slate-700">Built in another branch</p>
    </section>
  );
}
