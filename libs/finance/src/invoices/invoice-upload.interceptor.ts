import { Injectable, type CallHandler, type ExecutionContext } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { canUploadInvoice, INVOICE_FILE_MAX_BYTES } from '@farebox/domain';
import { SingleFileUpload, type AuthenticatedUser } from '@farebox/platform';
import { insufficientPermissions, invoiceFileTooLarge } from './invoice.errors.js';

/**
 * An invoice's file: the multipart field `file`, refused over its size limit with the area's 413 (as approval
 * attachments). Who may not upload is refused first (403 'Insufficient permissions'), before any of the body is read.
 */
@Injectable()
export class InvoiceUploadInterceptor extends SingleFileUpload(INVOICE_FILE_MAX_BYTES, invoiceFileTooLarge) {
  override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (!canUploadInvoice(context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user)) throw insufficientPermissions();
    return super.intercept(context, next);
  }
}
