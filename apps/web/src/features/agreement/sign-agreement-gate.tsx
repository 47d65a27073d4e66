import { lazy, Suspense, useState } from 'react';
import { useAuth } from '@/features/auth/use-auth';

// Only agents of a company that has not signed see the modal: its code (a dialog library) is not in the shell's.
const SignAgreementModal = lazy(() => import('./sign-agreement-modal').then((m) => ({ default: m.SignAgreementModal })));

/** Shows the supplier agreement to an agent whose company has not signed it, until signed or postponed (Later). */
export function SignAgreementGate() {
  const { me } = useAuth();
  const [postponed, setPostponed] = useState(false);
  const company = me?.company;
  const mustSign = me?.role === 'agent' && !!company && !company.signedAgreement;
  if (!mustSign || postponed) return null;
  return (
    <Suspense fallback={null}>
      <SignAgreementModal company={company} onPostpone={() => setPostponed(true)} />
    </Suspense>
  );
}
