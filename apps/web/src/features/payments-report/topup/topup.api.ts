import { useMutation } from '@tanstack/react-query';
import { postIdempotent } from '@/api/post-idempotent';
import type { TopupRequestBody } from '../finance.types';
import { supplierPath, useAfterTopupWrite } from '../supplier/supplier.api';

/** Answer of POST /topup: 'success' with the new entry or request id (a currency mismatch answers 409). */
export interface TopupAnswer {
  answer: 'success' | 'currencyMismatch' | 'error';
  id?: string;
  message?: string;
}

/** POST /api/v2/supplier/{id}/topup (deposit request, deposit or adjustment) with the form's Idempotency-Key. */
export function useTopup(supplierId: string) {
  const after = useAfterTopupWrite();
  return useMutation({
    mutationFn: ({ body, key }: { body: TopupRequestBody; key: string }) => postIdempotent<TopupAnswer>(supplierPath(supplierId, '/topup'), body, key),
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
    mutationFn: ({ body, key }: { body: { depositId: string; currency: string; receipt: string }; key: string }) =>
      postIdempotent<{ answer: 'receipt'; receipt: string }>(supplierPath(supplierId, '/topup/update'), body, key),
    onSuccess: after,
  });
}
