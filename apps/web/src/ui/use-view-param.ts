import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const PARAM = 'view';

/**
 * A record's view that opens as a modal over a list, its id in the URL (`?view=<id>`) so a reload or a shared
 * link reopens it; the list's own filters stay in the URL beside it.
 */
export function useViewParam() {
  const [params, setParams] = useSearchParams();
  const openId = params.get(PARAM);
  const hrefFor = useCallback(
    (id: string) => {
      const next = new URLSearchParams(params);
      next.set(PARAM, id);
      return `?${next.toString()}`;
    },
    [params],
  );
  const close = useCallback(
    () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete(PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { openId, hrefFor, close };
}
