import { QueryFailedError } from 'typeorm';

/** The constraint a unique violation names; null for any other error. */
export function uniqueViolation(err: unknown): string | null {
  if (!(err instanceof QueryFailedError)) return null;
  const driver = (err as QueryFailedError & { driverError?: { code?: string; constraint?: string } }).driverError;
  return driver?.code === '23505' ? (driver.constraint ?? '') : null;
}
