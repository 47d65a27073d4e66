import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';
import { useUrlPage } from './use-url-page';

/**
 * List filters and page kept in the URL query, so a reload or a shared link keeps them.
 * Text inputs are edited locally and written to the URL once they stop changing for `debounceMs` (the spec's 500 ms
 * search debounce unless a list names its own, e.g. 300 ms for bookings); changing a filter goes back to page 1.
 */
export function useUrlFilters<K extends string>(keys: readonly K[], debouncedKeys: readonly K[], { debounceMs = SEARCH_DEBOUNCE_MS } = {}) {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>, [params, keys]);
  const { page, setPage } = useUrlPage();

  const [draft, setDraft] = useState<Record<K, string>>(fromUrl);
  const debounced = useDebouncedValue(draft, debounceMs);
  const lastWritten = useRef(fromUrl);

  // Back/forward navigation or a reset: adopt what the URL says.
  useEffect(() => {
    if (keys.some((k) => fromUrl[k] !== lastWritten.current[k])) {
      lastWritten.current = fromUrl;
      setDraft(fromUrl);
    }
  }, [fromUrl, keys]);

  const write = useCallback(
    (values: Record<K, string>, nextPage?: number) => {
      lastWritten.current = values;
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const k of keys) {
            if (values[k]) next.set(k, values[k]);
            else next.delete(k);
          }
          if (nextPage && nextPage > 1) next.set('page', String(nextPage));
          else next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [keys, setParams],
  );

  const writeRef = useRef(write);
  writeRef.current = write;
  // Debounced text filters reach the URL (and so the query) `debounceMs` after the last keystroke.
  useEffect(() => {
    const changed = debouncedKeys.some((k) => debounced[k] !== lastWritten.current[k]);
    if (changed) writeRef.current({ ...lastWritten.current, ...Object.fromEntries(debouncedKeys.map((k) => [k, debounced[k]])) });
    // Only a new debounced value may write: re-running on other changes would push a stale draft back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  /** Sets a filter; immediate ones (selects, toggles) go to the URL at once. */
  const setFilter = useCallback(
    (key: K, value: string) => {
      setDraft((d) => ({ ...d, [key]: value }));
      if (!debouncedKeys.includes(key)) write({ ...lastWritten.current, [key]: value });
    },
    [debouncedKeys, write],
  );

  const reset = useCallback(() => {
    const empty = Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>;
    setDraft(empty);
    write(empty);
  }, [keys, write]);

  return { filters: fromUrl, draft, page, setFilter, setPage, reset };
}
