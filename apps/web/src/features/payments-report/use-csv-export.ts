import { useCallback, useState } from 'react';
import { CSV_DOWNLOAD_FAILED, downloadApiFile } from '@/ui/download';
import { useToast } from '@/ui/toast';

/**
 * CSV exports of the finance tabs: runs `file` (a tab's `.csv` client call with its filters) and saves the answer; a
 * failure shows the spec's 'Error downloading CSV'. `busy(filename)` tells which export is running (its button spins).
 */
export function useCsvExport() {
  const { notify } = useToast();
  const [running, setRunning] = useState<string | null>(null);
  const download = useCallback(
    async (filename: string, file: () => Promise<{ data?: Blob }>) => {
      setRunning(filename);
      try {
        await downloadApiFile(file(), filename);
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
