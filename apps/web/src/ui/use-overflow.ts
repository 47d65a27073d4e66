import { useCallback, useRef, useState } from 'react';

/**
 * Whether an element's content overflows its box along `axis` (so it scrolls), kept up to date as the box resizes
 * and its content changes. Returns a callback ref, so it follows an element that mounts later (a modal's body).
 */
export function useOverflow<E extends HTMLElement>(axis: 'x' | 'y') {
  const [overflows, setOverflows] = useState(false);
  const stop = useRef<(() => void) | null>(null);
  const ref = useCallback(
    (element: E | null) => {
      stop.current?.();
      stop.current = null;
      if (!element) return;
      const measure = () => setOverflows(axis === 'x' ? element.scrollWidth > element.clientWidth : element.scrollHeight > element.clientHeight);
      // Measured from the ResizeObserver's first report (after the browser's own layout) and, on a change of content,
      // in the next frame: reading the sizes while React commits forced an extra layout of the whole page.
      const resize = new ResizeObserver(measure);
      resize.observe(element);
      const mutation = new MutationObserver(() => requestAnimationFrame(measure));
      mutation.observe(element, { childList: true, subtree: true });
      stop.current = () => {
        resize.disconnect();
        mutation.disconnect();
      };
    },
    [axis],
  );
  return [ref, overflows] as const;
}

/** Props that let the keyboard reach a box that scrolls (WCAG 2.1.1): focusable and named while it overflows. */
export const scrollRegionProps = (overflows: boolean, label: string) => (overflows ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {});
