import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from './button';
import { Pager } from './pager';
import { Loading } from './spinner';
import { EmptyState, ErrorState } from './states';
import { Table, type Column } from './table';

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
