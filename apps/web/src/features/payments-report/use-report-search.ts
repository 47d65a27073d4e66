import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useUrlPage } from '@/ui/use-url-page';

/**
 * The search of a report that runs on "Create Report" (not as fields change): what was last submitted lives in the
 * URL next to the tab (`?tab=reports&from=…&to=…&page=2`), so a reload or a shared link shows the same report.
 * Submitting writes only these keys and goes back to page 1; the tab's other parameters stay.
 */
export function useReportSearch<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>, [params, keys]);
  const { page, setPage } = useUrlPage();

  const submit = useCallback(
    (values: Record<K, string>) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const k of keys) {
          const value = values[k]?.trim();
          if (value) next.set(k, value);
          else next.delete(k);
        }
        next.delete('page');
        return next;
      }),
    [keys, setParams],
  );

  return { search, page, submit, setPage };
}
