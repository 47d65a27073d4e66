import type { Key, ReactNode } from 'react';
import { valueText } from './format';
import { scrollRegionProps, useOverflow } from './use-overflow';

export interface Column<T> {
  /** Unique column key. */
  key: string;
  header: ReactNode;
  /** Cell content; defaults to `row[key]` as text. */
  render?: (row: T, index: number) => ReactNode;
  className?: string;
  /** Marks the header cell visually hidden (e.g. an actions column), still read by screen readers. */
  hideHeader?: boolean;
}

export interface TableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  /** Accessible caption (visually hidden unless showCaption). */
  caption: string;
  showCaption?: boolean;
  /** Shown in a single full-width row when rows is empty. */
  emptyText?: ReactNode;
  onRowClick?: (row: T) => void;
  className?: string;
}

export function Table<T>({ columns, rows, rowKey, caption, showCaption = false, emptyText = 'No entries', onRowClick, className = '' }: TableProps<T>) {
  const [box, scrolls] = useOverflow<HTMLDivElement>('x');
  return (
    <div
      ref={box}
      {...scrollRegionProps(scrolls, `${caption} (scrollable)`)}
      className={`overflow-x-auto rounded border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-800 ${className}`}
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className={showCaption ? 'px-3 py-2 text-left font-medium' : 'sr-only'}>{caption}</caption>
        <thead className="bg-slate-100">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={`px-3 py-2 text-left font-semibold text-slate-800 ${c.className ?? ''}`}>
                {c.hideHeader ? <span className="sr-only">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-slate-700">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row, i) => (
              <tr
                key={rowKey(row, i)}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                className={onRowClick ? 'cursor-pointer hover:bg-sky-50' : 'hover:bg-slate-50'}
              >
                {columns.map((c) => (
                  <td key={c.key} className={`px-3 py-2 align-top text-slate-900 ${c.className ?? ''}`}>
                    {c.render ? c.render(row, i) : valueText((row as Record<string, unknown>)[c.key])}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
