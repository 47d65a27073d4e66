import { useCallback, useState } from 'react';
import type { RequestOptions } from '@/api/http';
import { CSV_DOWNLOAD_FAILED, downloadApiFile } from '@/ui/download';
import { useToast } from '@/ui/toast';

/**
 * CSV exports of the finance tabs: GETs the streamed `.csv` route with the tab's filters and saves it; a failure
 * shows the spec's 'Error downloading CSV'. `busy(filename)` tells which export is running (its button spins).
 */
export function useCsvExport() {
  const { notify } = useToast();
  const [running, setRunning] = useState<string | null>(null);
  const download = useCallback(
    async (path: string, filename: string, query?: RequestOptions['query']) => {
      setRunning(filename);
      try {
        await downloadApiFile(path, filename, query);
      } catch {
        notify({ kind: 'error', title: CSV_DOWNLOAD_FAILED });
      } finally {
        setRunning(null);
      }
    },
    [notify],
  );
  return { download, busy: (filename: string) => running === filename };
}
