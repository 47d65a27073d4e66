import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pager } from '@/ui/pager';
import { Loading } from '@/ui/spinner';
import { EmptyState, ErrorState } from '@/ui/states';
import { Table, type Column } from '@/ui/table';

/**
 * Rows flagged by a cell that renders `<RowWarning />` are highlighted red as a whole (days left of 7 or fewer);
 * the flag is a real text for assistive technology, the colour only repeats it.
 */
export const WARNING_ROWS = '[&_tr:has([data-row-warning])]:bg-red-100 [&_tr:has([data-row-warning])_td]:text-red-900';

export function RowWarning({ text }: { text: string }) {
  return (
    <span data-row-warning="" className="ml-1 font-semibold text-red-800">
      <span aria-hidden="true">⚠</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}

interface FinanceTableProps<T, R> {
  /** The query of the rows; `rows` picks them from its answer. */
  query: UseQueryResult<R>;
  rows: (data: R) => readonly T[];
  /** Accessible name of the table. */
  caption: string;
  columns: Column<T>[];
  rowKey: (row: T, index: number) => string;
  /** The spec's loading text ('Fetching data...' unless the tab names its own). */
  loadingLabel: string;
  emptyTitle: string;
  emptyText?: ReactNode;
  /** Paged lists: the total, the 1-based page and the page change (pager from 20 entries, 2 boundary numbers). */
  paging?: { total: (data: R) => number; page: number; onPageChange: (page: number) => void };
  onRowClick?: (row: T) => void;
  className?: string;
  /** Shown under the table (totals per currency). */
  footer?: (data: R) => ReactNode;
}

/** A finance table's states: loading with the spec's text, error with retry, nothing found, or the rows and pager. */
export function FinanceTable<T, R>({
  query,
  rows,
  caption,
  columns,
  rowKey,
  loadingLabel,
  emptyTitle,
  emptyText,
  paging,
  onRowClick,
  className,
  footer,
}: FinanceTableProps<T, R>) {
  if (query.isPending) return <Loading label={loadingLabel} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const list = rows(query.data);
  if (list.length === 0) return <EmptyState title={emptyTitle} text={emptyText ?? 'Nothing matches these filters.'} />;
  return (
    <div aria-busy={query.isFetching || undefined}>
      <Table caption={caption} columns={columns} rows={list} rowKey={rowKey} onRowClick={onRowClick} className={className} />
      {footer?.(query.data)}
      {paging && <Pager total={paging.total(query.data)} page={paging.page} onPageChange={paging.onPageChange} />}
    </div>
  );
}
