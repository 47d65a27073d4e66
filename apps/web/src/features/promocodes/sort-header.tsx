import type { SortOrder } from './campaign-list-query';

export interface SortHeaderProps {
  label: string;
  /** This column's order when the list is sorted by it, else null. */
  active: SortOrder | null;
  onSort: () => void;
}

const ARROWS: Record<SortOrder, string> = { asc: '▲', desc: '▼' };
const ORDER_TEXT: Record<SortOrder, string> = { asc: 'ascending', desc: 'descending' };

/** A column header that sorts the list; it says how the list is sorted now and what a click does. */
export function SortHeader({ label, active, onSort }: SortHeaderProps) {
  const next: SortOrder = active === 'asc' ? 'desc' : 'asc';
  return (
    <button
      type="button"
      onClick={onSort}
      aria-label={`${label}${active ? `, sorted ${ORDER_TEXT[active]}` : ''}: sort ${ORDER_TEXT[next]}`}
      className="inline-flex items-center gap-1 rounded font-semibold text-slate-800 hover:text-sky-900 focus-visible:outline-2 focus-visible:outline-sky-800"
    >
      {label}
      <span aria-hidden="true" className={active ? 'text-sky-900' : 'text-slate-400'}>
        {active ? ARROWS[active] : '↕'}
      </span>
    </button>
  );
}
