import { useState } from 'react';
import { BACKGROUND_EXPORT_ROWS } from '@farebox/domain';
import { Button } from '@/ui/button';
import { ApiError } from '@/api/api-error';
import { newIdempotencyKey } from '@/ui/use-idempotency-key';
import { startExport, useExportJob, type ExportKind } from './exports.api';

export interface ExportButtonProps {
  label: string;
  kind: ExportKind;
  /** The synchronous route's query parameters. */
  filters: object;
  /** The number of rows the screen shows for these filters. */
  rowCount: number;
  /** The small export: the synchronous download (saves the answer). */
  onDirectDownload: () => void;
  /** The synchronous download is running. */
  directBusy?: boolean;
}

/**
 * An export button: the direct download for a small export (at most BACKGROUND_EXPORT_ROWS rows, by the count the
 * screen shows), otherwise a background job with its progress and link: the browser saves it straight to disk.
 */
export function ExportButton({ label, kind, filters, rowCount, onDirectDownload, directBusy }: ExportButtonProps) {
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const job = useExportJob(jobId);

  const start = async () => {
    if (rowCount <= BACKGROUND_EXPORT_ROWS) return onDirectDownload();
    setStarting(true);
    setStartError(null);
    try {
      setJobId((await startExport(kind, filters, newIdempotencyKey())).id);
    } catch (error) {
      setStartError(error instanceof ApiError ? error.message : 'The export could not be started.');
    } finally {
      setStarting(false);
    }
  };

  const status = job.data?.status;
  const running = jobId !== null && status !== 'ready' && status !== 'failed' && !job.isError;
  const error =
    startError ??
    (status === 'failed' ? `The export failed: ${job.data?.error ?? 'unknown error'}` : job.isError ? 'The export’s progress could not be read.' : null);
  const total = job.data?.total ?? rowCount;

  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="secondary" loading={directBusy || starting || running} onClick={() => void start()}>
        {label}
      </Button>
      {running && (
        <div className="flex w-64 flex-col gap-1 text-sm text-slate-700">
          <span id={`export-progress-${jobId}`}>Preparing the file in the background…</span>
          <progress className="w-full" aria-labelledby={`export-progress-${jobId}`} max={total || 1} value={job.data?.done ?? 0} />
          <span>
            {(job.data?.done ?? 0).toLocaleString()} of {total.toLocaleString()} rows
          </span>
        </div>
      )}
      {status === 'ready' && job.data?.downloadUrl && (
        <a className="text-sm font-medium text-sky-900 underline" href={job.data.downloadUrl} download={job.data.filename}>
          Download {job.data.filename} ({job.data.done.toLocaleString()} rows)
        </a>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
