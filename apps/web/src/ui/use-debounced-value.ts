import { useEffect, useState } from 'react';

/** Search debounce of the spec (part 1, section 9). */
export const SEARCH_DEBOUNCE_MS = 500;
/** Text filters of the bookings, payments and inventory lists (spec part 2, section 9). */
export const FILTER_TEXT_DEBOUNCE_MS = 300;

/** `value`, but only once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
