import { isGapPercentWarning } from '@farebox/domain';

/** A gap percent with 2 decimals: red above 2 percent, otherwise blue (spec 5 and 9). */
export function GapPercent({ percent }: { percent: string | null | undefined }) {
  if (percent === null || percent === undefined || percent === '') return <>—</>;
  const warning = isGapPercentWarning(percent);
  return (
    <span data-gap-warning={warning || undefined} className={warning ? 'font-semibold text-red-700' : 'text-sky-800'}>
      {percent}%{warning && <span className="sr-only"> (above 2 percent)</span>}
    </span>
  );
}
