import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/form-fields';
import { ConfirmDialog, Modal } from '@/ui/modal';
import { ErrorState, errorMessage } from '@/ui/states';
import { Spinner } from '@/ui/spinner';
import { Table, type Column } from '@/ui/table';
import { useToast } from '@/ui/toast';
import { DIRECTION_LABELS, TransferStations, transferRoute, transferVehicle } from '@/features/lines/api-tab/transfer-format';
import {
  useCreateLine,
  useMapLine,
  useRefreshTransfers,
  useScreenLines,
  useTransfers,
  type ScreenTransfer,
  type SupplierIntegration,
} from './supplier-api-screen.api';

type Direction = 'aToB' | 'bToA';

interface ConfirmedModalProps {
  title: string;
  actionLabel: string;
  /** Checks the form and asks for the confirmation when it passes. */
  onAction: () => void;
  actionDisabled?: boolean;
  confirming: boolean;
  onConfirmingChange: (confirming: boolean) => void;
  confirmMessage: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: React.ReactNode;
}

/** A modal whose action asks "Are you sure?" first (spec 2.14: Create Line and Map Line). */
function ConfirmedModal(p: ConfirmedModalProps) {
  return (
    <>
      <Modal
        open={!p.confirming}
        title={p.title}
        onClose={p.onClose}
        footer={
          <>
            <Button variant="secondary" onClick={p.onClose}>
              Cancel
            </Button>
            <Button onClick={p.onAction} disabled={p.actionDisabled}>
              {p.actionLabel}
            </Button>
          </>
        }
      >
        {p.children}
      </Modal>
      <ConfirmDialog
        open={p.confirming}
        danger={false}
        busy={p.busy}
        onCancel={() => p.onConfirmingChange(false)}
        onConfirm={p.onConfirm}
        message={<p className="text-sm text-slate-800">{p.confirmMessage}</p>}
      />
    </>
  );
}

function CreateLineModal({ id, transfer, onClose }: { id: string; transfer: ScreenTransfer; onClose: () => void }) {
  const create = useCreateLine(id);
  const [confirming, setConfirming] = useState(false);
  const { notify } = useToast();
  const run = () =>
    create.mutate(transfer.transferId, {
      onSuccess: (line) => {
        notify({ kind: 'success', title: 'Line created', text: `${line.denomination}, mapped A→B to ${transfer.transferId}` });
        onClose();
      },
      onError: () => setConfirming(false),
    });
  return (
    <ConfirmedModal
      title={`Create Line from ${transfer.transferId}`}
      actionLabel="Create line"
      onAction={() => setConfirming(true)}
      actionDisabled={transfer.unmapped.length > 0}
      confirming={confirming}
      onConfirmingChange={setConfirming}
      confirmMessage={`Create a line from the transfer ${transfer.transferId}?`}
      busy={create.isPending}
      onConfirm={run}
      onClose={onClose}
    >
      <div className="space-y-2 text-sm text-slate-800">
        <p>
          {transfer.companyName}: {transferRoute(transfer)}, {transferVehicle(transfer)}.
        </p>
        <p>The line gets the mapped company, cities, vehicle type and class and the transfer&apos;s stations; the transfer is mapped to its A→B direction.</p>
        {transfer.unmapped.length > 0 && (
          <p role="alert" className="font-medium text-red-700">
            Map these first: {transfer.unmapped.join(', ')}.
          </p>
        )}
        {create.isError && (
          <p role="alert" className="font-medium text-red-700">
            {errorMessage(create.error)}
          </p>
        )}
      </div>
    </ConfirmedModal>
  );
}

function MapLineModal({ id, transfer, onClose }: { id: string; transfer: ScreenTransfer; onClose: () => void }) {
  const lines = useScreenLines(id);
  const map = useMapLine(id);
  const [lineId, setLineId] = useState('');
  const [direction, setDirection] = useState<Direction | ''>('');
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<{ line?: string; direction?: string }>({});
  const { notify } = useToast();
  const line = lines.data?.data.find((l) => l.id === lineId);
  const next = () => {
    const missing = { line: line ? undefined : 'Line is required.', direction: direction ? undefined : 'Direction is required.' };
    setErrors(missing);
    if (!missing.line && !missing.direction) setConfirming(true);
  };
  const run = () =>
    map.mutate(
      { transferId: transfer.transferId, lineId, direction: direction as Direction, version: line!.version },
      {
        onSuccess: () => {
          notify({
            kind: 'success',
            title: 'Transfer mapped',
            text: `${transfer.transferId} → ${line!.denomination} (${DIRECTION_LABELS[direction as Direction]})`,
          });
          onClose();
        },
        onError: () => setConfirming(false),
      },
    );
  return (
    <ConfirmedModal
      title={`Map Line to ${transfer.transferId}`}
      actionLabel="Map line"
      onAction={next}
      confirming={confirming}
      onConfirmingChange={setConfirming}
      confirmMessage={`Map the transfer ${transfer.transferId} to ${line?.denomination} (${direction && DIRECTION_LABELS[direction]})?`}
      busy={map.isPending}
      onConfirm={run}
      onClose={onClose}
    >
      <div className="space-y-3">
        <p className="text-sm text-slate-800">
          {transfer.companyName}: {transferRoute(transfer)}, {transferVehicle(transfer)}.
        </p>
        <SelectField
          label="Line"
          value={lineId}
          onChange={(e) => setLineId(e.target.value)}
          options={(lines.data?.data ?? []).map((l) => ({ value: l.id, label: `${l.denomination} (${l.fromCity} → ${l.toCity})` }))}
          placeholder="Choose…"
          loadingOptions={lines.isPending}
          error={errors.line}
          required
        />
        <SelectField
          label="Direction"
          value={direction}
          onChange={(e) => setDirection(e.target.value as Direction)}
          options={(['aToB', 'bToA'] as const).map((d) => ({ value: d, label: DIRECTION_LABELS[d] }))}
          placeholder="Choose…"
          error={errors.direction}
          required
        />
        {map.isError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errorMessage(map.error)}
          </p>
        )}
      </div>
    </ConfirmedModal>
  );
}

