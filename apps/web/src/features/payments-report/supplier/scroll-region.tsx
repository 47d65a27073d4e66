import type { ReactNode } from 'react';

/** The className that stops a table's own scroll box (which cannot take focus): the ScrollRegion around it scrolls. */
export const NO_OWN_SCROLL = 'overflow-x-visible!';

/**
 * A wide table's horizontal scroll box that keyboard users can reach (focusable, named): a ledger page may hold
 * nothing else to tab to, and then the columns on the right would be out of reach.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-800">
      {children}
    </div>
  );
}
