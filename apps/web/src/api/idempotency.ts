import { IDEMPOTENCY_HEADER } from '@/ui/use-idempotency-key';

/**
 * The header param of a money-moving or once-only call (`params: { ...idempotent(key) }`) with the form's key: a retry
 * with the same key gets the first answer and changes nothing again.
 */
export const idempotent = (key: string) => ({ header: { [IDEMPOTENCY_HEADER]: key } });
