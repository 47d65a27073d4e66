import { useState } from 'react';
import { canAccess, hostingLanguageName, PROSPECT_SEARCH_RULE, ProspectSearchState, serpLocationLabel } from '@farebox/domain';
import { Button } from '@/ui/button';
import { downloadApiFile } from '@/ui/download';
import { formatTimestamp } from '@/ui/edit-conflict-notice';
import { errorMessage } from '@/ui/states';
import type { Column } from '@/ui/table';
import { useToast } from '@/ui/toast';
import { useActor } from '@/features/users/use-permissions';
import { prospectSheet, useRerunProspectSearch, type ProspectFile } from './prospects.api';

const SHEET_DOWNLOAD_FAILED = 'Error downloading the sheet';

function Lines({ values }: { values: string[] }) {
  return (
    <ul className="space-y-0.5">
      {values.map((v) => (
        <li key={v}>{v}</li>
      ))}
    </ul>
  );
}

/** Run again on a failed search, for those who may start searches. */
function RerunButton({ file }: { file: ProspectFile }) {
  const { notify } = useToast();
  const rerun = useRerunProspectSearch();
  const canRerun = canAccess(useActor(), PROSPECT_SEARCH_RULE);
  if (!canRerun) return null;
  const start = () =>
    rerun.mutate(file.id, {
      onSuccess: () => notify({ kind: 'success', title: 'Search queued again', text: file.fileName }),
      onError: (error) => notify({ kind: 'error', title: 'The search was not run again', text: errorMessage(error) }),
    });
  return (
    <Button variant="secondary" size="sm" loading={rerun.isPending} onClick={start} aria-label={`Run ${file.fileName} again`}>
      Run again
    </Button>
  );
}

/** The sheet link once the search is done; before that its state, and a failure's reason (and Run again). */
function SheetCell({ file }: { file: ProspectFile }) {
  const { notify } = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadApiFile(prospectSheet(file.id), `${file.fileName}.xlsx`);
    } catch {
      notify({ kind: 'error', title: SHEET_DOWNLOAD_FAILED });
    } finally {
      setBusy(false);
    }
  };
  switch (file.state) {
    case ProspectSearchState.Done:
      return (
        <Button variant="ghost" size="sm" loading={busy} onClick={() => void download()} aria-label={`Download the sheet of ${file.fileName}`}>
          Sheet (.xlsx)
        </Button>
      );
    case ProspectSearchState.Failed:
      return (
        <div className="flex flex-col items-start gap-1">
          <span className="text-red-700">Failed: {file.error}</span>
          <RerunButton file={file} />
        </div>
      );
    case ProspectSearchState.Running:
      return (
        <span className="text-slate-700">
          Running ({file.requestsDone} of {file.requestsTotal})
        </span>
      );
    default:
      return <span className="text-slate-700">Queued</span>;
  }
}

export const PROSPECT_COLUMNS: Column<ProspectFile>[] = [
  { key: 'fileName', header: 'File name', className: 'font-medium' },
  { key: 'queries', header: 'Queries', render: (f) => <Lines values={f.queries} /> },
  { key: 'locations', header: 'Locations', render: (f) => <Lines values={f.locations.map(serpLocationLabel)} /> },
  { key: 'googleDomain', header: 'Google domain' },
  { key: 'hostingLanguage', header: 'Hosting language', render: (f) => `${hostingLanguageName(f.hostingLanguage)} (${f.hostingLanguage})` },
  { key: 'sheet', header: 'Sheet', render: (f) => <SheetCell file={f} /> },
  { key: 'createdAt', header: 'Date', render: (f) => formatTimestamp(f.createdAt) },
];
