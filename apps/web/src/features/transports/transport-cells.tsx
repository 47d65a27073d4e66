import { TRANSPORT_VEHICLE_TYPE_LABELS, type TransportVehicleType } from '@farebox/domain';
import { Link } from 'react-router';
import type { Transport } from './transports.api';

export const transportTypeLabel = (type: string) => TRANSPORT_VEHICLE_TYPE_LABELS[type as TransportVehicleType] ?? type;

/** The transport's screen path (its reference is the route key). */
export const transportPath = (reference: string) => `/transports/edit/${encodeURIComponent(reference)}`;

/** From city → to city. */
export function TransportRoute({ transport }: { transport: Pick<Transport, 'fromCity' | 'toCity'> }) {
  return (
    <span>
      {transport.fromCity.name} <span aria-label="to">→</span> {transport.toCity.name}
    </span>
  );
}

/** The transport's view, named by its reference. */
export function TransportLink({ transport }: { transport: Pick<Transport, 'reference'> }) {
  return (
    <Link to={transportPath(transport.reference)} className="font-medium text-sky-900 underline">
      {transport.reference}
    </Link>
  );
}
