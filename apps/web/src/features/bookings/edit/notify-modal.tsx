import { useState } from 'react';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/form-fields';
import { Modal } from '../../../ui/modal';
import type { NotifyChoice } from './booking-edit.types';

export interface NotifyModalProps {
  open: boolean;
  /** The edit moves the booking to another supplier. */
  supplierChanged: boolean;
  busy: boolean;
  onChoose: (notify: NotifyChoice) => void;
  onCancel: () => void;
}

/**
 * Asked when an edit is saved (spec 2.3): notify the support team or the supplier, Yes or No. When the supplier
 * changed: a cancellation e-mail to the old supplier and a new-booking e-mail to the new one, then Save.
 */
export function NotifyModal({ open, supplierChanged, busy, onChoose, onCancel }: NotifyModalProps) {
  const [oldSupplier, setOldSupplier] = useState(true);
  const [newSupplier, setNewSupplier] = useState(true);
  const [supportTeam, setSupportTeam] = useState(true);
  const [supplier, setSupplier] = useState(true);

  const footer = supplierChanged ? (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button loading={busy} onClick={() => onChoose({ cancellationToPrevious: oldSupplier, newBookingToCurrent: newSupplier })}>
        Save
      </Button>
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={() => onChoose({ supportTeam: false, supplier: false })} disabled={busy}>
        No
      </Button>
      <Button loading={busy} disabled={!supportTeam && !supplier} onClick={() => onChoose({ supportTeam, supplier })}>
        Yes
      </Button>
    </>
  );

  return (
    <Modal open={open} title="Notify about the change?" onClose={busy ? undefined : onCancel} footer={footer}>
      {supplierChanged ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-800">The booking moves to another supplier.</p>
          <CheckboxField label="Send a cancellation email to the old supplier" checked={oldSupplier} onChange={(e) => setOldSupplier(e.target.checked)} />
          <CheckboxField label="Send a new booking email to the new supplier" checked={newSupplier} onChange={(e) => setNewSupplier(e.target.checked)} />
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-800">Should the change be sent by e-mail?</p>
          <CheckboxField label="Notify the support team" checked={supportTeam} onChange={(e) => setSupportTeam(e.target.checked)} />
          <CheckboxField label="Notify the supplier" checked={supplier} onChange={(e) => setSupplier(e.target.checked)} />
        </div>
      )}
    </Modal>
  );
}
