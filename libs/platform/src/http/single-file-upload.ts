import { Injectable, mixin, PayloadTooLargeException, type CallHandler, type ExecutionContext, type NestInterceptor, type Type } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-fastify';
import type { Observable } from 'rxjs';

/**
 * An interceptor that reads the multipart field `file` into memory (one file, at most `maxBytes`) for
 * `@UploadedFile()`, and refuses a larger file with the area's own 413 instead of the framework's message.
 * A request that is not multipart passes through untouched. Nest creates it (the base registers Fastify's multipart
 * plugin at start-up), so a route names the class: `@UseInterceptors(SingleFileUpload(...))`.
 */
export function SingleFileUpload(maxBytes: number, tooLarge: () => Error): Type<NestInterceptor> {
  @Injectable()
  class SingleFileUploadInterceptor extends FileInterceptor('file', { limits: { fileSize: maxBytes, files: 1 } }) {
    override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await super.intercept(context, next);
      } catch (err) {
        if (err instanceof PayloadTooLargeException) throw tooLarge();
        throw err;
      }
    }
  }
  return mixin(SingleFileUploadInterceptor);
}
