import { Injectable } from '@nestjs/common';
import { ResponseCacheService, type CacheEntry } from '@farebox/platform';
import { cacheEntryNotFound } from '../ops.errors.js';

@Injectable()
export class CachesService {
  constructor(private readonly cache: ResponseCacheService) {}

  list(): Promise<CacheEntry[]> {
    return this.cache.list();
  }

  /** Uncaches one URL, or every entry when no URL is given; answers what remains. */
  async uncache(url: string | undefined): Promise<CacheEntry[]> {
    if (url === undefined) {
      await this.cache.evictAll();
    } else if (!(await this.cache.evict(url))) {
      throw cacheEntryNotFound(url);
    }
    return this.cache.list();
  }
}
