import { COMPANY_IMAGE_MAX_BYTES, COMPANY_IMAGE_TYPES } from '@farebox/domain';
import { useId, useState } from 'react';
import { ApiError } from '@/api/api-error';
import { useToast } from '@/ui/toast';
import { useUploadPicture } from './companies.api';
import type { CompanyDto, CompanyPicture } from './company.types';

const LABELS: Record<CompanyPicture, string> = { logo: 'Logo', cover: 'Cover picture' };

function Picture({ company, kind, editable }: { company: CompanyDto; kind: CompanyPicture; editable: boolean }) {
  // The picture route is public (its URL carries an unguessable file name), so the image loads like any other.
  const url = kind === 'logo' ? company.logoUrl : company.coverUrl;
  const upload = useUploadPicture(company.id, kind);
  const { notify } = useToast();
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (!(COMPANY_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setProblem('Choose an image (PNG, JPEG, WebP or GIF).');
      return;
    }
    if (file.size > COMPANY_IMAGE_MAX_BYTES) {
      setProblem(`The image may be at most ${Math.round(COMPANY_IMAGE_MAX_BYTES / 1024 / 1024)} MB.`);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notify({ kind: 'success', title: `${LABELS[kind]} uploaded` }),
      onError: (error) => notify({ kind: 'error', title: `${LABELS[kind]} upload failed`, text: error instanceof ApiError ? error.body.message : undefined }),
    });
  };

  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-medium text-slate-800">{LABELS[kind]}</figcaption>
      {url ? (
        <img
          src={url}
          alt={`${company.name} ${LABELS[kind].toLowerCase()}`}
          className={kind === 'logo' ? 'max-h-32 rounded border border-slate-200' : 'max-h-48 w-full max-w-xl rounded border border-slate-200 object-cover'}
        />
      ) : (
        <p className="text-sm text-slate-700">No {LABELS[kind].toLowerCase()}</p>
      )}
      {editable && (
        <div>
          <label htmlFor={inputId} className="block text-sm text-slate-800">
            Upload {LABELS[kind].toLowerCase()}
          </label>
          <input
            id={inputId}
            type="file"
            accept={COMPANY_IMAGE_TYPES.join(',')}
            disabled={upload.isPending}
            aria-describedby={problem ? `${inputId}-error` : undefined}
            className="mt-1 block text-sm text-slate-800 file:mr-3 file:rounded file:border file:border-slate-400 file:bg-white file:px-3 file:py-1"
            onChange={(e) => {
              onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {problem && (
            <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-700">
              {problem}
            </p>
          )}
        </div>
      )}
    </figure>
  );
}

/** Logo and cover pictures: shown on the view, uploadable on the edit form. */
export function CompanyPictures({ company, editable = false }: { company: CompanyDto; editable?: boolean }) {
  return (
    <section aria-label="Pictures" className="grid gap-6 sm:grid-cols-2">
      <Picture company={company} kind="logo" editable={editable} />
      <Picture company={company} kind="cover" editable={editable} />
    </section>
  );
}