const mappedTo = (t: ScreenTransfer) =>
  t.mappedTo ? (
    <Link to={`/lines/edit/${t.mappedTo.lineId}?tab=7`} className="text-sky-900 underline">
      {t.mappedTo.denomination} ({DIRECTION_LABELS[t.mappedTo.direction]})
    </Link>
  ) : (
    'Not mapped'
  );
const parameters = (t: ScreenTransfer) => (t.unmapped.length === 0 ? 'Mapped' : `Unmapped: ${t.unmapped.join(', ')}`);

/** The supplier's transfers with the Create Line and Map Line modals of an offline supplier. */
function TransferTable({ integration, caption, columns }: { integration: SupplierIntegration; caption: string; columns: Column<ScreenTransfer>[] }) {
  const transfers = useTransfers(integration.id);
  const [open, setOpen] = useState<{ modal: 'create' | 'map'; transfer: ScreenTransfer } | null>(null);
  const actions: Column<ScreenTransfer> = {
    key: 'actions',
    header: 'Actions',
    hideHeader: true,
    render: (t) =>
      !t.mappedTo && (
        <div className="flex gap-2">
          <Button size="sm" onClick={() => setOpen({ modal: 'create', transfer: t })} aria-label={`Create Line from ${t.transferId}`}>
            Create Line
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setOpen({ modal: 'map', transfer: t })} aria-label={`Map Line to ${t.transferId}`}>
            Map Line
          </Button>
        </div>
      ),
  };
  if (transfers.isPending) return <Spinner label="Loading the transfers" />;
  if (transfers.isError) return <ErrorState error={transfers.error} onRetry={() => void transfers.refetch()} />;
  const close = () => setOpen(null);
  return (
    <>
      <p role="status" className="text-sm text-slate-700">
        {transfers.data.total > transfers.data.data.length
          ? `The first ${transfers.data.data.length} of ${transfers.data.total} transfers.`
          : `${transfers.data.total} transfers.`}
      </p>
      <Table
        caption={caption}
        columns={integration.mode === 'offline' ? [...columns, actions] : columns}
        rows={transfers.data.data}
        rowKey={(t) => t.transferId}
        emptyText="No Results"
      />
      {open?.modal === 'create' && <CreateLineModal id={integration.id} transfer={open.transfer} onClose={close} />}
      {open?.modal === 'map' && <MapLineModal id={integration.id} transfer={open.transfer} onClose={close} />}
    </>
  );
}

const inventoryColumns: Column<ScreenTransfer>[] = [
  { key: 'transferId', header: 'Transfer' },
  { key: 'companyName', header: 'Company' },
  { key: 'fromCity', header: 'From' },
  { key: 'toCity', header: 'To' },
  { key: 'vehicleType', header: 'Vehicle type' },
  { key: 'vehicleClass', header: 'Vehicle class' },
  { key: 'routeId', header: 'Route id' },
  { key: 'stations', header: 'Stations', render: (t) => <TransferStations transfer={t} /> },
  { key: 'parameters', header: 'Parameters', render: parameters },
];

/** Supplier Inventory: the supplier's transfers as last fetched, refreshed from the supplier on the button. */
export function InventoryTab({ integration }: { integration: SupplierIntegration }) {
  const refresh = useRefreshTransfers(integration.id);
  const { notify } = useToast();
  return (
    <section aria-label="Supplier inventory" className="space-y-3">
      <Button
        variant="secondary"
        loading={refresh.isPending}
        onClick={() =>
          refresh.mutate(undefined, {
            onSuccess: (r) => notify({ kind: 'success', title: 'Inventory refreshed', text: `${r.total} transfers.` }),
            onError: (error) => notify({ kind: 'error', title: 'The supplier did not answer', text: errorMessage(error) }),
          })
        }
      >
        Refresh from the supplier
      </Button>
      <TransferTable integration={integration} caption={`${integration.name} transfers`} columns={inventoryColumns} />
    </section>
  );
}

const mappingColumns: Column<ScreenTransfer>[] = [
  { key: 'transferId', header: 'Transfer' },
  { key: 'route', header: 'Route', render: transferRoute },
  { key: 'vehicle', header: 'Vehicle', render: transferVehicle },
  { key: 'line', header: 'Line and direction', render: mappedTo },
  { key: 'parameters', header: 'Parameters', render: parameters },
];

/** Transfer Mapping (offline suppliers): each transfer and the line and direction it maps to. */
export function TransferMappingTab({ integration }: { integration: SupplierIntegration }) {
  return (
    <section aria-label="Transfer mapping" className="space-y-3">
      <TransferTable integration={integration} caption={`${integration.name} transfer mappings`} columns={mappingColumns} />
    </section>
  );
}
