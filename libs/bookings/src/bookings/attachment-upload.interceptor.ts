import { Injectable, PayloadTooLargeException, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-fastify';
import type { Observable } from 'rxjs';
import { APPROVAL_ATTACHMENT_MAX_BYTES } from '@farebox/domain';
import { attachmentTooLarge } from './booking.errors.js';

const MultipartFile = FileInterceptor('file', { limits: { fileSize: APPROVAL_ATTACHMENT_MAX_BYTES, files: 1 } });

/** Reads the multipart field `file` into memory, refusing more than the size limit with the area's 413 (as company pictures). */
@Injectable()
export class AttachmentUploadInterceptor implements NestInterceptor {
  private readonly multipart = new MultipartFile();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multipart.intercept(context, next);
    } catch (err) {
      if (err instanceof PayloadTooLargeException) throw attachmentTooLarge();
      throw err;
    }
  }
}
