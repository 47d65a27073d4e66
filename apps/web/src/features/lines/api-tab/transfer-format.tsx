import type { Schemas } from '@/api/http';

type Transfer = Schemas['SupplierTransferDto'];

/** Spec part 2, 2.9: the API tab of a line without transfer mappings. */
export const NO_SYNC_INFORMATION = 'No sync information found.';

export const DIRECTION_LABELS: Record<'aToB' | 'bToA', string> = { aToB: 'A→B', bToA: 'B→A' };

export const transferRoute = (t: Transfer) => `${t.fromCity} → ${t.toCity} (route ${t.routeId})`;
export const transferVehicle = (t: Transfer) => `${t.vehicleType}, ${t.vehicleClass}`;

const stopKind = (s: Transfer['multiStations'][number]) => [s.isBoarding && 'boarding', s.isDropoff && 'drop-off'].filter(Boolean).join(' and ') || 'stop';

/** The supplier stations of a transfer (spec 3.6), folded: name, minutes after departure, boarding or drop-off. */
export function TransferStations({ transfer }: { transfer: Transfer }) {
  const stations = transfer.multiStations;
  if (stations.length === 0) return <span className="text-sm text-slate-700">None given</span>;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-sky-900 underline">
        {stations.length} station{stations.length === 1 ? '' : 's'}
      </summary>
      <ul className="mt-1 space-y-1">
        {stations.map((s) => (
          <li key={s.id}>
            {s.name} (+{s.timeOffsetInMinutes} min, {stopKind(s)})
          </li>
        ))}
      </ul>
    </details>
  );
}
