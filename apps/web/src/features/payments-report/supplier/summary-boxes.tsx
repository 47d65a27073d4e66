import type { ReactNode } from 'react';

export interface SummaryBox {
  label: string;
  value: string;
  /** A second line (the USD value, a period). */
  sub?: string;
  /** Highlights the box red; `warnText` says why to assistive technology. */
  warn?: boolean;
  warnText?: string;
}

/** A supplier's figures as a row of labelled boxes (a named region, so it can be found and read as a whole). */
export function SummaryBoxes({ label, boxes, className, children }: { label: string; boxes: readonly SummaryBox[]; className: string; children?: ReactNode }) {
  return (
    <section aria-label={label}>
      <dl className={`grid gap-3 ${className}`}>
        {boxes.map((box) => (
          <div key={box.label} className={`rounded border p-3 ${box.warn ? 'border-red-400 bg-red-100' : 'border-slate-200 bg-white'}`}>
            <dt className="text-sm text-slate-700">{box.label}</dt>
            <dd className={`mt-1 text-xl font-semibold ${box.warn ? 'text-red-900' : 'text-slate-900'}`}>
              {box.value}
              {box.warn && box.warnText && <span className="sr-only"> ({box.warnText})</span>}
            </dd>
            {box.sub && <dd className="text-sm text-slate-700">{box.sub}</dd>}
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
