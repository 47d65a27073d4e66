import { Injectable, PayloadTooLargeException, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-fastify';
import type { Observable } from 'rxjs';
import { COMPANY_IMAGE_MAX_BYTES } from '@farebox/domain';
import { imageTooLarge } from './company.errors.js';

const MultipartFile = FileInterceptor('file', { limits: { fileSize: COMPANY_IMAGE_MAX_BYTES, files: 1 } });

/** Reads the multipart field `file` into memory, refusing more than the size limit with the area's 413. */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly multipart = new MultipartFile();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multipart.intercept(context, next);
    } catch (err) {
      if (err instanceof PayloadTooLargeException) throw imageTooLarge();
      throw err;
    }
  }
}
