import { Injectable } from '@nestjs/common';
import { BookingDocumentLoader, type BookingDocument } from './booking-document.loader.js';
import { buildVoucherModel } from './voucher-model.js';
import { renderVoucherPdf } from './voucher-pdf.js';

export interface VoucherFile {
  filename: string;
  content: Buffer;
  contentType: 'application/pdf';
}

@Injectable()
export class VoucherPdfService {
  constructor(private readonly loader: BookingDocumentLoader) {}

  async forBooking(bookingId: string): Promise<VoucherFile> {
    return this.forDocument(await this.loader.load(bookingId));
  }

  async forDocument(doc: BookingDocument): Promise<VoucherFile> {
    const content = await renderVoucherPdf(buildVoucherModel(doc.source));
    return { filename: `voucher-${doc.booking.reference}.pdf`, content, contentType: 'application/pdf' };
  }
}
