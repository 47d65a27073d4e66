import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

/**
 * A side menu: a dialog sliding in from the right (Headless UI: focus trapped inside, Escape and the backdrop close
 * it, focus returns to the button that opened it).
 */
export function SlideOver({
  open,
  title,
  onClose,
  children,
  footer,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-40">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-y-0 right-0 flex max-w-full pl-10">
        <DialogPanel
          transition
          className="flex h-full w-screen max-w-md flex-col bg-white shadow-xl transition duration-200 ease-out data-[closed]:translate-x-full"
        >
          <div className="flex items-start justify-between border-b border-slate-200 px-5 py-3">
            <DialogTitle as="h2" className="text-lg font-semibold text-slate-900">
              {title}
            </DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="rounded p-1 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-800"
            >
              <span aria-hidden="true">✕</span>
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
