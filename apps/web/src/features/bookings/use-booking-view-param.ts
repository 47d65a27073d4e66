import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const PARAM = 'view';

/**
 * The booking view opens as a modal over the list, its id in the URL (`?view=<id>`) so a reload or a shared
 * link reopens it. Not `?booking=`: that is the list's reference filter (spec 2.1 route table).
 */
export function useBookingViewParam() {
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
