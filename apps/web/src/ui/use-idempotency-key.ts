import { useCallback, useState } from 'react';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A random UUID v4; `crypto.getRandomValues` also works outside secure contexts (unlike `randomUUID`). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The Idempotency-Key of one opened money-moving form: the same key on every retry of its submit, so a
 * request that reached the server before the answer was lost is not applied twice. `renew()` when the form
 * is opened again for a new operation.
 */
export function useIdempotencyKey() {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return { key, headers: { [IDEMPOTENCY_HEADER]: key }, renew };
}
