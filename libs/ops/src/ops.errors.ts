import { HttpStatus } from '@nestjs/common';
import { AppException } from '@farebox/platform';

export const OpsErrorCode = {
  CacheEntryNotFound: 'CacheEntryNotFound',
} as const;

/** The Caches screen shows this message as is when an Uncache fails. */
export const cacheEntryNotFound = (url: string) =>
  new AppException(HttpStatus.NOT_FOUND, OpsErrorCode.CacheEntryNotFound, `${url} failed to be uncached`);
