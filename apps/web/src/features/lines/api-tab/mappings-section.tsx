import { useState } from 'react';
import { Button } from '@/ui/button';
import { formatDateTimeInZone } from '@/ui/format';
import { ConfirmDialog } from '@/ui/modal';
import { Pager } from '@/ui/pager';
import { Spinner } from '@/ui/spinner';
import { errorMessage } from '@/ui/states';
import { Table, type Column } from '@/ui/table';
import { useToast } from '@/ui/toast';
import { DIRECTION_LABELS, NO_SYNC_INFORMATION, TransferStations, transferRoute, transferVehicle } from './transfer-format';
import { useDeleteMapping, useSetMappingSync, useTransferMappings, type TransferMapping } from './supplier-api.api';

/** The line's transfer mappings with their own pager: sync on or off, delete after a confirmation naming the transfer. */
export function MappingsSection({ lineId, version, onLineChanged }: { lineId: string; version: number; onLineChanged: () => void }) {
  const { notify } = useToast();
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<TransferMapping | null>(null);
  const mappings = useTransferMappings(lineId, page);
  const setSync = useSetMappingSync(lineId);
  const remove = useDeleteMapping(lineId);

  const failed = (title: string) => (error: unknown) => notify({ kind: 'error', title, text: errorMessage(error) });
  const toggle = (m: TransferMapping) =>
    setSync.mutate(
      { mappingId: m.id, version, disableSync: !m.disableSync },
      {
        onSuccess: () => {
          notify({ kind: 'success', title: m.disableSync ? 'Sync enabled' : 'Sync disabled', text: m.transfer.transferId });
          onLineChanged();
        },
        onError: failed('The sync setting was not changed'),
      },
    );
  const confirmDelete = () =>
    deleting &&
    remove.mutate(
      { mapping: deleting, version },
      {
        onSuccess: () => {
          notify({ kind: 'success', title: 'Mapping deleted', text: deleting.transfer.transferId });
          setDeleting(null);
          setPage(1);
          onLineChanged();
        },
        onError: (error) => {
          setDeleting(null);
          failed('The mapping was not deleted')(error);
        },
      },
    );

  const columns: Column<TransferMapping>[] = [
    { key: 'direction', header: 'Direction', render: (m) => DIRECTION_LABELS[m.direction] },
    { key: 'supplier', header: 'Supplier', render: (m) => m.transfer.integrationId },
    { key: 'transfer', header: 'Transfer', render: (m) => m.transfer.transferId },
    { key: 'route', header: 'Route', render: (m) => transferRoute(m.transfer) },
    { key: 'stations', header: 'Stations', render: (m) => <TransferStations transfer={m.transfer} /> },
    { key: 'company', header: 'Company', render: (m) => m.transfer.companyName },
    { key: 'vehicle', header: 'Vehicle', render: (m) => transferVehicle(m.transfer) },
    { key: 'lastSynced', header: 'Last synced', render: (m) => (m.lastSyncedAt ? formatDateTimeInZone(m.lastSyncedAt) : 'Never') },
    {
      key: 'sync',
      header: 'Sync',
      render: (m) => (
        <div className="flex items-center gap-2 text-sm text-slate-800">
          <span>{m.disableSync ? 'Disabled' : 'Enabled'}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={setSync.isPending}
            onClick={() => toggle(m)}
            aria-label={`${m.disableSync ? 'Enable' : 'Disable'} sync of ${DIRECTION_LABELS[m.direction]} transfer ${m.transfer.transferId}`}
          >
            {m.disableSync ? 'Enable' : 'Disable'}
          </Button>
        </div>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      render: (m) => (
        <Button variant="danger" size="sm" onClick={() => setDeleting(m)} aria-label={`Delete the mapping of transfer ${m.transfer.transferId}`}>
          Delete
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="transfer-mappings" className="space-y-3">
      <h2 id="transfer-mappings" className="text-lg font-semibold text-slate-900">
        Transfer mappings
      </h2>
      {mappings.isPending ? (
        <Spinner label="Loading transfer mappings" />
      ) : mappings.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          The transfer mappings could not be loaded: {errorMessage(mappings.error)}
        </p>
      ) : mappings.data.meta.total === 0 ? (
        <p className="rounded border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-800">{NO_SYNC_INFORMATION}</p>
      ) : (
        <>
          <Table caption="Transfer mappings of the line" columns={columns} rows={mappings.data.data} rowKey={(m) => m.id} />
          <Pager total={mappings.data.meta.total} page={page} onPageChange={setPage} />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this mapping?"
        message={
          deleting && (
            <p className="text-sm text-slate-800">
              The {DIRECTION_LABELS[deleting.direction]} direction of the line will no longer be mapped to the transfer {deleting.transfer.transferId} of{' '}
              {deleting.transfer.integrationId}, and is no longer synced from it.
            </p>
          )
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
