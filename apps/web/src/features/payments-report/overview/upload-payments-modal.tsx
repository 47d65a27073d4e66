import { bulkReferencesRefusal, ErrorCode, markedCountRefusal, parseReferenceList, PaymentMessage } from '@farebox/domain';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@/api/api-error';
import { TextAreaField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { useIdempotencyKey } from '@/ui/use-idempotency-key';
import { useUploadPayments } from './overview.api';
import { referencesAsCsv, referencesInCsv } from './payment-references';

/** All or none: a reference that cannot be marked paid (unknown, already paid) refuses the whole upload. */
function uploadFailure(err: unknown): { title: string; text?: string } {
  if (err instanceof ApiError && err.code === ErrorCode.NotAllMarkedPaid) {
    const notMarked = (err.body.details as { notMarked?: unknown } | undefined)?.notMarked;
    return {
      title: PaymentMessage.NotAllMarkedPaid,
      text: Array.isArray(notMarked) && notMarked.length > 0 ? `Not marked: ${notMarked.join(', ')}` : undefined,
    };
  }
  return { title: PaymentMessage.MarkPaidFailed, text: errorMessage(err) };
}

/**
 * Upload of payments by CSV (spec 2.6 'Bulk payments upload'): a CSV file (a `bookingReference` column or one
 * reference per line) or references pasted in the textarea; every booking named is marked paid.
 */
export function UploadPaymentsModal({ onClose }: { onClose: () => void }) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { keyFor } = useIdempotencyKey();
  const upload = useUploadPayments();
  const { notify } = useToast();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const fileText = file ? await file.text() : null;
    const references = fileText !== null ? referencesInCsv(fileText) : parseReferenceList(text);
    const refusal = bulkReferencesRefusal(references);
    setError(refusal ?? undefined);
    if (refusal) return;
    upload.mutate(
      { csv: fileText ?? referencesAsCsv(references), key: keyFor({ source: file ? `${file.name}:${file.size}:${file.lastModified}` : 'pasted', references }) },
      {
        onSuccess: (result) => {
          const sent = result.expectedCount;
          const notAll = markedCountRefusal(sent, result.nModified);
          if (notAll) notify({ kind: 'error', title: notAll, text: `${result.nModified} of ${sent} marked as paid.` });
          else notify({ kind: 'success', title: 'Payments marked as paid', text: result.nModified === 1 ? '1 payment' : `${result.nModified} payments` });
          onClose();
        },
        onError: (err) => notify({ kind: 'error', ...uploadFailure(err) }),
      },
    );
  };

  return (
    <FormModal title="Upload Payments" submitLabel="Upload" cancelLabel="Abort" busy={upload.isPending} onClose={onClose} onSubmit={(e) => void submit(e)}>
      <div>
        <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
          CSV file
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv,text/plain"
          aria-describedby={`${fileId}-hint`}
          className="mt-1 block w-full text-sm text-slate-900 file:mr-3 file:rounded file:border file:border-slate-400 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setError(undefined);
          }}
        />
        <p id={`${fileId}-hint`} className="mt-1 text-xs text-slate-700">
          A column named bookingReference, or one booking reference per line.
        </p>
      </div>
      <TextAreaField
        label="Or paste booking references"
        hint="Separate references with spaces, commas or new lines."
        rows={6}
        disabled={!!file}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setError(undefined);
        }}
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </FormModal>
  );
}
