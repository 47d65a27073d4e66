import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The 1-based list page in the URL (`?page=2`); missing or not a page number reads as page 1. */
export function pageFromParams(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}

/** The list page kept in the URL: going to a page keeps the other parameters, and page 1 leaves `page` out. */
export function useUrlPage() {
  const [params, setParams] = useSearchParams();
  const setPage = useCallback(
    (p: number) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (p > 1) next.set('page', String(p));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );
  return { page: pageFromParams(params), setPage };
}
