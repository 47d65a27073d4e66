import { Dialog, DialogPanel } from '@headlessui/react';
import type { ReactNode } from 'react';
import { DialogHeader } from './dialog-header';

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
          <DialogHeader title={title} onClose={onClose} />
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
