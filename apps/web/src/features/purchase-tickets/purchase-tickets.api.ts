import { useMutation, useQuery } from '@tanstack/react-query';
import { isPurchaseFinished } from '@farebox/domain';
import { client, data, type Schemas } from '@/api/http';
import { idempotent } from '@/api/idempotency';

export type PurchaseLine = Schemas['PurchaseLineDto'];
export type PurchaseTrip = Schemas['PurchaseTripDto'];
export type PurchaseBatch = Schemas['PurchaseBatchDto'];
export type PurchaseBody = Schemas['PurchaseTicketsDto'];
export type Direction = 'aToB' | 'bToA';

/** How often the screen asks for the progress of a running purchase. */
export const PROGRESS_POLL_MS = 500;

const keys = {
  lines: (q: string) => ['purchase-tickets', 'lines', q] as const,
  trips: (lineId: string, direction: Direction) => ['purchase-tickets', 'trips', lineId, direction] as const,
  batch: (id: string) => ['purchase-tickets', 'batch', id] as const,
};

export function usePurchaseLines(q: string) {
  return useQuery({
    queryKey: keys.lines(q),
    queryFn: ({ signal }) => data(client.GET('/api/purchase-tickets/lines', { params: { query: { q: q || undefined } }, signal })),
  });
}

export function usePurchaseTrips(lineId: string | undefined, direction: Direction) {
  return useQuery({
    queryKey: keys.trips(lineId ?? '', direction),
    queryFn: ({ signal }) => data(client.GET('/api/purchase-tickets/trips', { params: { query: { lineId: lineId!, direction } }, signal })),
    enabled: !!lineId,
  });
}

/** POST /api/purchase-tickets with the form's Idempotency-Key (a retry answers the same purchase). */
export function useCreatePurchase() {
  return useMutation({
    mutationFn: ({ body, key }: { body: PurchaseBody; key: string }) => data(client.POST('/api/purchase-tickets', { params: idempotent(key), body })),
  });
}

/** The purchase, polled until it is done or failed. */
export function usePurchaseProgress(id: string | undefined) {
  return useQuery({
    queryKey: keys.batch(id ?? ''),
    queryFn: ({ signal }) => data(client.GET('/api/purchase-tickets/{id}', { params: { path: { id: id! } }, signal })),
    enabled: !!id,
    refetchInterval: (query) => (query.state.data && isPurchaseFinished(query.state.data.state) ? false : PROGRESS_POLL_MS),
  });
}
