import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { PAYMENT_READ_RULE } from '@farebox/domain';
import { FileExportKind, FileExportKinds } from '@farebox/platform';
import { ListPaymentsQueryDto } from './dto/list-payments-query.dto.js';
import { PaymentsCsvService } from './payments-csv.service.js';
import { PaymentsQueryService } from './payments-query.service.js';

/** The payments list's CSV file name, for the synchronous route and the background export alike. */
export const PAYMENTS_CSV_FILE = 'payments.csv';

/** The payments list's CSV as a background export: the same rows, header (agents: theirs) and bytes as GET /payments/export.csv. */
@Injectable()
export class PaymentsExport implements OnModuleInit {
  constructor(
    private readonly kinds: FileExportKinds,
    private readonly query: PaymentsQueryService,
    private readonly csv: PaymentsCsvService,
  ) {}

  onModuleInit(): void {
    this.kinds.register({
      kind: FileExportKind.Payments,
      rule: PAYMENT_READ_RULE,
      filters: ListPaymentsQueryDto,
      filename: () => PAYMENTS_CSV_FILE,
      header: (actor) => this.csv.header(actor),
      // No byte-order mark, as this export has always been.
      byteOrderMark: false,
      count: (filters, actor) => this.query.count(filters, actor),
      pieces: (filters, actor) => this.csv.pieces(filters, actor),
    });
  }
}

/** The payments list's reads and its background export, for the API (BookingPaymentsModule) and the worker alike. */
@Module({
  providers: [PaymentsQueryService, PaymentsCsvService, PaymentsExport],
  exports: [PaymentsQueryService, PaymentsCsvService],
})
export class PaymentsExportModule {}
