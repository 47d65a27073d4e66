import { api, type RequestOptions } from '@/api/http';

/** Saves a downloaded file (CSV, PDF) under `filename` through a temporary object URL. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** GETs an API file (a CSV export) with the session's token and saves it; throws ApiError on failure. */
export async function downloadApiFile(path: string, filename: string, query?: RequestOptions['query']): Promise<void> {
  saveBlob(await api<Blob>(path, { query, accept: 'blob' }), filename);
}

/** The spec's message when a CSV download fails (part 1, section 8). */
export const CSV_DOWNLOAD_FAILED = 'Error downloading CSV';
