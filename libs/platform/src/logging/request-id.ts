import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The id of a request: the caller's X-Request-Id (a proxy's), or a new one. Fastify asks for it first; it is kept on
 * the raw request so the request log line (pino-http) and the error body carry the same id.
 */
export function requestId(req: IncomingMessage & { id?: unknown }): string {
  if (typeof req.id === 'string') return req.id;
  const id = (req.headers['x-request-id'] as string | undefined) ?? randomUUID();
  req.id = id;
  return id;
}
