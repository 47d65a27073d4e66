import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { authApi } from '@/features/auth/auth-api';
import { useAuth, useMe } from '@/features/auth/use-auth';
import { CheckboxField, PageHeader, useToast } from '@/ui';
import { errorMessage } from '@/ui/states';

/** The developer-mode switch: enables the experimental serial promo codes for this user, stored on the server. */
export function DeveloperModePage() {
  const me = useMe();
  const { setMe } = useAuth();
  const { notify } = useToast();
  // The value being saved, set in the click itself: the mutation's own state reaches the screen a tick later.
  const [saving, setSaving] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: authApi.setDeveloperMode,
    onSuccess: (updated) => {
      setMe(updated);
      notify({ kind: 'success', title: 'Saved', text: updated.serialPromoCodesEnabled ? 'Serial promo codes enabled' : 'Serial promo codes disabled' });
    },
    onError: (error) => notify({ kind: 'error', title: 'Error Occurred', text: errorMessage(error) }),
    onSettled: () => setSaving(null),
  });
  return (
    <section>
      <PageHeader title="Developer mode" />
      <div className="max-w-xl rounded border border-slate-200 bg-white p-4">
        <CheckboxField
          label="Enable serial promo codes (experimental)"
          hint="Serial promo code campaigns become available in the promo codes area. The setting is saved for your account."
          checked={saving ?? me.serialPromoCodesEnabled}
          disabled={saving !== null}
          onChange={(e) => {
            setSaving(e.target.checked);
            save.mutate(e.target.checked);
          }}
        />
      </div>
    </section>
  );
}
