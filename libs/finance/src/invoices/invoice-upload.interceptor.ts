import { Injectable, PayloadTooLargeException, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-fastify';
import type { Observable } from 'rxjs';
import { canUploadInvoice, INVOICE_FILE_MAX_BYTES } from '@farebox/domain';
import type { AuthenticatedUser } from '@farebox/platform';
import { insufficientPermissions, invoiceFileTooLarge } from './invoice.errors.js';

const MultipartFile = FileInterceptor('file', { limits: { fileSize: INVOICE_FILE_MAX_BYTES, files: 1 } });

/**
 * Reads the multipart field `file` into memory, refusing more than the size limit with the area's 413 (as approval
 * attachments). Who may not upload is refused first (403 'Insufficient permissions'), before any of the body is read.
 */
@Injectable()
export class InvoiceUploadInterceptor implements NestInterceptor {
  private readonly multipart = new MultipartFile();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (!canUploadInvoice(context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user)) throw insufficientPermissions();
    try {
      return await this.multipart.intercept(context, next);
    } catch (err) {
      if (err instanceof PayloadTooLargeException) throw invoiceFileTooLarge();
      throw err;
    }
  }
}
