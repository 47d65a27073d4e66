import { useMutation } from '@tanstack/react-query';
import { client, data, type Schemas } from '@/api/http';
import { idempotent } from '@/api/idempotency';
import type { TopupRequestBody } from '../finance.types';
import { onSupplier, useAfterTopupWrite } from '../supplier/supplier.api';

/** POST /api/v2/supplier/{id}/topup (deposit request, deposit or adjustment) with the form's Idempotency-Key. */
export function useTopup(supplierId: string) {
  const after = useAfterTopupWrite();
  return useMutation({
    mutationFn: ({ body, key }: { body: TopupRequestBody; key: string }) =>
      data(client.POST('/api/v2/supplier/{id}/topup', { params: { ...onSupplier(supplierId), ...idempotent(key) }, body })),
    onSettled: after,
  });
}

/**
 * POST /api/v2/supplier/{id}/topup/update: a receipt link for a deposit (the newest one is shown), with the form's
 * Idempotency-Key so a retry adds nothing.
 */
export function useSaveReceipt(supplierId: string) {
  const after = useAfterTopupWrite();
  return useMutation({
    mutationFn: ({ body, key }: { body: Schemas['TopupReceiptDto']; key: string }) =>
      data(client.POST('/api/v2/supplier/{id}/topup/update', { params: { ...onSupplier(supplierId), ...idempotent(key) }, body })),
    onSuccess: after,
  });
}
