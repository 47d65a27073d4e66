import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { client, data } from '@/api/http';
import { useAuth } from '@/features/auth/use-auth';
import { Button, CheckboxField, Modal, useToast } from '@/ui';
import { scrollRegionProps, useOverflow } from '@/ui/use-overflow';
import { SupplierAgreementText } from './agreement-text';

export const AGREEMENT_MESSAGES = {
  mustAgree: 'You need to agree to the supplier agreement',
  failed: 'Sign agreement failed.',
} as const;

/**
 * Shown to an agent whose company has not signed the supplier agreement.
 *
 * Closeable rule: right after signing in through the login form (the session was created on this page) the
 * agent may press Later and continue for the rest of this page's life. When the session is restored instead
 * (a reload or a new tab using the refresh cookie), the modal is blocking: no Later, no Escape, no backdrop close;
 * the company must sign to go on.
 */
export function SignAgreementGate() {
  const { me, signedInHere, reload } = useAuth();
  const { notify } = useToast();
  const [postponed, setPostponed] = useState(false);
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

  const company = me?.company;
  const mustSign = me?.role === 'agent' && !!company && !company.signedAgreement;
  if (!mustSign || postponed) return null;
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
      onClose={() => setPostponed(true)}
      footer={
        <>
          {closeable && (
            <Button variant="secondary" onClick={() => setPostponed(true)}>
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
