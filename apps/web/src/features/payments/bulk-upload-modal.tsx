import { bulkReferencesRefusal, markedCountRefusal, parseReferenceList, PaymentMessage } from '@farebox/domain';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { useIdempotencyKey } from '@/ui/use-idempotency-key';
import { useMarkPaidByReferences } from './payments.api';

/** Upload Payments: booking references split on spaces, commas and newlines are marked paid (Abort, Upload). */
export function BulkUploadModal({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { keyFor } = useIdempotencyKey();
  const mark = useMarkPaidByReferences();
  const { notify } = useToast();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const references = parseReferenceList(text);
    const refusal = bulkReferencesRefusal(references);
    setError(refusal ?? undefined);
    if (refusal) return;
    mark.mutate(
      { references, key: keyFor(references) },
      {
        onSuccess: ({ nModified }) => {
          const notAll = markedCountRefusal(references.length, nModified);
          if (notAll) notify({ kind: 'error', title: notAll, text: `${nModified} of ${references.length} marked as paid.` });
          else notify({ kind: 'success', title: 'Payments marked as paid', text: `${nModified} payments` });
          onClose();
        },
        onError: (err) => notify({ kind: 'error', title: PaymentMessage.MarkPaidFailed, text: errorMessage(err) }),
      },
    );
  };

  return (
    <FormModal title="Upload Payments" submitLabel="Upload" cancelLabel="Abort" busy={mark.isPending} onClose={onClose} onSubmit={submit}>
      <TextAreaField
        label="Booking references"
        hint="Separate references with spaces, commas or new lines."
        rows={8}
        // Headless UI's Dialog puts the focus on the element marked data-autofocus when it opens.
        data-autofocus
        value={text}
        error={error}
        onChange={(e) => setText(e.target.value)}
      />
    </FormModal>
  );
}
