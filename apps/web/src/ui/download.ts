import { data } from '@/api/http';

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

/** Saves an API file (a CSV export): `file` is a client call with `parseAs: 'blob'`; throws ApiError on failure. */
export async function downloadApiFile(file: Promise<{ data?: Blob }>, filename: string): Promise<void> {
  saveBlob(await data(file), filename);
}

/** The spec's message when a CSV download fails (part 1, section 8). */
export const CSV_DOWNLOAD_FAILED = 'Error downloading CSV';
