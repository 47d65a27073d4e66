import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';
import { UrlFilterWrites } from './url-filter-writes';
import { pageFromParams } from './use-url-page';

const NO_DEFAULTS = {};

/** The filters a URL query names: each key's value, or its default (what useUrlFilters shows, e.g. for a loader's prefetch). */
export function filtersFromParams<K extends string>(keys: readonly K[], params: URLSearchParams, defaults: Partial<Record<K, string>> = NO_DEFAULTS) {
  return withDefaults(keys, (k) => params.get(k), defaults);
}

/** The filters' values as one comparable string. */
const stateKey = <K extends string>(keys: readonly K[], values: Record<K, string>): string => JSON.stringify(keys.map((k) => values[k]));

/** Each key's value, or its default when the value is empty. */
function withDefaults<K extends string>(keys: readonly K[], value: (key: K) => string | null, defaults: Partial<Record<K, string>>): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, value(k) || (defaults[k] ?? '')])) as Record<K, string>;
}

export interface UrlFiltersOptions<K extends string> {
  debounceMs?: number;
  /**
   * Values a filter has when the URL names none (a module constant: it is a dependency of the hook's effects).
   * They are written into the URL on open (a replace, so history does not grow), so the URL says what the list shows.
   */
  defaults?: Partial<Record<K, string>>;
}

/**
 * List filters and page kept in the URL query, so a reload or a shared link keeps them.
 * Text inputs are edited locally and written to the URL once they stop changing for `debounceMs` (the spec's 500 ms
 * search debounce unless a list names its own, e.g. 300 ms for bookings); changing a filter goes back to page 1.
 */
export function useUrlFilters<K extends string>(
  keys: readonly K[],
  debouncedKeys: readonly K[],
  { debounceMs = SEARCH_DEBOUNCE_MS, defaults = NO_DEFAULTS }: UrlFiltersOptions<K> = {},
) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const fromUrl = useMemo(() => filtersFromParams(keys, params, defaults), [params, keys, defaults]);
  const page = pageFromParams(params);
  const [writes] = useState(() => new UrlFilterWrites());

  useEffect(() => {
    const missing = keys.filter((k) => defaults[k] && !params.get(k));
    if (missing.length === 0) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const k of missing) next.set(k, defaults[k]!);
        return next;
      },
      { replace: true, state: writes.next() },
    );
  }, [params, keys, defaults, setParams, writes]);

  const [draft, setDraft] = useState<Record<K, string>>(fromUrl);
  const debounced = useDebouncedValue(draft, debounceMs);
  const lastWritten = useRef(fromUrl);

  // Back/forward navigation or a link (the menu's, which clears the filters): adopt what the URL says. Our own writes
  // are not adopted: the draft already shows the latest, and an earlier one landing late would bring back a value
  // changed since.
  useEffect(() => {
    if (writes.landed(location.state, navigationType === NavigationType.Pop) !== 'adopt') return;
    if (stateKey(keys, fromUrl) === stateKey(keys, lastWritten.current)) return;
    lastWritten.current = fromUrl;
    setDraft(fromUrl);
  }, [location, navigationType, fromUrl, keys, writes]);

  // A filter change replaces the history entry and goes back to page 1; going to a page adds an entry.
  const write = useCallback(
    (values: Record<K, string>, nextPage?: number) => {
      const filled = withDefaults(keys, (k) => values[k], defaults);
      lastWritten.current = filled;
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const k of keys) {
            if (filled[k]) next.set(k, filled[k]);
            else next.delete(k);
          }
          if (nextPage && nextPage > 1) next.set('page', String(nextPage));
          else next.delete('page');
          return next;
        },
        { replace: nextPage === undefined, state: writes.next() },
      );
    },
    [keys, defaults, setParams, writes],
  );

  /** A page of the list with its latest filters, even one whose URL has not landed yet (`prev` may be older). */
  const setPage = useCallback((p: number) => write(lastWritten.current, p), [write]);

  // Debounced text filters reach the URL (and so the query) `debounceMs` after the last keystroke. An effect event,
  // so only a new debounced value writes: re-running on other changes would push a stale draft back.
  const writeDebounced = useEffectEvent((values: Record<K, string>) => {
    const changed = debouncedKeys.some((k) => values[k] !== lastWritten.current[k]);
    if (changed) write({ ...lastWritten.current, ...Object.fromEntries(debouncedKeys.map((k) => [k, values[k]])) });
  });
  useEffect(() => {
    writeDebounced(debounced);
  }, [debounced]);

  /** Sets a filter; immediate ones (selects, toggles) go to the URL at once. */
  const setFilter = useCallback(
    (key: K, value: string) => {
      setDraft((d) => ({ ...d, [key]: value || (defaults[key] ?? '') }));
      if (!debouncedKeys.includes(key)) write({ ...lastWritten.current, [key]: value });
    },
    [debouncedKeys, defaults, write],
  );

  const reset = useCallback(() => {
    const initial = withDefaults(keys, () => null, defaults);
    setDraft(initial);
    write(initial);
  }, [keys, defaults, write]);

  return { filters: fromUrl, draft, page, setFilter, setPage, reset };
}
