import { Link } from 'react-router';
import { Button } from '@/ui/button';
import { errorMessage } from '@/ui/states';
import { Table, type Column } from '@/ui/table';
import { useToast } from '@/ui/toast';
import { DIRECTION_LABELS, TransferStations, transferRoute, transferVehicle } from './transfer-format';
import { useMapTransfer, useTransferMatches, type SupplierLineInfo, type TransferMatch } from './supplier-api.api';

const mark = (matches: boolean, value: string) => (
  <span className={matches ? 'text-slate-900' : 'font-medium text-amber-900'}>
    {value} <span className="text-xs">({matches ? 'matches' : 'differs'})</span>
  </span>
);

/** Find matches: the offline suppliers' transfers between the line's cities; a free one can be mapped to its direction. */
export function MatchesSection({
  line,
  info,
  onLineChanged,
}: {
  line: { id: string; denomination: string };
  info: SupplierLineInfo;
  onLineChanged: () => void;
}) {
  const version = info.version;
  // A direction of this line takes one transfer: its other matches are shown, not offered.
  const taken = { aToB: info.aToBTransferId, bToA: info.bToATransferId };
  const { notify } = useToast();
  const matches = useTransferMatches(line.id);
  const mapTransfer = useMapTransfer(line.id, line.denomination);

  const map = (m: TransferMatch) =>
    mapTransfer.mutate(
      { version, direction: m.direction, integrationId: m.integration.id, transferId: m.transfer.transferId },
      {
        onSuccess: () => {
          notify({ kind: 'success', title: 'Transfer mapped', text: `${DIRECTION_LABELS[m.direction]}: ${m.transfer.transferId}` });
          onLineChanged();
        },
        onError: (error) => notify({ kind: 'error', title: 'The transfer was not mapped', text: errorMessage(error) }),
      },
    );

  const columns: Column<TransferMatch>[] = [
    { key: 'direction', header: 'Direction', render: (m) => DIRECTION_LABELS[m.direction] },
    { key: 'supplier', header: 'Supplier', render: (m) => `${m.integration.name} (${m.integration.id})` },
    { key: 'transfer', header: 'Transfer', render: (m) => m.transfer.transferId },
    { key: 'route', header: 'Route', render: (m) => transferRoute(m.transfer) },
    { key: 'stations', header: 'Stations', render: (m) => <TransferStations transfer={m.transfer} /> },
    { key: 'company', header: 'Company', render: (m) => mark(m.companyMatches, m.transfer.companyName) },
    { key: 'vehicle', header: 'Vehicle', render: (m) => mark(m.vehicleTypeMatches && m.vehicleClassMatches, transferVehicle(m.transfer)) },
    {
      key: 'map',
      header: 'Mapping',
      render: (m) =>
        m.mappedTo ? (
          <span className="text-sm text-slate-800">
            Mapped to{' '}
            {m.mappedTo.lineId === line.id ? (
              'this line'
            ) : (
              <Link to={`/lines/edit/${m.mappedTo.lineId}?tab=7`} className="text-sky-900 underline">
                {m.mappedTo.denomination}
              </Link>
            )}{' '}
            ({DIRECTION_LABELS[m.mappedTo.direction]})
          </span>
        ) : taken[m.direction] ? (
          <span className="text-sm text-slate-800">
            {DIRECTION_LABELS[m.direction]} is mapped to {taken[m.direction]}
          </span>
        ) : (
          <Button
            size="sm"
            onClick={() => map(m)}
            disabled={mapTransfer.isPending}
            aria-label={`Map transfer ${m.transfer.transferId} to ${DIRECTION_LABELS[m.direction]}`}
          >
            Map
          </Button>
        ),
    },
  ];

  return (
    <section aria-labelledby="find-matches" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="find-matches" className="text-lg font-semibold text-slate-900">
          Find matches
        </h2>
        <Button variant="secondary" loading={matches.isFetching} onClick={() => void matches.refetch()}>
          Find matches
        </Button>
      </div>
      <p className="text-sm text-slate-700">Transfers of the offline suppliers between the line&apos;s two cities, per direction.</p>
      {matches.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          The matches could not be found: {errorMessage(matches.error)}
        </p>
      )}
      {matches.data?.unavailable.map((u) => (
        <p key={u.integrationId} role="status" className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {u.name} did not answer ({u.message}); its transfers as last fetched are shown.
        </p>
      ))}
      {matches.data && (
        <Table
          caption="Supplier transfers matching the line"
          columns={columns}
          rows={matches.data.matches}
          rowKey={(m) => `${m.integration.id}/${m.transfer.transferId}`}
          emptyText="No Results"
        />
      )}
    </section>
  );
}
