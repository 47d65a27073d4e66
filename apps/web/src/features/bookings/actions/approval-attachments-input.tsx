import { APPROVAL_ATTACHMENT_MAX_BYTES, APPROVAL_ATTACHMENT_MAX_FILES, APPROVAL_ATTACHMENT_TYPES } from '@farebox/domain';
import { useId, useState } from 'react';
import { client, data } from '@/api/http';
import { Button } from '@/ui/button';
import { errorMessage } from '@/ui/states';
import { onBooking } from '../bookings.api';
import type { BookingAttachment } from '../booking.types';

const MAX_MB = APPROVAL_ATTACHMENT_MAX_BYTES / (1024 * 1024);

function asFormData({ file }: { file: Blob }): FormData {
  const body = new FormData();
  body.append('file', file);
  return body;
}

/**
 * The approval attachments of the approve modal: each chosen file is uploaded at once (the API checks it by
 * content) and listed; the approval then names the uploaded ones. A PDF or an image, 10 MB at most.
 */
export function ApprovalAttachmentsInput({
  bookingId,
  value,
  onChange,
  required,
  error,
  onBusyChange,
}: {
  bookingId: string;
  value: readonly BookingAttachment[];
  onChange: (attachments: BookingAttachment[]) => void;
  required: boolean;
  error?: string;
  onBusyChange: (busy: boolean) => void;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;

  const upload = async (files: File[]) => {
    setProblem(null);
    if (value.length + files.length > APPROVAL_ATTACHMENT_MAX_FILES) return setProblem(`Attach at most ${APPROVAL_ATTACHMENT_MAX_FILES} files.`);
    const tooLarge = files.find((f) => f.size > APPROVAL_ATTACHMENT_MAX_BYTES);
    if (tooLarge) return setProblem(`${tooLarge.name}: a file must be at most ${MAX_MB} MB.`);
    setUploading(true);
    onBusyChange(true);
    const uploaded: BookingAttachment[] = [];
    try {
      for (const file of files) {
        uploaded.push(await data(client.POST('/api/bookings/{id}/attachments', { params: onBooking(bookingId), body: { file }, bodySerializer: asFormData })));
      }
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      if (uploaded.length) onChange([...value, ...uploaded]);
      setUploading(false);
      onBusyChange(false);
    }
  };

  return (
    <fieldset className="rounded border border-slate-200 p-3" aria-describedby={message ? `${id}-error` : `${id}-hint`}>
      <legend className="px-1 text-sm font-medium text-slate-900">
        Approval attachments
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </legend>
      {value.length > 0 && (
        <ul className="mb-2 space-y-1 text-sm text-slate-800">
          {value.map((a) => (
            <li key={a.id} className="flex items-center gap-2">
              {a.fileName}
              <Button variant="ghost" size="sm" onClick={() => onChange(value.filter((v) => v.id !== a.id))} aria-label={`Remove ${a.fileName}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={id} className="block text-sm text-slate-800">
        Attach files
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={APPROVAL_ATTACHMENT_TYPES.join(',')}
        disabled={uploading}
        aria-required={required || undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : `${id}-hint`}
        className="mt-1 block text-sm text-slate-800 file:mr-3 file:rounded file:border file:border-slate-400 file:bg-white file:px-3 file:py-1"
        onChange={(e) => {
          void upload([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-700">
        {uploading ? 'Uploading…' : `PDF or image (PNG, JPEG, WebP), at most ${MAX_MB} MB each.`}
      </p>
      {message && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )}
    </fieldset>
  );
}
