import type { Schemas } from '@/api/http';

type Transfer = Schemas['SupplierTransferDto'];

/** Spec part 2, 2.9: the API tab of a line without transfer mappings. */
export const NO_SYNC_INFORMATION = 'No sync information found.';

export const DIRECTION_LABELS: Record<'aToB' | 'bToA', string> = { aToB: 'A→B', bToA: 'B→A' };

export const transferRoute = (t: Transfer) => `${t.fromCity} → ${t.toCity}`;
export const transferVehicle = (t: Transfer) => `${t.vehicleType}, ${t.vehicleClass}`;
