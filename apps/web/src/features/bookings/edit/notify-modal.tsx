import { useState } from 'react';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/form-fields';
import { Modal } from '@/ui/modal';
import type { NotifyChoice } from './booking-edit.types';

const TITLE = 'Notify about the change?';

export interface NotifyModalProps {
  busy: boolean;
  /** Yes with the chosen recipients. */
  onNotify: (choice: Pick<NotifyChoice, 'supportTeam' | 'supplier'>) => void;
  /** No: nobody is told. */
  onSkip: () => void;
}

/** Asked once an edit is saved (spec 2.3): notify the support team or the supplier, Yes or No. */
export function NotifyModal({ busy, onNotify, onSkip }: NotifyModalProps) {
  const [supportTeam, setSupportTeam] = useState(true);
  const [supplier, setSupplier] = useState(true);
  return (
    <Modal
      open
      title={TITLE}
      onClose={busy ? undefined : onSkip}
      footer={
        <>
          <Button variant="secondary" onClick={onSkip} disabled={busy}>
            No
          </Button>
          <Button loading={busy} disabled={!supportTeam && !supplier} onClick={() => onNotify({ supportTeam, supplier })}>
            Yes
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <p className="text-sm text-slate-800">The booking is saved. Should the change be sent by e-mail?</p>
        <CheckboxField label="Notify the support team" checked={supportTeam} onChange={(e) => setSupportTeam(e.target.checked)} />
        <CheckboxField label="Notify the supplier" checked={supplier} onChange={(e) => setSupplier(e.target.checked)} />
      </div>
    </Modal>
  );
}

export interface SupplierChangeModalProps {
  busy: boolean;
  /** Save: the edit is saved with the e-mails chosen. */
  onSave: (choice: Pick<NotifyChoice, 'cancellationToPrevious' | 'newBookingToCurrent'>) => void;
  onCancel: () => void;
}

/**
 * An edit moving the booking to another supplier (spec 2.3): a cancellation e-mail to the old supplier and a
 * new-booking e-mail to the new one are chosen before the save, which Save performs.
 */
export function SupplierChangeModal({ busy, onSave, onCancel }: SupplierChangeModalProps) {
  const [oldSupplier, setOldSupplier] = useState(true);
  const [newSupplier, setNewSupplier] = useState(true);
  return (
    <Modal
      open
      title={TITLE}
      onClose={busy ? undefined : onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button loading={busy} onClick={() => onSave({ cancellationToPrevious: oldSupplier, newBookingToCurrent: newSupplier })}>
            Save
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <p className="text-sm text-slate-800">The booking moves to another supplier.</p>
        <CheckboxField label="Send a cancellation email to the old supplier" checked={oldSupplier} onChange={(e) => setOldSupplier(e.target.checked)} />
        <CheckboxField label="Send a new booking email to the new supplier" checked={newSupplier} onChange={(e) => setNewSupplier(e.target.checked)} />
      </div>
    </Modal>
  );
}
