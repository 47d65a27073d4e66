import { CURRENCIES, validateCurrencyChange, type Currency } from '@farebox/domain';
import { useState } from 'react';
import { ApiError } from '@/api/api-error';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/form-fields';
import { ConfirmDialog, Modal } from '@/ui/modal';
import { oneOf } from '@/ui/one-of';
import { useToast } from '@/ui/toast';
import { useChangeCurrency } from './companies.api';
import type { CompanyDto } from './company.types';

/** Change supplier currency: current currency, a new one, Change and Cancel, then 'Are you sure?'. */
export function ChangeCurrencyButton({ company }: { company: CompanyDto }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [newCurrency, setNewCurrency] = useState<Currency | ''>('');
  const [error, setError] = useState<string | undefined>();
  const change = useChangeCurrency(company.id);
  const { notify } = useToast();

  const close = () => {
    setOpen(false);
    setConfirming(false);
    setNewCurrency('');
    setError(undefined);
  };

  const askConfirmation = () => {
    const problem = validateCurrencyChange(company.currency, newCurrency)[0];
    setError(problem?.message);
    if (!problem) setConfirming(true);
  };

  const confirm = () =>
    newCurrency &&
    change.mutate(newCurrency, {
      onSuccess: (saved) => {
        notify({ kind: 'success', title: 'Currency changed', text: `${company.currency ?? '—'} → ${saved.currency ?? newCurrency}` });
        close();
      },
      onError: (e) => {
        setConfirming(false);
        notify({ kind: 'error', title: 'Currency change failed', text: e instanceof ApiError ? e.body.message : 'Error Occurred' });
      },
    });

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Change supplier currency
      </Button>
      <Modal
        open={open && !confirming}
        title="Change supplier currency"
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={askConfirmation}>Change</Button>
          </>
        }
      >
        <div className="space-y-4">
          <p className="text-sm text-slate-800">
            Current currency: <strong>{company.currency ?? '—'}</strong>
          </p>
          <SelectField
            label="New currency"
            required
            placeholder="Choose a currency"
            value={newCurrency}
            error={error}
            onChange={(e) => setNewCurrency(oneOf(CURRENCIES, e.target.value) ?? '')}
            options={CURRENCIES.filter((c) => c !== company.currency).map((c) => ({ value: c, label: c }))}
          />
        </div>
      </Modal>
      <ConfirmDialog
        open={confirming}
        busy={change.isPending}
        danger={false}
        confirmLabel="Yes, change"
        message={
          <p className="text-sm text-slate-800">
            Change the supplier currency from {company.currency ?? '—'} to {newCurrency}?
          </p>
        }
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
