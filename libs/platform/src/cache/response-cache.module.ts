import { Global, Module } from '@nestjs/common';
import { ResponseCacheInterceptor } from './response-cache.interceptor.js';
import { ResponseCacheService } from './response-cache.service.js';

/** The Redis response cache behind @CachedResponse(); global so any feature module can mark or evict routes. */
@Global()
@Module({
  providers: [ResponseCacheService, ResponseCacheInterceptor],
  exports: [ResponseCacheService, ResponseCacheInterceptor],
})
export class ResponseCacheModule {}
