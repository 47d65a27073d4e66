import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/api-error';
import { ReadOnlyField } from '@/ui/form-fields';
import { formatDateTimeInZone } from '@/ui/format';
import { Spinner } from '@/ui/spinner';
import type { LineDetail } from '@/features/lines/edit/line-edit.api';
import { supplierApiKeys, useSupplierLineInfo, type SupplierLineInfo } from './supplier-api.api';
import { MappingsSection } from './mappings-section';
import { MatchesSection } from './matches-section';
import { SyncRunsSection } from './sync-runs-section';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * Tab 7 (API): the line's supplier line info, its transfer mappings (sync on or off, delete) and find matches. Each
 * write names the line version the tab read and moves it; `onLineChanged` then reloads the page's line.
 */
export function ApiTab({ line, onLineChanged }: { line: Pick<LineDetail, 'id' | 'denomination' | 'lastSync'>; onLineChanged: () => void }) {
  const info = useSupplierLineInfo(line.id);
  const qc = useQueryClient();
  const finishedAt = line.lastSync?.finishedAt;
  // The page polls the line while a Sync Line run is queued; once it finishes, the mappings' last syncs have moved.
  useEffect(() => {
    if (finishedAt) void qc.invalidateQueries({ queryKey: supplierApiKeys.info(line.id) });
  }, [finishedAt, line.id, qc]);
  if (info.isPending) return <Spinner label="Loading supplier line info" />;
  if (info.isError)
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        The supplier line info could not be loaded: {info.error instanceof ApiError ? info.error.body.message : 'Error Occurred'}
      </p>
    );
  return (
    <div className="space-y-6">
      <SupplierLineInfoSection info={info.data} lastSync={line.lastSync} />
      <SyncRunsSection lineId={line.id} lastSync={`${line.lastSync?.id ?? ''}:${line.lastSync?.state ?? ''}`} />
      <MappingsSection lineId={line.id} version={info.data.version} onLineChanged={onLineChanged} />
      <MatchesSection line={line} info={info.data} onLineChanged={onLineChanged} />
    </div>
  );
}

function lastSyncText(run: LineDetail['lastSync']): string {
  if (!run) return 'No sync yet';
  if (run.state === 'queued') return `Queued (${run.daysInAdvance} days), waiting for the worker.`;
  return `${formatDateTimeInZone(run.finishedAt)}, ${run.daysInAdvance} days, ${run.state}: ${run.result ?? ''}`;
}

function SupplierLineInfoSection({ info, lastSync }: { info: SupplierLineInfo; lastSync: LineDetail['lastSync'] }) {
  const integration = info.integration ? `${info.integration.name} (${info.integration.id}, ${info.integration.mode})` : (info.integrationId ?? '—');
  return (
    <section aria-labelledby="supplier-line-info" className="space-y-3">
      <h2 id="supplier-line-info" className="text-lg font-semibold text-slate-900">
        Supplier line info
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        <ReadOnlyField label="Supplier API" value={yesNo(info.isSupplierApi)} />
        <ReadOnlyField label="Scraping availability" value={yesNo(info.isScrapingAvailability)} />
        <ReadOnlyField label="Supplier integration" value={integration} />
        <ReadOnlyField label="Transfer mappings" value={info.mappingCount} />
        <ReadOnlyField label="A→B transfer" value={info.aToBTransferId ?? '—'} />
        <ReadOnlyField label="B→A transfer" value={info.bToATransferId ?? '—'} />
        <ReadOnlyField label="A→B last synced" value={info.aToBLastSynced ? formatDateTimeInZone(info.aToBLastSynced) : 'Never'} />
        <ReadOnlyField label="B→A last synced" value={info.bToALastSynced ? formatDateTimeInZone(info.bToALastSynced) : 'Never'} />
        <ReadOnlyField label="Last sync result" value={lastSyncText(lastSync)} className="sm:col-span-2" />
      </dl>
    </section>
  );
}
