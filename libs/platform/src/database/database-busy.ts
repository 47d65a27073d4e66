import { HttpStatus } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { ErrorCode } from '@farebox/domain';
import { AppException } from '../errors/app-exception.js';

/** Seconds a client is told to wait (Retry-After) when the database is busy: a pool wait frees up within that. */
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 2;

export const DATABASE_BUSY_MESSAGE = 'The database is busy. Try again in a moment.';

/** PostgreSQL's too_many_connections, cannot_connect_now (starting up or shutting down) and admin_shutdown. */
const BUSY_SQLSTATES = new Set(['53300', '57P03', '57P01']);
/** Node's socket errors when PostgreSQL does not accept or drops the connection. */
const BUSY_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET']);
/** pg-pool's errors: no client was free within connectionTimeoutMillis, or a new one could not connect within it. */
const POOL_TIMEOUT_MESSAGES = ['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout'];

/**
 * Whether an error means "no database connection to be had right now" rather than a fault of the request: the
 * pool's wait ran out, or PostgreSQL refused a new connection. Such a request may simply be retried.
 */
export function isDatabaseBusy(err: unknown): boolean {
  const error = err instanceof QueryFailedError ? ((err as { driverError?: unknown }).driverError ?? err) : err;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (BUSY_SQLSTATES.has(code) || BUSY_SOCKET_CODES.has(code))) return true;
  return POOL_TIMEOUT_MESSAGES.some((message) => error.message.startsWith(message));
}

export const databaseBusy = () =>
  new AppException(HttpStatus.SERVICE_UNAVAILABLE, ErrorCode.DatabaseBusy, DATABASE_BUSY_MESSAGE, {
    retryAfterSeconds: DATABASE_BUSY_RETRY_AFTER_SECONDS,
  });
