import { HttpStatus } from '@nestjs/common';
import { AppException } from '@farebox/platform';
import { ErrorCode } from '@farebox/domain';

/** The Caches screen shows this message as is when an Uncache fails. */
export const cacheEntryNotFound = (url: string) => new AppException(HttpStatus.NOT_FOUND, ErrorCode.CacheEntryNotFound, `${url} failed to be uncached`);
