import { IDEMPOTENCY_HEADER } from '@/ui/use-idempotency-key';
import { api } from './http';

/**
 * POST of a money-moving or once-only form with the form's Idempotency-Key: a retry with the same key gets the first
 * answer and changes nothing again. `body` is JSON unless it is FormData; undefined sends none.
 */
export function postIdempotent<T>(path: string, body: unknown, key: string): Promise<T> {
  return api<T>(path, { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: key } });
}
