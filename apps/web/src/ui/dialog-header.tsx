import { DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

/** The title bar of a dialog (modal or side menu): its title and, when it can be dismissed, the close button. */
export function DialogHeader({ title, onClose }: { title: ReactNode; onClose?: () => void }) {
  return (
    <div className="flex items-start justify-between border-b border-slate-200 px-5 py-3">
      <DialogTitle as="h2" className="text-lg font-semibold text-slate-900">
        {title}
      </DialogTitle>
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="rounded p-1 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-800"
        >
          <span aria-hidden="true">✕</span>
        </button>
      )}
    </div>
  );
}
