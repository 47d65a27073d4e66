import type { OverviewMode } from './overview-query';

const MODES: { value: OverviewMode; label: string }[] = [
  { value: 'topup', label: 'Topup' },
  { value: 'invoice', label: 'Invoice' },
];

/** The switch between Topup and Invoice mode: a radio group drawn as two segments (arrow keys move between them). */
export function ModeSwitch({ value, onChange }: { value: OverviewMode; onChange: (mode: OverviewMode) => void }) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-800">Mode</legend>
      <div className="inline-flex overflow-hidden rounded border border-slate-400">
        {MODES.map((m) => (
          <label key={m.value} className="relative cursor-pointer">
            <input type="radio" name="overview-mode" value={m.value} checked={value === m.value} onChange={() => onChange(m.value)} className="peer sr-only" />
            <span className="block px-4 py-2 text-sm font-medium text-slate-900 peer-checked:bg-sky-800 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:-outline-offset-4 peer-focus-visible:outline-sky-300">
              {m.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
