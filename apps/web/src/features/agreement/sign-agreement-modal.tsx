import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { client, data } from '@/api/http';
import { useAuth } from '@/features/auth/use-auth';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/form-fields';
import { Modal } from '@/ui/modal';
import { useToast } from '@/ui/toast';
import { scrollRegionProps, useOverflow } from '@/ui/use-overflow';
import { SupplierAgreementText } from './agreement-text';

export const AGREEMENT_MESSAGES = {
  mustAgree: 'You need to agree to the supplier agreement',
  failed: 'Sign agreement failed.',
} as const;

/**
 * The supplier agreement for an agent whose company has not signed it (SignAgreementGate decides when it shows).
 *
 * Closeable rule: right after signing in through the login form (the session was created on this page) the
 * agent may press Later and continue for the rest of this page's life. When the session is restored instead
 * (a reload or a new tab using the refresh cookie), the modal is blocking: no Later, no Escape, no backdrop close;
 * the company must sign to go on.
 */
export function SignAgreementModal({ company, onPostpone }: { company: { id: string; name: string }; onPostpone: () => void }) {
  const { signedInHere, reload } = useAuth();
  const { notify } = useToast();
  const [agreed, setAgreed] = useState(false);
  const [alert, setAlert] = useState(false);
  const [textBox, textScrolls] = useOverflow<HTMLDivElement>('y');

  const sign = useMutation({
    mutationFn: (companyId: string) => data(client.POST('/api/companies/{id}/sign-agreement', { params: { path: { id: companyId } } })),
    onSuccess: async () => {
      await reload();
      notify({ kind: 'success', title: 'Agreement signed', text: 'Thank you, the supplier agreement is signed.' });
    },
    onError: () => notify({ kind: 'error', title: 'Error Occurred', text: AGREEMENT_MESSAGES.failed }),
  });
  const closeable = signedInHere;

  const onAgree = () => {
    if (!agreed) {
      setAlert(true);
      return;
    }
    sign.mutate(company.id);
  };

  return (
    <Modal
      open
      size="lg"
      title="Supplier agreement"
      closeable={closeable}
      onClose={onPostpone}
      footer={
        <>
          {closeable && (
            <Button variant="secondary" onClick={onPostpone}>
              Later
            </Button>
          )}
          <Button onClick={onAgree} loading={sign.isPending}>
            Agree
          </Button>
        </>
      }
    >
      <p className="mb-3 text-sm text-slate-800">{company.name} has not signed the supplier agreement yet. Please read it and confirm to continue.</p>
      <div
        ref={textBox}
        {...scrollRegionProps(textScrolls, 'Supplier agreement text')}
        className="mb-4 max-h-80 overflow-y-auto rounded border border-slate-200 bg-slate-50 p-3"
      >
        <SupplierAgreementText />
      </div>
      <CheckboxField
        label="I agree to the supplier agreement"
        checked={agreed}
        onChange={(e) => {
          setAgreed(e.target.checked);
          if (e.target.checked) setAlert(false);
        }}
      />
      {alert && (
        <p role="alert" className="mt-2 rounded border border-red-300 bg-red-50 p-2 text-sm text-red-800">
          {AGREEMENT_MESSAGES.mustAgree}
        </p>
      )}
    </Modal>
  );
}
