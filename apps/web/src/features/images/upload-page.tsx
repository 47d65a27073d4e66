import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_MIME_TYPES, ImageMessage } from '@farebox/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { errorMessage } from '@/ui/states';
import { imageKeys, uploadImage } from './images.api';
import { OwnerSelect } from './owner-select';

type UploadState = 'ready' | 'uploading' | 'done' | 'failed' | 'refused';

interface UploadItem {
  key: string;
  file: File;
  ownerId: string;
  state: UploadState;
  progress: number;
  message: string | null;
}

const ACCEPT = IMAGE_UPLOAD_MIME_TYPES.join(',');

/** The browser's first check; the server checks the content again. */
function refusalOf(file: File): string | null {
  if (!(IMAGE_UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return ImageMessage.InvalidFile;
  if (file.size > IMAGE_MAX_BYTES) return ImageMessage.TooLarge;
  return null;
}

const STATE_TEXT: Record<UploadState, string> = { ready: 'Ready', uploading: 'Uploading…', done: 'Uploaded', failed: 'Failed', refused: 'Refused' };

/** `/upload`: drop or select images and PDFs, give each an owner, upload them (a progress bar each), then Finish. */
export function UploadPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const inputId = useId();
  const counter = useRef(0);
  const [items, setItems] = useState<UploadItem[]>([]);
  const [dragging, setDragging] = useState(false);
  const [running, setRunning] = useState(false);

  const patch = (key: string, change: Partial<UploadItem>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const add = (files: FileList | null) => {
    if (!files) return;
    const added = Array.from(files).map((file): UploadItem => {
      const refusal = refusalOf(file);
      counter.current += 1;
      return { key: `f${counter.current}`, file, ownerId: '', state: refusal ? 'refused' : 'ready', progress: 0, message: refusal };
    });
    setItems((list) => [...list, ...added]);
  };

  const uploadAll = async () => {
    setRunning(true);
    for (const item of items.filter((i) => i.state === 'ready' || i.state === 'failed')) {
      patch(item.key, { state: 'uploading', progress: 0, message: null });
      try {
        await uploadImage(item.file, item.ownerId || null, (progress) => patch(item.key, { progress }));
        patch(item.key, { state: 'done', progress: 1 });
      } catch (error) {
        patch(item.key, { state: 'failed', message: errorMessage(error) });
      }
    }
    setRunning(false);
    void qc.invalidateQueries({ queryKey: imageKeys.lists() });
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    add(e.dataTransfer.files);
  };

  const waiting = items.some((i) => i.state === 'ready' || i.state === 'failed');

  return (
    <div className="space-y-4">
      <PageHeader title="Upload images" />
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded border-2 border-dashed p-6 text-center ${dragging ? 'border-sky-700 bg-sky-50' : 'border-slate-400 bg-white'}`}
      >
        <p className="text-sm text-slate-800">Drop images (JPEG, PNG, WebP, GIF) or PDF templates here, or</p>
        <label htmlFor={inputId} className="mt-2 inline-block cursor-pointer text-sm font-medium text-sky-800 underline">
          Select files
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          onChange={(e) => {
            add(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
      {items.length > 0 && (
        <ul className="space-y-3" aria-label="Files to upload">
          {items.map((item) => (
            <li key={item.key} className="grid items-end gap-3 rounded border border-slate-200 bg-white p-3 sm:grid-cols-[2fr_2fr_3fr_auto]">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-slate-900">{item.file.name}</p>
                <p className="text-xs text-slate-700">{Math.ceil(item.file.size / 1024)} KB</p>
              </div>
              <OwnerSelect
                label={`Owner of ${item.file.name}`}
                value={item.ownerId}
                onChange={(ownerId) => patch(item.key, { ownerId })}
                disabled={item.state !== 'ready' && item.state !== 'failed'}
              />
              <div>
                <progress className="h-2 w-full" max={100} value={Math.round(item.progress * 100)} aria-label={`Upload progress of ${item.file.name}`} />
                <p className={`text-xs ${item.message ? 'text-red-700' : 'text-slate-700'}`} role={item.message ? 'alert' : undefined}>
                  {item.message ?? STATE_TEXT[item.state]}
                </p>
              </div>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${item.file.name}`}
                disabled={item.state === 'uploading'}
                onClick={() => setItems((list) => list.filter((i) => i.key !== item.key))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Button disabled={!waiting} loading={running} onClick={() => void uploadAll()}>
          Upload
        </Button>
        <Button variant="secondary" disabled={running} onClick={() => void navigate('/images')}>
          Finish
        </Button>
      </div>
    </div>
  );
}
