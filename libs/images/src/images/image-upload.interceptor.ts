import { HttpStatus, Injectable, PayloadTooLargeException, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-fastify';
import type { Observable } from 'rxjs';
import { ErrorCode, IMAGE_MAX_BYTES, ImageMessage } from '@farebox/domain';
import { AppException } from '@farebox/platform';

const MultipartFile = FileInterceptor('file', { limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });

export const fileTooLarge = () => new AppException(HttpStatus.PAYLOAD_TOO_LARGE, ErrorCode.PayloadTooLarge, ImageMessage.TooLarge);

/** Reads the multipart field `file` into memory, refusing more than the size limit with the area's 413. */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly multipart = new MultipartFile();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multipart.intercept(context, next);
    } catch (err) {
      if (err instanceof PayloadTooLargeException) throw fileTooLarge();
      throw err;
    }
  }
}
