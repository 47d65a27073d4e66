import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Button } from './button';
import { Modal, type ModalProps } from './modal';

export interface FormModalProps extends Pick<ModalProps, 'title' | 'size' | 'children'> {
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  submitDisabled?: boolean;
  danger?: boolean;
  /** Extra buttons left of Cancel (e.g. a second way to submit). */
  extraActions?: ReactNode;
}

/** A modal holding one form: Enter submits, the footer has Cancel and the submit button. */
export function FormModal({
  title,
  size,
  children,
  onClose,
  onSubmit,
  submitLabel,
  cancelLabel = 'Cancel',
  busy = false,
  submitDisabled,
  danger,
  extraActions,
}: FormModalProps) {
  const formId = useId();
  return (
    <Modal
      open
      title={title}
      size={size}
      onClose={onClose}
      footer={
        <>
          {extraActions}
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} variant={danger ? 'danger' : 'primary'} loading={busy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        {children}
      </form>
    </Modal>
  );
}
