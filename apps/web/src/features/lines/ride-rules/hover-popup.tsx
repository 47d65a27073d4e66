import { useId, useRef, useState, type ReactNode } from 'react';
import { buttonClasses } from '@/ui/button';

/**
 * A small popup of actions that opens while the pointer is over it or keyboard focus is inside it (spec 2.12's hover
 * popup), and stays open while either holds; Escape closes it. Its trigger is a real button, so the actions are
 * reachable with Tab and announced with the trigger's label.
 */
export function HoverPopup({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const focusInside = () => !!ref.current?.contains(document.activeElement);
  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={label}
      className="relative inline-block"
      // mouseover/mouseout rather than enter/leave: React drops a mouseenter whose pointer came from a node since
      // removed (a closed modal), which left the popup shut under the pointer.
      onMouseOver={() => setOpen(true)}
      onMouseOut={(e) => {
        if (!ref.current?.contains(e.relatedTarget as Node | null)) setOpen(focusInside());
      }}
      onFocus={() => setOpen(true)}
      onBlur={(e) => {
        if (!ref.current?.contains(e.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <button type="button" className={buttonClasses('ghost', 'sm')} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(true)}>
        Actions
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-1/2 right-full z-20 mr-1 flex min-w-max -translate-y-1/2 gap-2 rounded border border-slate-200 bg-white p-1 shadow-lg"
      >
        {children}
      </div>
    </div>
  );
}
