import { Dialog, DialogPanel } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogHeader } from './dialog-header';
import { scrollRegionProps, useOverflow } from './use-overflow';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Called on Escape, backdrop click and the close button; omitted or `closeable=false` makes the modal blocking. */
  onClose?: () => void;
  /** When false the modal cannot be dismissed (no close button, Escape and backdrop do nothing). Default true. */
  closeable?: boolean;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

const SIZES = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' };

export function Modal({ open, title, children, onClose, closeable = true, footer, size = 'md' }: ModalProps) {
  const canClose = closeable && !!onClose;
  const [body, scrolls] = useOverflow<HTMLDivElement>('y');
  return (
    // The dialog element itself covers the viewport, so it has a box (tests and assistive tech see it as visible).
    <Dialog open={open} onClose={() => (canClose ? onClose() : undefined)} className="fixed inset-0 z-40 flex items-center justify-center overflow-y-auto p-4">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="relative flex w-full justify-center">
        <DialogPanel className={`w-full ${SIZES[size]} rounded-lg bg-white shadow-xl`}>
          <DialogHeader title={title} onClose={canClose ? onClose : undefined} />
          <div
            ref={body}
            {...scrollRegionProps(scrolls, typeof title === 'string' ? `${title} (scrollable)` : 'Dialog content (scrollable)')}
            className="max-h-[70vh] overflow-y-auto px-5 py-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-800"
          >
            {children}
          </div>
          {footer && <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Defaults to the spec's 'Are you sure?'. */
  title?: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shows a spinner on the confirm button while the action runs. */
  busy?: boolean;
  danger?: boolean;
}

export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  title = 'Are you sure?',
  message,
  confirmLabel = 'Yes',
  cancelLabel = 'Cancel',
  busy = false,
  danger = true,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message ?? <p className="text-sm text-slate-800">This action cannot be undone.</p>}
    </Modal>
  );
}
