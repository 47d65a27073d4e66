import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from './button';
import { Pager } from './pager';
import { Loading } from './spinner';
import { EmptyState, ErrorState } from './states';
import { Table, type Column } from './table';
import { useWideScreen } from './use-wide-screen';

/** The filter form of a list screen: its fields, then Reset. Filters apply as they change (no submit). */
export function FilterBar({
  label,
  onReset,
  className = 'sm:grid-cols-2 lg:grid-cols-6',
  children,
}: {
  label: string;
  onReset: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      className={`mb-4 grid gap-3 rounded border border-slate-200 bg-white p-3 ${className}`}
      onSubmit={(e) => e.preventDefault()}
    >
      {children}
      <div className="flex items-end">
        <button type="button" className={buttonClasses('secondary')} onClick={onReset}>
          Reset
        </button>
      </div>
    </form>
  );
}

interface PagedTableProps<T> {
  list: UseQueryResult<{ data: T[]; meta: { total: number } }>;
  /** Plural noun for the loading, empty and caption texts, e.g. 'users'. */
  noun: string;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  page: number;
  onPageChange: (page: number) => void;
}

/** A paged list's states: loading, error with retry, nothing found, or the table and its pager. */
export function PagedTable<T>({ list, noun, columns, rowKey, page, onPageChange }: PagedTableProps<T>) {
  if (list.isPending) return <Loading label={`Loading ${noun}…`} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.data.length === 0) return <EmptyState title={`No ${noun} found`} text="Nothing matches these filters." />;
  return (
    <>
      <Table caption={noun[0].toUpperCase() + noun.slice(1)} columns={columns} rows={list.data.data} rowKey={rowKey} />
      <Pager total={list.data.meta.total} page={page} onPageChange={onPageChange} />
    </>
  );
}

interface FoundListProps<T> extends Omit<PagedTableProps<T>, 'noun'> {
  /** One row's noun, e.g. 'line', for "1 line found" and "No line matches these filters." */
  noun: string;
  /** The plural, e.g. 'lines', for the loading text and "N lines found". */
  nounPlural: string;
  /** The narrow-screen layout of the rows (the table shows from the md breakpoint). */
  mobile: (rows: T[]) => ReactNode;
}

/**
 * A paged inventory list (spec part 2, lines and transports): "N lines found", "No results were found.", the table on
 * wide screens and `mobile` on narrow ones, and the pager; loading and error states as PagedTable's.
 */
export function FoundList<T>({ list, noun, nounPlural, columns, rowKey, mobile, page, onPageChange }: FoundListProps<T>) {
  const wide = useWideScreen();
  if (list.isPending) return <Loading label={`Loading ${nounPlural}…`} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const { data: rows, meta } = list.data;
  return (
    <div aria-busy={list.isFetching || undefined}>
      <p role="status" className="mb-2 text-sm text-slate-700">
        {meta.total === 1 ? `1 ${noun} found` : `${meta.total} ${nounPlural} found`}
      </p>
      {rows.length === 0 ? (
        <EmptyState title="No results were found." text={`No ${noun} matches these filters.`} />
      ) : wide ? (
        <Table caption={nounPlural[0].toUpperCase() + nounPlural.slice(1)} columns={columns} rows={rows} rowKey={rowKey} />
      ) : (
        mobile(rows)
      )}
      <Pager total={meta.total} page={page} onPageChange={onPageChange} />
    </div>
  );
}

/** The Edit (writers only) and View links of a list row. */
export function RowLinks({ name, editTo, viewTo, canWrite }: { name: string; editTo: string; viewTo: string; canWrite: boolean }) {
  return (
    <div className="flex gap-2">
      {canWrite && (
        <Link to={editTo} className={buttonClasses('secondary', 'sm')} aria-label={`Edit ${name}`}>
          Edit
        </Link>
      )}
      <Link to={viewTo} className={buttonClasses('ghost', 'sm')} aria-label={`View ${name}`}>
        View
      </Link>
    </div>
  );
}
