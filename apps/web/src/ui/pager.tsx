import { PAGE_SIZE } from '@/api/page';
import { pagerItems } from './page-numbers';

export interface PagerProps {
  /** Total number of entries (meta.total). */
  total: number;
  /** 1-based current page. */
  page: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
  /** Page links shown at most around the current page (spec: 3), plus the first and last page numbers. */
  maxLinks?: number;
  /** The pager appears at this many entries or more (spec: 20). */
  showFrom?: number;
}

const LINK = 'min-w-9 rounded border px-2.5 py-1 text-sm focus-visible:outline-2 focus-visible:outline-sky-800 disabled:cursor-not-allowed disabled:opacity-50';

export function Pager({ total, page, onPageChange, pageSize = PAGE_SIZE, maxLinks = 3, showFrom = PAGE_SIZE }: PagerProps) {
  if (total < showFrom) return null;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const items = pagerItems(current, pageCount, maxLinks);
  return (
    <nav aria-label="Pagination" className="mt-3 flex flex-wrap items-center gap-1">
      <button type="button" className={`${LINK} border-slate-300 bg-white`} disabled={current <= 1} onClick={() => onPageChange(1)} aria-label="First page">
        «
      </button>
      <button
        type="button"
        className={`${LINK} border-slate-300 bg-white`}
        disabled={current <= 1}
        onClick={() => onPageChange(current - 1)}
        aria-label="Previous page"
      >
        ‹
      </button>
      {items.map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-sm text-slate-700">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            aria-current={p === current ? 'page' : undefined}
            aria-label={`Page ${p}`}
            className={`${LINK} ${p === current ? 'border-sky-800 bg-sky-800 text-white' : 'border-slate-300 bg-white text-slate-900'}`}
            onClick={() => onPageChange(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${LINK} border-slate-300 bg-white`}
        disabled={current >= pageCount}
        onClick={() => onPageChange(current + 1)}
        aria-label="Next page"
      >
        ›
      </button>
      <button
        type="button"
        className={`${LINK} border-slate-300 bg-white`}
        disabled={current >= pageCount}
        onClick={() => onPageChange(pageCount)}
        aria-label="Last page"
      >
        »
      </button>
      <span className="ml-2 text-sm text-slate-700">
        Page {current} of {pageCount} ({total} entries)
      </span>
    </nav>
  );
}

export interface OpenEndedPagerProps {
  /** 1-based current page. */
  page: number;
  /** Whether a page follows this one (meta.hasNext of a list served without a total count). */
  hasNext: boolean;
  onPageChange: (page: number) => void;
}

/**
 * Pager of a list that has no total (the bookings list): links to the first page, the one before, this one and
 * the next when it exists. Hidden on a lone first page.
 */
export function OpenEndedPager({ page, hasNext, onPageChange }: OpenEndedPagerProps) {
  if (page <= 1 && !hasNext) return null;
  const pages = [page - 1, page, hasNext ? page + 1 : 0].filter((p) => p >= 1);
  const plain = `${LINK} border-slate-300 bg-white`;
  return (
    <nav aria-label="Pagination" className="mt-3 flex flex-wrap items-center gap-1">
      <button type="button" className={plain} disabled={page <= 1} onClick={() => onPageChange(1)} aria-label="First page">
        «
      </button>
      <button type="button" className={plain} disabled={page <= 1} onClick={() => onPageChange(page - 1)} aria-label="Previous page">
        ‹
      </button>
      {pages.map((p) => (
        <button
          key={p}
          type="button"
          aria-current={p === page ? 'page' : undefined}
          aria-label={`Page ${p}`}
          className={`${LINK} ${p === page ? 'border-sky-800 bg-sky-800 text-white' : 'border-slate-300 bg-white text-slate-900'}`}
          onClick={() => onPageChange(p)}
        >
          {p}
        </button>
      ))}
      <button type="button" className={plain} disabled={!hasNext} onClick={() => onPageChange(page + 1)} aria-label="Next page">
        ›
      </button>
    </nav>
  );
}
