import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { PAYMENTS_REPORT_READ_RULE } from '@farebox/domain';
import { FileExportKind, FileExportKinds } from '@farebox/platform';
import { csvFilename } from './csv-download.js';
import { TransactionsReportQueryDto } from './dto/transactions-report.dto.js';
import { TRANSACTIONS_REPORT_CSV_HEADER, TransactionsReportService } from './transactions-report.service.js';

/** The Reports tab's CSV as a background export: the same rows, header and file name as GET /payments-report/reports.csv. */
@Injectable()
export class TransactionsReportExport implements OnModuleInit {
  constructor(
    private readonly kinds: FileExportKinds,
    private readonly report: TransactionsReportService,
  ) {}

  onModuleInit(): void {
    this.kinds.register({
      kind: FileExportKind.PaymentsReportTransactions,
      rule: PAYMENTS_REPORT_READ_RULE,
      filters: TransactionsReportQueryDto,
      filename: (_filters, day) => csvFilename(TRANSACTIONS_REPORT_FILE, day),
      header: TRANSACTIONS_REPORT_CSV_HEADER,
      count: (filters, actor) => this.report.count(filters, actor),
      pieces: (filters, actor) => this.report.csvPieces(filters, actor),
    });
  }
}

export const TRANSACTIONS_REPORT_FILE = 'supplier-transactions';

/** The Reports tab's rows and their background export, for the API (PaymentsReportModule) and the worker alike. */
@Module({
  providers: [TransactionsReportService, TransactionsReportExport],
  exports: [TransactionsReportService],
})
export class TransactionsReportExportModule {}
