import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint: from here a list shows as a table, below it as cards. */
const WIDE = '(min-width: 768px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Whether the screen is wide enough for a table. Lists render only the layout that shows instead of both with one
 * hidden by CSS: the hidden one cost as much to render as the visible one.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches);
}
